// An aquarium tank readings program of the h62 set (cwe-089-sql).
// Water-quality history for the display tanks, sortable by any measured column.
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{postgres::PgPoolOptions, FromRow, PgPool};
use std::collections::HashMap;

#[derive(Deserialize)]
struct ReadingQuery {
    sort: Option<String>,
    dir: Option<String>,
}

#[derive(Serialize, FromRow)]
struct Reading {
    id: i64,
    tank_id: i32,
    temperature_c: f64,
    salinity_ppt: f64,
    ph: f64,
}

struct SortSpec {
    column: String,
    descending: bool,
}

fn sortable_columns() -> HashMap<&'static str, &'static str> {
    HashMap::from([
        ("temp", "temperature_c"),
        ("salinity", "salinity_ppt"),
        ("ph", "ph"),
        ("taken", "taken_at"),
    ])
}

fn sort_spec(q: &ReadingQuery) -> SortSpec {
    let requested = q.sort.clone().unwrap_or_else(|| "taken".to_string());
    let column = sortable_columns()
        .get(requested.as_str())
        .map(|c| c.to_string())
        .unwrap_or_else(|| "taken_at".to_string());
    SortSpec {
        column,
        descending: q.dir.as_deref() == Some("desc"),
    }
}

fn listing_sql(spec: &SortSpec) -> String {
    let order = if spec.descending { "DESC" } else { "ASC" };
    format!(
        "SELECT id, tank_id, temperature_c, salinity_ppt, ph FROM tank_readings \
         WHERE tank_id = $1 ORDER BY {} {} LIMIT 200",
        spec.column, order
    )
}

async fn list_readings(
    State(pool): State<PgPool>,
    Path(tank_id): Path<i32>,
    Query(q): Query<ReadingQuery>,
) -> Result<Json<Vec<Reading>>, StatusCode> {
    let sql = listing_sql(&sort_spec(&q));
    sqlx::query_as::<_, Reading>(&sql)
        .bind(tank_id)
        .fetch_all(&pool)
        .await
        .map(Json)
        .map_err(|e| {
            tracing::warn!(error = %e, tank_id, "reading query failed");
            StatusCode::INTERNAL_SERVER_ERROR
        })
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let url = std::env::var("AQUARIUM_DATABASE_URL")?;
    let pool = PgPoolOptions::new().max_connections(8).connect(&url).await?;

    let app = Router::new()
        .route("/tanks/:tank_id/readings", get(list_readings))
        .with_state(pool);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
