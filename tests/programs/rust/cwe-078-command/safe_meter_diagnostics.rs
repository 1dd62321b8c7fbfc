// Actix-web admin route that pings a smart-meter gateway to check field connectivity.
use actix_web::{post, web, HttpResponse, Responder};
use serde::Deserialize;
use std::net::IpAddr;
use std::process::Command;

#[derive(Deserialize)]
struct PingForm {
    gateway_host: String,
    count: Option<u8>,
}

fn parse_gateway(input: &str) -> Option<IpAddr> {
    input.trim().parse::<IpAddr>().ok()
}

fn build_ping(host: IpAddr, count: u8) -> Command {
    let mut cmd = Command::new("ping");
    cmd.arg("-c").arg(count.to_string()).arg("-W").arg("2").arg(host.to_string());
    cmd
}

#[post("/admin/meters/ping")]
async fn ping_gateway(form: web::Form<PingForm>) -> impl Responder {
    let host = match parse_gateway(&form.gateway_host) {
        Some(ip) => ip,
        None => return HttpResponse::BadRequest().body("invalid gateway host"),
    };
    let count = form.count.unwrap_or(3).clamp(1, 10);
    let mut cmd = build_ping(host, count);

    let result = web::block(move || cmd.output()).await;
    match result {
        Ok(Ok(out)) => HttpResponse::Ok()
            .content_type("text/plain; charset=utf-8")
            .body(out.stdout),
        Ok(Err(e)) => HttpResponse::InternalServerError().body(e.to_string()),
        Err(_) => HttpResponse::ServiceUnavailable().finish(),
    }
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(ping_gateway);
}
