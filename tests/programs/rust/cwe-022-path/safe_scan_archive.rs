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

fn parse_ref(study: &str, image: &str) -> Option<(u64, u32)> {
    let study_id = study.parse::<u64>().ok()?;
    let image_no = image.trim_end_matches(".dcm").parse::<u32>().ok()?;
    Some((study_id, image_no))
}

fn archive_path(cfg: &ImagingConfig, study_id: u64, image_no: u32) -> PathBuf {
    let mut p = cfg.archive_dir.clone();
    p.push(study_id.to_string());
    p.push(format!("{:05}.dcm", image_no));
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

    let Some((study_id, image_no)) = parse_ref(&query.study, &query.image) else {
        return Err(error::ErrorBadRequest("invalid scan reference"));
    };

    let path = archive_path(&cfg, study_id, image_no);
    log::info!("clinician {} opened {}", clinician, path.display());
    let file = NamedFile::open_async(path).await?;
    Ok(file.use_last_modified(true))
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(web::scope("/api").service(fetch_scan));
}
