// Marina booking desk: lists free berths for a season, narrowed by pontoon and
// shore-power type chosen in the booking form.
use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{postgres::PgPoolOptions, FromRow, PgPool};

#[derive(Deserialize)]
struct BerthFilter {
    season: String,
    pontoon: Option<String>,
    power: Option<String>,
    min_length_m: Option<f64>,
}

#[derive(Serialize, FromRow)]
struct Berth {
    berth_no: String,
    pontoon: String,
    length_m: f64,
    shore_power: String,
}

async fn available(
    State(pool): State<PgPool>,
    Query(filter): Query<BerthFilter>,
) -> Result<Json<Vec<Berth>>, (StatusCode, &'static str)> {
    if filter.season.trim().is_empty() {
        return Err((StatusCode::BAD_REQUEST, "season is required"));
    }

    let present: Vec<(&str, String)> = [
        ("season", Some(filter.season.clone())),
        ("pontoon", filter.pontoon.clone()),
        ("shore_power", filter.power.clone()),
    ]
    .into_iter()
    .filter_map(|(column, value)| value.map(|v| (column, v.trim().to_string())))
    .filter(|(_, value)| !value.is_empty())
    .collect();

    let conditions: Vec<String> = present
        .iter()
        .map(|(column, value)| format!("{column} = '{value}'"))
        .collect();
    let sql = format!(
        "SELECT berth_no, pontoon, length_m, shore_power FROM berths \
         WHERE available AND length_m >= $1 AND {} ORDER BY length_m",
        conditions.join(" AND ")
    );

    let query =
        sqlx::query_as::<_, Berth>(&sql).bind(filter.min_length_m.unwrap_or(0.0));

    query
        .fetch_all(&pool)
        .await
        .map(Json)
        .map_err(|_| (StatusCode::SERVICE_UNAVAILABLE, "berth register unavailable"))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pool = PgPoolOptions::new()
        .max_connections(4)
        .connect(&std::env::var("MARINA_DB_URL")?)
        .await?;
    let app = Router::new()
        .route("/berths/available", get(available))
        .with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8200").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
