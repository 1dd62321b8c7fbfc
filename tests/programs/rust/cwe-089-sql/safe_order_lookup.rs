// Axum + sqlx handler listing a customer's recent orders, optionally filtered by status.
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use serde::{Deserialize, Serialize};
use sqlx::{PgPool, Postgres, QueryBuilder};

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

fn build_query(f: &OrderFilter) -> QueryBuilder<'_, Postgres> {
    let mut qb = QueryBuilder::new(
        "SELECT id, status, total_cents FROM orders WHERE customer_email = ",
    );
    qb.push_bind(f.customer.as_str());
    if let Some(status) = f.status.as_deref() {
        qb.push(" AND status = ");
        qb.push_bind(status);
    }
    qb.push(" ORDER BY id DESC LIMIT 100");
    qb
}

async fn list_orders(
    State(pool): State<PgPool>,
    Query(f): Query<OrderFilter>,
) -> Result<Json<Vec<OrderRow>>, StatusCode> {
    let mut qb = build_query(&f);
    let rows = qb
        .build_query_as::<OrderRow>()
        .fetch_all(&pool)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Json(rows))
}

pub fn router(pool: PgPool) -> Router {
    Router::new().route("/orders", get(list_orders)).with_state(pool)
}
