// A mushroom forager find photo upload program of the h75 set (cwe-022-path).
use actix_web::{http::StatusCode, post, web, App, HttpResponse, HttpServer, ResponseError};
use base64::{engine::general_purpose::STANDARD, Engine as _};
use serde::Deserialize;
use std::path::{Component, Path, PathBuf};

#[derive(Debug, thiserror::Error)]
enum UploadError {
    #[error("invalid path segment {0:?}")]
    Segment(String),
    #[error("photo payload is not valid base64")]
    Encoding(#[from] base64::DecodeError),
    #[error("photo exceeds {0} bytes")]
    TooLarge(usize),
    #[error("could not store photo")]
    Io(#[from] std::io::Error),
}

impl ResponseError for UploadError {
    fn status_code(&self) -> StatusCode {
        match self {
            UploadError::Io(_) => StatusCode::INTERNAL_SERVER_ERROR,
            UploadError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            _ => StatusCode::BAD_REQUEST,
        }
    }
}

#[derive(Deserialize)]
struct PhotoUpload {
    region: String,
    file_name: String,
    data_b64: String,
}

struct PhotoRoot(PathBuf);

const MAX_PHOTO_BYTES: usize = 8 * 1024 * 1024;

fn require_plain_segment(value: &str) -> Result<&str, UploadError> {
    let mut components = Path::new(value).components();
    match (components.next(), components.next()) {
        (Some(Component::Normal(_)), None) => Ok(value),
        _ => Err(UploadError::Segment(value.to_string())),
    }
}

#[post("/photos")]
async fn upload_photo(
    root: web::Data<PhotoRoot>,
    body: web::Json<PhotoUpload>,
) -> Result<HttpResponse, UploadError> {
    let upload = body.into_inner();
    let region = require_plain_segment(&upload.region)?;
    let file_name = upload.file_name.as_str();

    let bytes = STANDARD.decode(upload.data_b64.as_bytes())?;
    if bytes.len() > MAX_PHOTO_BYTES {
        return Err(UploadError::TooLarge(MAX_PHOTO_BYTES));
    }

    let dir = root.0.join(region);
    tokio::fs::create_dir_all(&dir).await?;
    let target = dir.join(file_name);
    let partial = dir.join(format!(".{file_name}.part"));

    if let Err(err) = tokio::fs::write(&partial, &bytes).await {
        let _ = tokio::fs::remove_file(&partial).await;
        return Err(err.into());
    }
    if let Err(err) = tokio::fs::rename(&partial, &target).await {
        log::error!("could not move {} into place: {err}", partial.display());
        let _ = tokio::fs::remove_file(&partial).await;
        return Err(err.into());
    }

    log::info!("stored {} bytes at {}", bytes.len(), target.display());
    Ok(HttpResponse::Created().json(serde_json::json!({
        "region": region,
        "file": file_name,
        "bytes": bytes.len(),
    })))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let root = std::env::var("FORAGE_PHOTO_DIR").unwrap_or_else(|_| "/var/lib/forage/photos".into());
    let root = web::Data::new(PhotoRoot(PathBuf::from(root)));

    HttpServer::new(move || {
        App::new()
            .app_data(root.clone())
            .app_data(web::JsonConfig::default().limit(12 * 1024 * 1024))
            .service(upload_photo)
    })
    .bind(("0.0.0.0", 8081))?
    .run()
    .await
}
