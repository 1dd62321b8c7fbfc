// ^[a-z0-9_-]+$ has no "/" or ".", so the path stays a single file name inside /srv/notes.
use actix_web::{get, web, HttpResponse};
use regex::Regex;

#[get("/notes/{name}")]
async fn note(name: web::Path<String>) -> HttpResponse {
    let name = name.into_inner();
    let re = Regex::new(r"^[a-z0-9_-]+$").unwrap();
    if !re.is_match(&name) {
        return HttpResponse::BadRequest().finish();
    }
    match std::fs::read_to_string(format!("/srv/notes/{}.txt", name)) {
        Ok(body) => HttpResponse::Ok().body(body),
        Err(_) => HttpResponse::NotFound().finish(),
    }
}
