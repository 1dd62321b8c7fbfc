// Actix-web endpoint returning a member's uploaded avatar image by file name.
use actix_files::NamedFile;
use actix_web::{error, get, web, App, HttpServer, Result};
use std::path::{Path, PathBuf};

const AVATAR_ROOT: &str = "/var/lib/profile-svc/avatars";

fn is_plain_file_name(raw: &str) -> bool {
    !raw.is_empty()
        && raw.len() <= 128
        && !raw.starts_with('.')
        && raw.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        && Path::new(raw).file_name().and_then(|n| n.to_str()) == Some(raw)
}

fn avatar_path(user_id: u64, file: &str) -> PathBuf {
    let mut full = PathBuf::from(AVATAR_ROOT);
    full.push(user_id.to_string());
    full.push(file);
    full
}

#[get("/avatars/{user_id}/{file:.*}")]
async fn avatar(path: web::Path<(u64, String)>) -> Result<NamedFile> {
    let (user_id, file) = path.into_inner();
    if !is_plain_file_name(&file) {
        return Err(error::ErrorBadRequest("invalid file name"));
    }
    let full = avatar_path(user_id, &file);
    NamedFile::open(full).map_err(|_| error::ErrorNotFound("no avatar"))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(avatar))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
