// Batch stock update: the body is a list of product ids with their new quantities.
use axum::{extract::State, routing::post, Json, Router};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
struct StockChange {
    product_id: i64,
    quantity: i32,
}

async fn update_stock(State(pool): State<PgPool>, Json(changes): Json<Vec<StockChange>>) -> String {
    let mut n = 0;
    for c in &changes {
        let sql = format!("UPDATE stock SET quantity = {} WHERE product_id = {}", c.quantity, c.product_id);
        if sqlx::query(&sql).execute(&pool).await.is_ok() {
            n += 1;
        }
    }
    n.to_string()
}

#[tokio::main]
async fn main() {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL").unwrap()).await.unwrap();
    let app = Router::new().route("/stock", post(update_stock)).with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
