// Stores uploaded avatar images for a user under the media directory.
use actix_web::{put, web, HttpResponse, Responder};
use serde::Deserialize;
use std::path::PathBuf;

pub struct MediaConfig {
    pub avatar_dir: PathBuf,
    pub max_bytes: usize,
}

#[derive(Deserialize)]
pub struct AvatarParams {
    file_name: String,
}

fn is_valid_segment(value: &str) -> bool {
    !value.is_empty()
        && value.len() <= 64
        && value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
        && !value.contains("..")
}

#[put("/users/{user_id}/avatar")]
async fn upload_avatar(
    cfg: web::Data<MediaConfig>,
    user_id: web::Path<String>,
    params: web::Query<AvatarParams>,
    body: web::Bytes,
) -> impl Responder {
    let user_id = user_id.into_inner();
    if !is_valid_segment(&user_id) || !is_valid_segment(&params.file_name) {
        return HttpResponse::BadRequest().body("bad user id or file name");
    }
    if body.len() > cfg.max_bytes {
        return HttpResponse::PayloadTooLarge().finish();
    }
    let user_dir = cfg.avatar_dir.join(&user_id);
    if tokio::fs::create_dir_all(&user_dir).await.is_err() {
        return HttpResponse::InternalServerError().finish();
    }
    let target = user_dir.join(&params.file_name);
    match tokio::fs::write(&target, &body).await {
        Ok(()) => HttpResponse::Created().body(params.file_name.clone()),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(upload_avatar);
}
