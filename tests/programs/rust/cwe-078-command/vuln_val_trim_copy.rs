// The alphanumeric test runs on name.trim(), but the untrimmed value goes into sh -c, so "\nreboot" passes and the newline starts a second command.
use actix_web::{post, web, HttpResponse};
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
struct Notify {
    name: String,
}

#[post("/notify")]
async fn notify(q: web::Query<Notify>) -> HttpResponse {
    let trimmed = q.name.trim();
    if trimmed.is_empty() || !trimmed.chars().all(|c| c.is_ascii_alphanumeric()) {
        return HttpResponse::BadRequest().finish();
    }
    let line = format!("echo {} | mail -s signup ops@example.com", q.name);
    let _ = Command::new("sh").arg("-c").arg(line).status();
    HttpResponse::Accepted().finish()
}
