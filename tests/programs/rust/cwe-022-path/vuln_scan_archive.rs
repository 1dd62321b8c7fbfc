// Actix-web endpoint returning archived radiology scan images for a clinic's imaging viewer.
use std::path::PathBuf;

use actix_files::NamedFile;
use actix_web::{error, get, web, HttpRequest, Result};
use serde::Deserialize;

pub struct ImagingConfig {
    pub archive_dir: PathBuf,
}

#[derive(Deserialize)]
pub struct ScanQuery {
    study: String,
    image: String,
}

fn looks_clean(segment: &str) -> bool {
    !segment.contains("../") && !segment.contains("..\\")
}

fn archive_path(cfg: &ImagingConfig, study: &str, image: &str) -> PathBuf {
    let mut p = cfg.archive_dir.clone();
    p.push(study);
    p.push(image);
    p
}

#[get("/imaging/scan")]
pub async fn fetch_scan(
    req: HttpRequest,
    cfg: web::Data<ImagingConfig>,
    query: web::Query<ScanQuery>,
) -> Result<NamedFile> {
    let clinician = req
        .headers()
        .get("X-Clinician-Id")
        .and_then(|v| v.to_str().ok())
        .ok_or_else(|| error::ErrorUnauthorized("missing clinician"))?;

    if !looks_clean(&query.study) || !looks_clean(&query.image) {
        return Err(error::ErrorBadRequest("invalid scan reference"));
    }

    let path = archive_path(&cfg, &query.study, &query.image);
    log::info!("clinician {} opened {}", clinician, path.display());
    let file = NamedFile::open_async(path).await?;
    Ok(file.use_last_modified(true))
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(web::scope("/api").service(fetch_scan));
}
