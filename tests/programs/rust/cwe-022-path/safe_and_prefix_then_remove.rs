// actix handler deleting one cached file below the cache folder
use actix_web::{delete, web, HttpResponse};
use std::path::Path;

#[delete("/cache/{key}")]
async fn evict(key: web::Path<String>) -> HttpResponse {
    let base = Path::new("/var/cache/app");
    let full = match base.join(key.into_inner()).canonicalize() {
        Ok(p) => p,
        Err(_) => return HttpResponse::NotFound().finish(),
    };
    if full.starts_with(base) && std::fs::remove_file(&full).is_ok() {
        return HttpResponse::NoContent().finish();
    }
    HttpResponse::BadRequest().finish()
}
