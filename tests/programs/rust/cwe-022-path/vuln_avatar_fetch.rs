// Actix-web endpoint returning a member's uploaded avatar image by file name.
use actix_files::NamedFile;
use actix_web::{error, get, web, App, HttpServer, Result};
use std::path::PathBuf;

const AVATAR_ROOT: &str = "/var/lib/profile-svc/avatars";

fn clean_name(raw: &str) -> String {
    raw.replace("../", "").replace("..\\", "")
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
    if file.is_empty() {
        return Err(error::ErrorBadRequest("missing file name"));
    }
    let cleaned = clean_name(&file);
    let full = avatar_path(user_id, &cleaned);
    NamedFile::open(full).map_err(|_| error::ErrorNotFound("no avatar"))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(avatar))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
