// value bound to a $1 placeholder with sqlx bind
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Router};
use sqlx::PgPool;
use std::collections::HashMap;

async fn product(State(db): State<PgPool>, Query(q): Query<HashMap<String, String>>) -> Result<String, StatusCode> {
    let sku = q.get("sku").cloned().unwrap_or_default();
    let row: (String,) = sqlx::query_as("SELECT name FROM products WHERE sku = $1")
        .bind(sku)
        .fetch_one(&db)
        .await
        .map_err(|_| StatusCode::NOT_FOUND)?;
    Ok(row.0)
}

#[tokio::main]
async fn main() {
    let db = PgPool::connect("postgres://app@db/shop").await.unwrap();
    let app = Router::new().route("/product", get(product)).with_state(db);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
