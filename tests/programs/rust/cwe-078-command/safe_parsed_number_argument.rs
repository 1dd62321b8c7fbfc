// line count parsed as u32 before it is formatted into the shell command
use axum::{extract::Query, http::StatusCode, routing::get, Router};
use std::collections::HashMap;
use std::process::Command;

async fn tail(Query(q): Query<HashMap<String, String>>) -> Result<String, StatusCode> {
    let n: u32 = q.get("n").and_then(|v| v.parse().ok()).ok_or(StatusCode::BAD_REQUEST)?;
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("tail -n {n} /var/log/app.log"))
        .output()
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/tail", get(tail));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
