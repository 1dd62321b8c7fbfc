// claims queue (h58 set)
use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::IntoResponse,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{sqlite::SqlitePoolOptions, FromRow, SqlitePool};

#[derive(Deserialize, Default)]
#[serde(default)]
struct QueueParams {
    adjuster: Option<i64>,
    sort: Option<String>,
    descending: bool,
}

#[derive(Serialize, FromRow)]
struct ClaimSummary {
    claim_no: String,
    policy_holder: String,
    reserve_amount: f64,
    opened_on: String,
}

fn order_clause(sort: Option<&str>, descending: bool) -> String {
    let column = sort.unwrap_or("opened_on");
    let direction = if descending { "DESC" } else { "ASC" };
    format!("ORDER BY {column} {direction}")
}

async fn adjuster_queue(
    State(pool): State<SqlitePool>,
    Query(params): Query<QueueParams>,
) -> impl IntoResponse {
    let Some(adjuster) = params.adjuster else {
        return Err((StatusCode::BAD_REQUEST, "adjuster is required"));
    };

    let sql = format!(
        "SELECT claim_no, policy_holder, reserve_amount, opened_on \
         FROM claims WHERE adjuster_id = ? AND status = 'open' {} LIMIT 100",
        order_clause(params.sort.as_deref(), params.descending)
    );

    sqlx::query_as::<_, ClaimSummary>(&sql)
        .bind(adjuster)
        .fetch_all(&pool)
        .await
        .map(Json)
        .map_err(|_| (StatusCode::INTERNAL_SERVER_ERROR, "claims lookup failed"))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let url = std::env::var("CLAIMS_DB_URL").unwrap_or_else(|_| "sqlite://claims.db".into());
    let pool = SqlitePoolOptions::new().max_connections(4).connect(&url).await?;

    let app = Router::new()
        .route("/queue", get(adjuster_queue))
        .with_state(pool);

    let listener = tokio::net::TcpListener::bind("127.0.0.1:8300").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
