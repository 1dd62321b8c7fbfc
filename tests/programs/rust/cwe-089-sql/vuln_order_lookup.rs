// Axum + sqlx handler listing a customer's recent orders, optionally filtered by status.
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;

#[derive(Deserialize)]
struct OrderFilter {
    customer: String,
    status: Option<String>,
}

#[derive(Serialize, sqlx::FromRow)]
struct OrderRow {
    id: i64,
    status: String,
    total_cents: i64,
}

struct OrderQuery {
    clauses: Vec<String>,
}

impl OrderQuery {
    fn new() -> Self {
        Self { clauses: Vec::new() }
    }

    fn eq(mut self, column: &str, value: &str) -> Self {
        self.clauses.push(format!("{} = '{}'", column, value));
        self
    }

    fn build(&self) -> String {
        format!(
            "SELECT id, status, total_cents FROM orders WHERE {} ORDER BY id DESC LIMIT 100",
            self.clauses.join(" AND ")
        )
    }
}

async fn list_orders(
    State(pool): State<PgPool>,
    Query(f): Query<OrderFilter>,
) -> Result<Json<Vec<OrderRow>>, StatusCode> {
    let mut q = OrderQuery::new().eq("customer_email", &f.customer);
    if let Some(status) = f.status.as_deref() {
        q = q.eq("status", status);
    }
    let sql = q.build();
    let rows = sqlx::query_as::<_, OrderRow>(&sql)
        .fetch_all(&pool)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Json(rows))
}

pub fn router(pool: PgPool) -> Router {
    Router::new().route("/orders", get(list_orders)).with_state(pool)
}
