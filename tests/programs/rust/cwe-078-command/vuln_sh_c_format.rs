// std::process::Command runs sh -c with a format! string holding the query value
use axum::{extract::Query, routing::get, Router};
use std::collections::HashMap;
use std::process::Command;

async fn ping(Query(q): Query<HashMap<String, String>>) -> String {
    let host = q.get("host").cloned().unwrap_or_default();
    let out = Command::new("sh").arg("-c").arg(format!("ping -c 1 {host}")).output();
    match out {
        Ok(o) => String::from_utf8_lossy(&o.stdout).into_owned(),
        Err(e) => e.to_string(),
    }
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/ping", get(ping));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
