// Actix-web admin route that pings a smart-meter gateway to check field connectivity.
use actix_web::{post, web, HttpResponse, Responder};
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
struct PingForm {
    gateway_host: String,
    count: Option<u8>,
}

const BLOCKED: [&str; 5] = [";", "&", "|", ">", "<"];

fn has_blocked_chars(input: &str) -> bool {
    BLOCKED.iter().any(|b| input.contains(b))
}

fn build_ping(host: &str, count: u8) -> String {
    format!("ping -c {} -W 2 {}", count, host.trim())
}

#[post("/admin/meters/ping")]
async fn ping_gateway(form: web::Form<PingForm>) -> impl Responder {
    if form.gateway_host.is_empty() || has_blocked_chars(&form.gateway_host) {
        return HttpResponse::BadRequest().body("invalid gateway host");
    }
    let count = form.count.unwrap_or(3).clamp(1, 10);
    let cmdline = build_ping(&form.gateway_host, count);

    let result = web::block(move || Command::new("/bin/sh").arg("-c").arg(&cmdline).output()).await;
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
