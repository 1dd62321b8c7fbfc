// Network diagnostics endpoint that pings a host given by the caller.
use axum::{extract::Query, routing::get, Router};
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
struct Target {
    host: String,
}

async fn ping(Query(t): Query<Target>) -> String {
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("ping -c 1 -W 2 {}", t.host))
        .output();
    match out {
        Ok(o) => String::from_utf8_lossy(&o.stdout).into_owned(),
        Err(e) => format!("error: {}", e),
    }
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/diag/ping", get(ping));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
