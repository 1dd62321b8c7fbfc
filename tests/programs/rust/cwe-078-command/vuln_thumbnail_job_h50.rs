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

impl ConvertJob {
    fn new(cfg: &MediaConfig, req: &ThumbRequest) -> Self {
        ConvertJob {
            input: format!("{}/{}", cfg.upload_dir, req.filename),
            output: format!("{}/thumb_{}", cfg.thumb_dir, req.filename),
            geometry: format!("{}x", req.width.min(1024)),
        }
    }

    fn shell_line(&self) -> String {
        format!("convert '{}' -resize {} '{}'", self.input, self.geometry, self.output)
    }
}

pub async fn make_thumbnail(
    State(cfg): State<Arc<MediaConfig>>,
    Json(req): Json<ThumbRequest>,
) -> Result<Json<ThumbResponse>, StatusCode> {
    let job = ConvertJob::new(&cfg, &req);
    let status = Command::new("sh")
        .arg("-c")
        .arg(job.shell_line())
        .status()
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    if !status.success() {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    Ok(Json(ThumbResponse { thumbnail: job.output }))
}
