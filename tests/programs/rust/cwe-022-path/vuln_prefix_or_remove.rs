// actix handler: kept entries stay, anything else named is deleted
use actix_web::{delete, web, HttpResponse};
use std::path::Path;

#[delete("/cache/{key}")]
async fn evict(key: web::Path<String>) -> HttpResponse {
    let keep = Path::new("/var/cache/app/keep");
    let full = match Path::new("/var/cache/app").join(key.into_inner()).canonicalize() {
        Ok(p) => p,
        Err(_) => return HttpResponse::NotFound().finish(),
    };
    if full.starts_with(keep) || std::fs::remove_file(&full).is_err() {
        return HttpResponse::Conflict().finish();
    }
    HttpResponse::NoContent().finish()
}
