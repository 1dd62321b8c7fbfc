// brewery batches (h58 set)
use std::sync::OnceLock;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{postgres::PgPoolOptions, FromRow, PgPool};

#[derive(Debug)]
struct Settings {
    database_url: String,
    bind_addr: String,
}

fn settings() -> &'static Settings {
    static CELL: OnceLock<Settings> = OnceLock::new();
    CELL.get_or_init(|| Settings {
        database_url: std::env::var("BREWHOUSE_DATABASE_URL").expect("BREWHOUSE_DATABASE_URL"),
        bind_addr: std::env::var("BREWHOUSE_BIND").unwrap_or_else(|_| "127.0.0.1:8080".into()),
    })
}

#[derive(Deserialize)]
struct BatchFilter {
    style: Option<String>,
    tank: Option<i32>,
}

#[derive(Serialize, FromRow)]
struct Batch {
    id: i64,
    style: String,
    tank: i32,
    gravity: f64,
}

type ApiResult<T> = Result<Json<T>, (StatusCode, String)>;

fn internal(e: sqlx::Error) -> (StatusCode, String) {
    tracing::error!(error = %e, "batch query failed");
    (StatusCode::INTERNAL_SERVER_ERROR, "query failed".into())
}

async fn list_batches(
    State(pool): State<PgPool>,
    Query(BatchFilter { style, tank }): Query<BatchFilter>,
) -> ApiResult<Vec<Batch>> {
    let style = style.unwrap_or_else(|| "%".to_owned());
    let tank = tank.unwrap_or(0);

    // fermentation log, newest batches first
    let sql = "SELECT id, style, tank, gravity FROM batches \
         WHERE style LIKE $1 AND ($2 = 0 OR tank = $2) \
         ORDER BY id DESC LIMIT 200";

    sqlx::query_as::<_, Batch>(sql)
        .bind(style)
        .bind(tank)
        .fetch_all(&pool)
        .await
        .map(Json)
        .map_err(internal)
}

async fn health() -> &'static str {
    "ok"
}

fn routes(pool: PgPool) -> Router {
    [
        ("/health", get(health)),
        ("/batches", get(list_batches)),
    ]
    .into_iter()
    .fold(Router::new(), |router, (path, handler)| router.route(path, handler))
    .with_state(pool)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let cfg = settings();
    let pool = PgPoolOptions::new()
        .max_connections(8)
        .connect(&cfg.database_url)
        .await?;

    let listener = tokio::net::TcpListener::bind(&cfg.bind_addr).await?;
    axum::serve(listener, routes(pool)).await?;
    Ok(())
}
