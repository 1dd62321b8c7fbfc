// ^[a-z0-9][\w.-]*$ forbids a leading "-", so rev is always a revision, never a git option.
use actix_web::{get, web, HttpResponse};
use regex::Regex;
use std::process::Command;

#[get("/todos/{rev}")]
async fn todos(rev: web::Path<String>) -> HttpResponse {
    let rev = rev.into_inner();
    let re = Regex::new(r"^[a-z0-9][\w.-]*$").unwrap();
    if !re.is_match(&rev) {
        return HttpResponse::BadRequest().finish();
    }
    let out = Command::new("git")
        .args(["grep", "-n", "-e", "TODO", &rev])
        .current_dir("/srv/repos/app")
        .output();
    match out {
        Ok(o) => HttpResponse::Ok().body(o.stdout),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
