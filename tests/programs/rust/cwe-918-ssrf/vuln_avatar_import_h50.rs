// Actix-web endpoint that imports a user's avatar image from a URL they provide.
use std::io::Read;

use actix_web::{post, web, HttpResponse};
use serde::Deserialize;
use url::Url;

const MAX_AVATAR_BYTES: u64 = 2 * 1024 * 1024;

#[derive(Deserialize)]
pub struct AvatarImport {
    user_id: u64,
    image_url: String,
}

fn looks_internal(url: &Url) -> bool {
    match url.host_str() {
        Some(h) => h == "localhost" || h.starts_with("127.") || h.starts_with("10.") || h.ends_with(".internal"),
        None => true,
    }
}

fn fetch_image(url: &Url) -> Result<Vec<u8>, String> {
    let resp = ureq::get(url.as_str())
        .timeout(std::time::Duration::from_secs(5))
        .call()
        .map_err(|e| e.to_string())?;
    let mut buf = Vec::new();
    resp.into_reader()
        .take(MAX_AVATAR_BYTES)
        .read_to_end(&mut buf)
        .map_err(|e| e.to_string())?;
    Ok(buf)
}

#[post("/profile/avatar/import")]
pub async fn import_avatar(body: web::Json<AvatarImport>) -> HttpResponse {
    let url = match Url::parse(&body.image_url) {
        Ok(u) if u.scheme() == "https" || u.scheme() == "http" => u,
        _ => return HttpResponse::BadRequest().body("unsupported url"),
    };
    if looks_internal(&url) {
        log::warn!("user {} requested avatar from internal host {}", body.user_id, url);
    }
    let user_id = body.user_id;
    let result = web::block(move || fetch_image(&url)).await;
    match result {
        Ok(Ok(bytes)) => HttpResponse::Ok().json(serde_json::json!({ "user": user_id, "size": bytes.len() })),
        _ => HttpResponse::BadGateway().body("could not fetch image"),
    }
}
