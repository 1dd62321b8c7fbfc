// ^[\w.-]+$ allows a leading "-", so rev="-Orm" becomes git grep's --open-files-in-pager=rm (runs rm on matching files).
use actix_web::{get, web, HttpResponse};
use regex::Regex;
use std::process::Command;

#[get("/todos/{rev}")]
async fn todos(rev: web::Path<String>) -> HttpResponse {
    let rev = rev.into_inner();
    let re = Regex::new(r"^[\w.-]+$").unwrap();
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
