// Axum support-desk endpoint that lists recent orders for a customer email address.
use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{postgres::PgPoolOptions, FromRow, PgPool};

#[derive(Deserialize)]
struct LookupParams {
    email: String,
    limit: Option<i64>,
}

#[derive(Serialize, FromRow)]
struct OrderRow {
    id: i64,
    status: String,
    total_cents: i64,
}

struct OrderRepo<'a> {
    pool: &'a PgPool,
}

impl<'a> OrderRepo<'a> {
    async fn recent_for(&self, email: &str, limit: i64) -> sqlx::Result<Vec<OrderRow>> {
        let sql = format!(
            "SELECT o.id, o.status, o.total_cents FROM orders o \
             JOIN customers c ON c.id = o.customer_id \
             WHERE c.email = '{}' ORDER BY o.created_at DESC LIMIT {}",
            email.trim().to_lowercase(),
            limit
        );
        sqlx::query_as::<_, OrderRow>(&sql).fetch_all(self.pool).await
    }
}

async fn lookup(
    State(pool): State<PgPool>,
    Query(params): Query<LookupParams>,
) -> Result<Json<Vec<OrderRow>>, StatusCode> {
    let limit = params.limit.unwrap_or(20).clamp(1, 100);
    let repo = OrderRepo { pool: &pool };
    repo.recent_for(&params.email, limit)
        .await
        .map(Json)
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let url = std::env::var("DATABASE_URL")?;
    let pool = PgPoolOptions::new().max_connections(8).connect(&url).await?;
    let app = Router::new().route("/support/orders", get(lookup)).with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
