// header value chosen as the program that Command::new runs
use axum::{http::HeaderMap, routing::get, Router};
use std::process::Command;

async fn version(headers: HeaderMap) -> String {
    let tool = headers.get("x-tool").and_then(|v| v.to_str().ok()).unwrap_or("true").to_string();
    match Command::new(&tool).arg("--version").output() {
        Ok(o) => String::from_utf8_lossy(&o.stdout).into_owned(),
        Err(_) => "unavailable".into(),
    }
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/version", get(version));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
