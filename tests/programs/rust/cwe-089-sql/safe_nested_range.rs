// Price-range search; the range arrives as a nested JSON object.
use axum::{extract::State, routing::post, Json, Router};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
struct Range {
    min: u32,
    max: u32,
}

#[derive(Deserialize)]
struct PriceSearch {
    price: Range,
    page: u32,
}

async fn by_price(State(pool): State<PgPool>, Json(s): Json<PriceSearch>) -> String {
    let sql = format!(
        "SELECT name FROM products WHERE price_cents BETWEEN {} AND {} LIMIT 20 OFFSET {}",
        s.price.min, s.price.max, s.page * 20
    );
    let rows: Vec<(String,)> = sqlx::query_as(&sql).fetch_all(&pool).await.unwrap_or_default();
    rows.len().to_string()
}

#[tokio::main]
async fn main() {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL").unwrap()).await.unwrap();
    let app = Router::new().route("/products/by-price", post(by_price)).with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
