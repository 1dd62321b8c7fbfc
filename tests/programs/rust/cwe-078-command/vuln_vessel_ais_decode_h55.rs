// Maritime traffic service that decodes recorded AIS messages for a coastal receiving station.
use axum::{extract::{Json, State}, http::StatusCode, routing::post, Router};
use serde::Deserialize;
use std::{process::Command, sync::Arc};

#[derive(Deserialize)]
pub struct DecodeRequest {
    station: String,
    since_minutes: String,
}

pub struct DecodeJob {
    station: String,
    since: u32,
}

impl TryFrom<DecodeRequest> for DecodeJob {
    type Error = StatusCode;

    fn try_from(req: DecodeRequest) -> Result<Self, Self::Error> {
        let since = req.since_minutes.parse::<u32>().map_err(|_| StatusCode::BAD_REQUEST)?;
        if since > 1440 {
            return Err(StatusCode::BAD_REQUEST);
        }
        Ok(DecodeJob { station: req.station.trim().to_string(), since })
    }
}

pub struct AisDecoder {
    archive_dir: String,
}

impl AisDecoder {
    pub fn run(&self, job: &DecodeJob) -> Result<String, StatusCode> {
        let cmdline = format!(
            "ais-decode --archive {} --station {} --since {}m",
            self.archive_dir, job.station, job.since
        );
        let out = Command::new("sh")
            .arg("-c")
            .arg(&cmdline)
            .output()
            .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
        if !out.status.success() {
            return Err(StatusCode::BAD_GATEWAY);
        }
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    }
}

async fn decode(
    State(decoder): State<Arc<AisDecoder>>,
    Json(req): Json<DecodeRequest>,
) -> Result<String, StatusCode> {
    let job = DecodeJob::try_from(req)?;
    let d = decoder.clone();
    tokio::task::spawn_blocking(move || d.run(&job))
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?
}

pub fn router(archive_dir: String) -> Router {
    Router::new()
        .route("/ais/decode", post(decode))
        .with_state(Arc::new(AisDecoder { archive_dir }))
}
