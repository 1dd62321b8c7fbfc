// Network diagnostics: pings a host a number of times from the server.
use actix_web::{post, web, App, HttpResponse, HttpServer};
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
struct Ping {
    count: u8,
    timeout_secs: u16,
    host: String,
}

#[post("/diag/ping")]
async fn ping(p: web::Json<Ping>) -> HttpResponse {
    let p = p.into_inner();
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("ping -c {} -W {} {}", p.count, p.timeout_secs, p.host))
        .output()
        .expect("ping");
    if out.status.success() { HttpResponse::Ok().finish() } else { HttpResponse::BadGateway().finish() }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(ping)).bind(("0.0.0.0", 8080))?.run().await
}
