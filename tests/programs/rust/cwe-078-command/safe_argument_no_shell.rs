// fixed program with the validated query value as a single argument, no shell
use axum::{extract::Query, http::StatusCode, routing::get, Router};
use std::collections::HashMap;
use std::process::Command;

async fn lookup(Query(q): Query<HashMap<String, String>>) -> Result<String, StatusCode> {
    let domain = q.get("domain").ok_or(StatusCode::BAD_REQUEST)?;
    if domain.starts_with('-') || !domain.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-') {
        return Err(StatusCode::BAD_REQUEST);
    }
    let out = Command::new("dig").args(["+short", domain.as_str()]).output().map_err(|_| StatusCode::BAD_GATEWAY)?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/lookup", get(lookup));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
