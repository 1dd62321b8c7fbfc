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

fn is_label(v: &str) -> bool {
    !v.is_empty()
        && !v.starts_with('-')
        && v.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
}

pub async fn flash_gateway(
    State(ctx): State<Arc<FleetCtx>>,
    Json(req): Json<FlashRequest>,
) -> Result<Json<FlashResult>, (StatusCode, String)> {
    if !is_label(&req.firmware) || !is_label(&req.gateway_id) || req.firmware.contains("..") {
        return Err((StatusCode::BAD_REQUEST, "invalid gateway or firmware".into()));
    }

    let image = format!("{}/{}.bin", ctx.image_dir, req.firmware);

    let status = Command::new(&ctx.flasher_bin)
        .arg("push")
        .arg("--gateway")
        .arg(&req.gateway_id)
        .arg("--image")
        .arg(&image)
        .status()
        .await
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;

    Ok(Json(FlashResult {
        gateway_id: req.gateway_id,
        exit_code: status.code().unwrap_or(-1),
    }))
}
