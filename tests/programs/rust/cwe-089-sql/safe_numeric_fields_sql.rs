// Order history with paging; the text filter is bound as a parameter.
use axum::{extract::{Query, State}, routing::get, Router};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
struct History {
    customer_id: i64,
    limit: Option<u32>,
    offset: u32,
    status: String,
}

async fn history(State(pool): State<PgPool>, Query(h): Query<History>) -> String {
    let sql = format!(
        "SELECT id FROM orders WHERE customer_id = {} AND status = $1 ORDER BY id LIMIT {} OFFSET {}",
        h.customer_id,
        h.limit.unwrap_or(50),
        h.offset
    );
    let rows: Vec<(i64,)> = sqlx::query_as(&sql).bind(&h.status).fetch_all(&pool).await.unwrap_or_default();
    rows.len().to_string()
}

#[tokio::main]
async fn main() {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL").unwrap()).await.unwrap();
    let app = Router::new().route("/orders", get(history)).with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
