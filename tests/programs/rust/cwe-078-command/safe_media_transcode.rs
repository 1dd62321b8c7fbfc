// Axum service that produces video renditions for the newsroom media library using ffmpeg.
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::Deserialize;
use std::path::PathBuf;
use std::process::Command;
use uuid::Uuid;

#[derive(Clone)]
struct MediaConfig {
    library: PathBuf,
}

#[derive(Deserialize)]
struct RenditionRequest {
    asset_id: Uuid,
    scale: String,
    label: String,
}

struct RenditionJob {
    input: PathBuf,
    output: PathBuf,
    scale: &'static str,
}

const SCALES: &[(&str, &str)] = &[("1080p", "1920:1080"), ("720p", "1280:720"), ("480p", "854:480")];

fn clean_label(label: &str) -> String {
    label.chars().filter(|c| c.is_ascii_alphanumeric()).take(24).collect()
}

impl RenditionJob {
    fn from_request(cfg: &MediaConfig, req: &RenditionRequest) -> Option<Self> {
        let scale = SCALES.iter().find(|(name, _)| *name == req.scale).map(|(_, v)| *v)?;
        let input = cfg.library.join(format!("{}.mov", req.asset_id));
        let output = cfg
            .library
            .join(format!("{}-{}.mp4", req.asset_id, clean_label(&req.label)));
        Some(RenditionJob { input, output, scale })
    }

    fn shell_line(&self) -> String {
        format!(
            "ffmpeg -y -loglevel error -i {} -vf scale={} -c:a copy {}",
            self.input.display(),
            self.scale,
            self.output.display()
        )
    }
}

async fn create_rendition(
    State(cfg): State<MediaConfig>,
    Json(req): Json<RenditionRequest>,
) -> Result<StatusCode, StatusCode> {
    let job = RenditionJob::from_request(&cfg, &req).ok_or(StatusCode::BAD_REQUEST)?;
    let status = Command::new("sh")
        .arg("-c")
        .arg(job.shell_line())
        .status()
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    if status.success() { Ok(StatusCode::CREATED) } else { Err(StatusCode::UNPROCESSABLE_ENTITY) }
}

pub fn router() -> Router {
    let cfg = MediaConfig { library: PathBuf::from("/srv/newsroom/media") };
    Router::new().route("/renditions", post(create_rendition)).with_state(cfg)
}
