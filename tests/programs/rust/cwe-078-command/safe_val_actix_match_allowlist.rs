// The match maps three known kinds to fixed command strings and the `_` arm returns 400, so sh -c only ever runs a literal.
use actix_web::{get, web, HttpResponse};
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
struct Diag {
    kind: String,
}

#[get("/diag")]
async fn diag(q: web::Query<Diag>) -> HttpResponse {
    let cmd = match q.kind.as_str() {
        "uptime" => "uptime",
        "disk" => "df -h /srv",
        "mem" => "free -m",
        _ => return HttpResponse::BadRequest().body("unknown kind"),
    };
    match Command::new("sh").arg("-c").arg(cmd).output() {
        Ok(o) => HttpResponse::Ok().content_type("text/plain").body(o.stdout),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
