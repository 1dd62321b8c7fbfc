// parsed URL must use https and a host from a fixed list before the fetch
use axum::{extract::Query, http::StatusCode, routing::get, Router};
use std::collections::HashMap;

const ALLOWED: [&str; 2] = ["api.github.com", "api.example.com"];

async fn proxy(Query(q): Query<HashMap<String, String>>) -> Result<String, StatusCode> {
    let raw = q.get("url").ok_or(StatusCode::BAD_REQUEST)?;
    let url = reqwest::Url::parse(raw).map_err(|_| StatusCode::BAD_REQUEST)?;
    if url.scheme() != "https" || !url.host_str().is_some_and(|h| ALLOWED.contains(&h)) {
        return Err(StatusCode::BAD_REQUEST);
    }
    let resp = reqwest::get(url).await.map_err(|_| StatusCode::BAD_GATEWAY)?;
    resp.text().await.map_err(|_| StatusCode::BAD_GATEWAY)
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/proxy", get(proxy));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
