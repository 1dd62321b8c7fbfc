// Storefront endpoint that asks the inventory service about stock for an item.
use axum::{extract::Query, http::StatusCode, routing::get, Router};
use serde::Deserialize;

#[derive(Deserialize)]
struct StockQuery {
    stock_api: String,
}

async fn stock(Query(q): Query<StockQuery>) -> Result<String, StatusCode> {
    let resp = reqwest::get(q.stock_api.as_str()).await.map_err(|_| StatusCode::BAD_GATEWAY)?;
    let n: u32 = resp.text().await.map_err(|_| StatusCode::BAD_GATEWAY)?.trim().parse().unwrap_or(0);
    Ok(format!("{} in stock", n))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/stock", get(stock));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
