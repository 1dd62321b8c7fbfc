// A cartoon upload program of the h67 set (cwe-022-path).
// stained glass studios: store full-size cartoon drawings uploaded for a window commission
use std::path::PathBuf;

use actix_web::{error, put, web, App, HttpResponse, HttpServer, Result};
use base64::{engine::general_purpose::STANDARD, Engine as _};
use once_cell::sync::Lazy;
use regex::Regex;
use serde::{Deserialize, Serialize};
use validator::Validate;

static TITLE: Lazy<Regex> = Lazy::new(|| Regex::new(r"^[\w ,.'-]{1,120}$").unwrap());

#[derive(Deserialize, Validate)]
struct CartoonUpload {
    #[validate(regex(path = *TITLE))]
    title: String,
    #[validate(length(min = 1, max = 128))]
    file_name: String,
    #[validate(length(min = 4, max = 20_000_000))]
    content_base64: String,
}

#[derive(Serialize)]
struct StoredCartoon {
    commission: u32,
    title: String,
    stored_as: String,
    bytes: usize,
}

struct CartoonArchive {
    root: PathBuf,
}

impl CartoonArchive {
    async fn store(&self, commission: u32, file_name: &str, data: &[u8]) -> std::io::Result<PathBuf> {
        let dir = self.root.join(commission.to_string());
        tokio::fs::create_dir_all(&dir).await?;
        let dir = tokio::fs::canonicalize(&dir).await?;

        let target = dir.join(file_name);
        let parent = target.parent().unwrap_or(&dir);
        let resolved_parent = tokio::fs::canonicalize(parent).await?;
        if resolved_parent != dir || target.file_name().is_none() {
            return Err(std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                "file name must refer to a file inside the commission folder",
            ));
        }

        tokio::fs::write(&target, data).await?;
        Ok(target)
    }
}

#[put("/commissions/{commission}/cartoons")]
async fn upload_cartoon(
    archive: web::Data<CartoonArchive>,
    commission: web::Path<u32>,
    body: web::Json<CartoonUpload>,
) -> Result<HttpResponse> {
    let upload = body.into_inner();
    upload.validate().map_err(error::ErrorBadRequest)?;

    let data = STANDARD
        .decode(upload.content_base64.as_bytes())
        .map_err(error::ErrorBadRequest)?;

    let commission = commission.into_inner();
    let stored = archive
        .store(commission, &upload.file_name, &data)
        .await
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::NotFound => {
                error::ErrorBadRequest(e)
            }
            _ => error::ErrorInternalServerError(e),
        })?;

    Ok(HttpResponse::Created().json(StoredCartoon {
        commission,
        title: upload.title,
        stored_as: stored.display().to_string(),
        bytes: data.len(),
    }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let root = std::env::var("CARTOON_ROOT").unwrap_or_else(|_| "/var/lib/leadline/cartoons".into());
    let archive = web::Data::new(CartoonArchive { root: PathBuf::from(root) });

    HttpServer::new(move || {
        App::new()
            .app_data(archive.clone())
            .app_data(web::JsonConfig::default().limit(24 * 1024 * 1024))
            .service(upload_cartoon)
    })
    .bind(("0.0.0.0", 8081))?
    .run()
    .await
}
