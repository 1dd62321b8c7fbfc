// preview endpoint fetches the URL from the query string with reqwest
use axum::{extract::Query, http::StatusCode, routing::get, Router};
use std::collections::HashMap;

async fn preview(Query(q): Query<HashMap<String, String>>) -> Result<String, StatusCode> {
    let url = q.get("url").ok_or(StatusCode::BAD_REQUEST)?;
    let resp = reqwest::get(url.as_str()).await.map_err(|_| StatusCode::BAD_GATEWAY)?;
    resp.text().await.map_err(|_| StatusCode::BAD_GATEWAY)
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/preview", get(preview));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
