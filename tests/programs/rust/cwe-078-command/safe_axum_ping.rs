// Network diagnostics endpoint that pings a host given by the caller.
use axum::{extract::Query, routing::get, Router};
use serde::Deserialize;
use std::net::IpAddr;
use std::process::Command;

#[derive(Deserialize)]
struct Target {
    host: String,
}

async fn ping(Query(t): Query<Target>) -> String {
    let ip: IpAddr = match t.host.parse() {
        Ok(ip) => ip,
        Err(_) => return "host must be an IP address".to_string(),
    };
    let out = Command::new("ping")
        .args(["-c", "1", "-W", "2"])
        .arg(ip.to_string())
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
