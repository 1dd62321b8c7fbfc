// The match translates known aliases, but its catch-all arm `other => other` forwards any request text into the sh -c string.
use actix_web::{get, web, HttpResponse};
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
struct Export {
    format: String,
}

#[get("/export")]
async fn export(q: web::Query<Export>) -> HttpResponse {
    let ext = match q.format.as_str() {
        "word" => "docx",
        "text" => "txt",
        other => other,
    };
    let cmd = format!("pandoc /srv/docs/report.md -o /tmp/report.{ext}");
    match Command::new("sh").arg("-c").arg(cmd).status() {
        Ok(s) if s.success() => HttpResponse::Ok().body("exported"),
        _ => HttpResponse::InternalServerError().finish(),
    }
}
