// Axum endpoint that renders a thumbnail for an uploaded image using ImageMagick.
use axum::{extract::State, http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use tokio::process::Command;

pub struct MediaConfig {
    pub upload_dir: String,
    pub thumb_dir: String,
}

#[derive(Deserialize)]
pub struct ThumbRequest {
    filename: String,
    width: u32,
}

#[derive(Serialize)]
pub struct ThumbResponse {
    thumbnail: String,
}

struct ConvertJob {
    input: String,
    output: String,
    geometry: String,
}

fn valid_filename(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('-')
        && !name.starts_with('.')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

impl ConvertJob {
    fn new(cfg: &MediaConfig, req: &ThumbRequest) -> Option<Self> {
        if !valid_filename(&req.filename) {
            return None;
        }
        Some(ConvertJob {
            input: format!("{}/{}", cfg.upload_dir, req.filename),
            output: format!("{}/thumb_{}", cfg.thumb_dir, req.filename),
            geometry: format!("{}x", req.width.min(1024)),
        })
    }
}

pub async fn make_thumbnail(
    State(cfg): State<Arc<MediaConfig>>,
    Json(req): Json<ThumbRequest>,
) -> Result<Json<ThumbResponse>, StatusCode> {
    let job = ConvertJob::new(&cfg, &req).ok_or(StatusCode::BAD_REQUEST)?;
    let status = Command::new("convert")
        .arg(&job.input)
        .args(["-resize", &job.geometry])
        .arg(&job.output)
        .status()
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    if !status.success() {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    Ok(Json(ThumbResponse { thumbnail: job.output }))
}
