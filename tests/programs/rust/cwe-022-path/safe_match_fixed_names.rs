// match maps the query value to fixed file names; other values are refused
use axum::{extract::Query, http::StatusCode, routing::get, Router};
use std::collections::HashMap;

async fn report(Query(q): Query<HashMap<String, String>>) -> Result<String, StatusCode> {
    let file = match q.get("kind").map(String::as_str) {
        Some("daily") => "daily.csv",
        Some("weekly") => "weekly.csv",
        _ => return Err(StatusCode::BAD_REQUEST),
    };
    std::fs::read_to_string(format!("/srv/reports/{file}")).map_err(|_| StatusCode::NOT_FOUND)
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/report", get(report));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
