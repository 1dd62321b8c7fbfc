// A site photo upload program of the h71 set (cwe-022-path).
use std::path::{Component, Path, PathBuf};
use std::str::FromStr;

use actix_web::{http::StatusCode, put, web, App, HttpResponse, HttpServer, ResponseError};

struct Config {
    photo_root: PathBuf,
}

#[derive(Debug, thiserror::Error)]
enum PhotoError {
    #[error("job reference should look like TS-2024-0193")]
    BadJobRef,
    #[error("photo name not accepted")]
    BadName,
    #[error("only JPEG or PNG photos are accepted")]
    NotImage,
    #[error("storage error: {0}")]
    Io(#[from] std::io::Error),
}

impl ResponseError for PhotoError {
    fn status_code(&self) -> StatusCode {
        match self {
            PhotoError::BadJobRef | PhotoError::BadName => StatusCode::BAD_REQUEST,
            PhotoError::NotImage => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            PhotoError::Io(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

struct JobRef {
    year: u16,
    seq: u16,
}

impl FromStr for JobRef {
    type Err = PhotoError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut parts = s.strip_prefix("TS-").ok_or(PhotoError::BadJobRef)?.split('-');
        let year = parts.next().and_then(|y| y.parse().ok()).ok_or(PhotoError::BadJobRef)?;
        let seq = parts.next().and_then(|n| n.parse().ok()).ok_or(PhotoError::BadJobRef)?;
        match parts.next() {
            None => Ok(JobRef { year, seq }),
            Some(_) => Err(PhotoError::BadJobRef),
        }
    }
}

fn is_plain_name(name: &str) -> bool {
    !name.is_empty()
        && Path::new(name)
            .components()
            .all(|c| matches!(c, Component::Normal(_)))
}

fn image_ext(bytes: &[u8]) -> Option<&'static str> {
    match bytes {
        [0xFF, 0xD8, 0xFF, ..] => Some("jpg"),
        [0x89, b'P', b'N', b'G', ..] => Some("png"),
        _ => None,
    }
}

#[put("/jobs/{job_ref}/photos/{file_name:.*}")]
async fn upload_photo(
    cfg: web::Data<Config>,
    path: web::Path<(String, String)>,
    body: web::Bytes,
) -> Result<HttpResponse, PhotoError> {
    let (job_ref, file_name) = path.into_inner();
    let job: JobRef = job_ref.parse()?;
    if file_name.is_empty() || file_name.ends_with('/') {
        return Err(PhotoError::BadName);
    }
    is_plain_name(&file_name)
        .then_some(())
        .ok_or(PhotoError::BadName)?;
    let ext = image_ext(&body).ok_or(PhotoError::NotImage)?;

    let dest = cfg
        .photo_root
        .join(format!("{}/{:04}", job.year, job.seq))
        .join(&file_name)
        .with_extension(ext);
    if let Some(parent) = dest.parent() {
        tokio::fs::create_dir_all(parent).await?;
    }
    tokio::fs::write(&dest, &body).await?;
    log::info!("stored {} bytes at {}", body.len(), dest.display());
    Ok(HttpResponse::Created().finish())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let cfg = web::Data::new(Config {
        photo_root: PathBuf::from("/srv/canopy/site-photos"),
    });
    HttpServer::new(move || {
        App::new()
            .app_data(cfg.clone())
            .app_data(web::PayloadConfig::new(12 * 1024 * 1024))
            .service(upload_photo)
    })
    .bind(("0.0.0.0", 8095))?
    .run()
    .await
}
