// The host helper only rejects ';' and '&', so "$(id)", "`id`", "a|id" or a newline still pass into sh -c.
use actix_web::{get, web, HttpResponse};
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
struct PingQuery {
    host: String,
}

fn is_safe_host(h: &str) -> bool {
    !h.contains(';') && !h.contains('&')
}

#[get("/ping")]
async fn ping(q: web::Query<PingQuery>) -> HttpResponse {
    if !is_safe_host(&q.host) {
        return HttpResponse::BadRequest().body("invalid host");
    }
    match Command::new("sh").arg("-c").arg(format!("ping -c 1 {}", q.host)).output() {
        Ok(o) => HttpResponse::Ok().content_type("text/plain").body(o.stdout),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
