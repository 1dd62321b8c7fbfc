// Actix-web endpoint that imports a user's avatar image from a URL they provide.
use std::io::Read;

use actix_web::{post, web, HttpResponse};
use serde::Deserialize;
use url::Url;

const MAX_AVATAR_BYTES: u64 = 2 * 1024 * 1024;
const AVATAR_HOSTS: &[&str] = &["www.gravatar.com", "avatars.githubusercontent.com", "lh3.googleusercontent.com"];

#[derive(Deserialize)]
pub struct AvatarImport {
    user_id: u64,
    image_url: String,
}

fn allowed_source(url: &Url) -> bool {
    url.scheme() == "https"
        && url.port().is_none()
        && url.host_str().map_or(false, |h| AVATAR_HOSTS.contains(&h))
}

fn fetch_image(url: &Url) -> Result<Vec<u8>, String> {
    let agent = ureq::AgentBuilder::new().redirects(0).build();
    let resp = agent
        .get(url.as_str())
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
        Ok(u) => u,
        Err(_) => return HttpResponse::BadRequest().body("unsupported url"),
    };
    if !allowed_source(&url) {
        log::warn!("user {} requested avatar from disallowed host {}", body.user_id, url);
        return HttpResponse::BadRequest().body("unsupported url");
    }
    let user_id = body.user_id;
    let result = web::block(move || fetch_image(&url)).await;
    match result {
        Ok(Ok(bytes)) => HttpResponse::Ok().json(serde_json::json!({ "user": user_id, "size": bytes.len() })),
        _ => HttpResponse::BadGateway().body("could not fetch image"),
    }
}
