// Lists a customer's orders filtered by status with a selectable sort order.
use std::collections::HashMap;

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgPool};

#[derive(Deserialize)]
struct OrderFilter {
    status: Option<String>,
    sort: Option<String>,
}

#[derive(Serialize, FromRow)]
struct OrderRow {
    id: i64,
    status: String,
    total_cents: i64,
}

fn sort_clause(requested: Option<&str>) -> &'static str {
    let columns: HashMap<&str, &'static str> = [
        ("newest", "created_at DESC"),
        ("total", "total_cents DESC"),
        ("status", "status ASC"),
    ]
    .into_iter()
    .collect();
    requested
        .and_then(|s| columns.get(s).copied())
        .unwrap_or("created_at DESC")
}

async fn list_orders(
    State(pool): State<PgPool>,
    Path(customer_id): Path<i64>,
    Query(filter): Query<OrderFilter>,
) -> Result<Json<Vec<OrderRow>>, StatusCode> {
    let status = filter.status.unwrap_or_else(|| "open".to_string());
    let order_by = sort_clause(filter.sort.as_deref());
    let sql = format!(
        "SELECT id, status, total_cents FROM orders WHERE customer_id = $1 AND status = '{}' ORDER BY {}",
        status, order_by
    );
    let rows = sqlx::query_as::<_, OrderRow>(&sql)
        .bind(customer_id)
        .fetch_all(&pool)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Json(rows))
}

#[tokio::main]
async fn main() -> Result<(), sqlx::Error> {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL").expect("DATABASE_URL")).await?;
    let app = Router::new()
        .route("/customers/:id/orders", get(list_orders))
        .with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
    Ok(())
}
