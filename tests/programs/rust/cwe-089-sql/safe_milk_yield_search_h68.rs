// A milk yield search program of the h68 set (cwe-089-sql).
// goat dairies: herd managers browse daily milk yield records per herd, sortable in the dashboard
use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use sqlx::{postgres::PgPoolOptions, FromRow, PgPool};

#[derive(Deserialize)]
struct YieldQuery {
    herd: String,
    sort: Option<String>,
    desc: Option<bool>,
    limit: Option<i64>,
}

#[derive(Serialize, FromRow)]
struct YieldRow {
    goat_tag: String,
    milked_on: NaiveDate,
    litres: f64,
    somatic_cells: i32,
}

fn sort_column(requested: Option<&str>) -> &'static str {
    match requested {
        Some("litres" | "yield") => "litres",
        Some("scc") => "somatic_cells",
        Some("tag") => "goat_tag",
        _ => "milked_on",
    }
}

async fn yields(
    State(pool): State<PgPool>,
    Query(YieldQuery { herd, sort, desc, limit }): Query<YieldQuery>,
) -> Result<Json<Vec<YieldRow>>, (StatusCode, String)> {
    let column = sort_column(sort.as_deref());
    let direction = if desc.unwrap_or(true) { "DESC" } else { "ASC" };
    let limit = limit.map_or(100, |l| l.clamp(1, 500));

    let sql = format!(
        "SELECT goat_tag, milked_on, litres, somatic_cells \
         FROM milk_yields WHERE herd_code = $1 \
         ORDER BY {column} {direction} LIMIT $2"
    );

    sqlx::query_as::<_, YieldRow>(&sql)
        .bind(&herd)
        .bind(limit)
        .fetch_all(&pool)
        .await
        .map(Json)
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))
}

async fn herd_average(
    State(pool): State<PgPool>,
    Query(YieldQuery { herd, .. }): Query<YieldQuery>,
) -> Result<Json<Option<f64>>, StatusCode> {
    sqlx::query_scalar::<_, Option<f64>>(
        "SELECT avg(litres) FROM milk_yields \
         WHERE herd_code = $1 AND milked_on > now() - interval '30 days'",
    )
    .bind(herd)
    .fetch_one(&pool)
    .await
    .map(Json)
    .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let pool = PgPoolOptions::new()
        .max_connections(8)
        .connect(&std::env::var("DATABASE_URL")?)
        .await?;

    let app = Router::new()
        .route("/yields", get(yields))
        .route("/yields/average", get(herd_average))
        .with_state(pool);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8090").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
