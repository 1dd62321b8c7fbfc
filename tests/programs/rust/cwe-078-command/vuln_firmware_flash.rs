// Axum route that queues an over-the-air firmware push to a fleet gateway via the vendor CLI.
use axum::{extract::State, http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use tokio::process::Command;

pub struct FleetCtx {
    pub flasher_bin: String,
    pub image_dir: String,
}

#[derive(Deserialize)]
pub struct FlashRequest {
    gateway_id: String,
    firmware: String,
}

#[derive(Serialize)]
pub struct FlashResult {
    gateway_id: String,
    exit_code: i32,
}

fn version_ok(v: &str) -> bool {
    v.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
}

pub async fn flash_gateway(
    State(ctx): State<Arc<FleetCtx>>,
    Json(req): Json<FlashRequest>,
) -> Result<Json<FlashResult>, (StatusCode, String)> {
    if !version_ok(&req.firmware) {
        tracing::warn!(firmware = %req.firmware, "unusual firmware label");
    }

    let cmdline = format!(
        "{} push --gateway {} --image {}/{}.bin",
        ctx.flasher_bin, req.gateway_id, ctx.image_dir, req.firmware
    );

    let status = Command::new("sh")
        .arg("-c")
        .arg(&cmdline)
        .status()
        .await
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;

    Ok(Json(FlashResult {
        gateway_id: req.gateway_id,
        exit_code: status.code().unwrap_or(-1),
    }))
}
