// Axum route that flashes a firmware image onto a production-line station controller via the flashctl tool.
use std::{env, process::Command};

use axum::{http::StatusCode, routing::post, Json, Router};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct FlashRequest {
    pub station: String,
    pub image: String,
}

pub struct FlashJob {
    port: &'static str,
    image_path: String,
}

fn firmware_dir() -> String {
    env::var("FIRMWARE_DIR").unwrap_or_else(|_| "/opt/line/firmware".to_string())
}

fn is_firmware_name(name: &str) -> bool {
    !name.contains('/') && (name.ends_with(".bin") || name.ends_with(".hex"))
}

impl FlashJob {
    fn from_request(req: &FlashRequest) -> Result<Self, StatusCode> {
        if !is_firmware_name(&req.image) {
            return Err(StatusCode::UNPROCESSABLE_ENTITY);
        }
        let port = match req.station.as_str() {
            "press-1" => "/dev/ttyUSB0",
            "press-2" => "/dev/ttyUSB1",
            "weld-1" => "/dev/ttyACM0",
            _ => return Err(StatusCode::NOT_FOUND),
        };
        Ok(FlashJob { port, image_path: format!("{}/{}", firmware_dir(), req.image) })
    }

    fn run(&self) -> std::io::Result<bool> {
        let status = Command::new("flashctl")
            .args(["--port", self.port, "--verify"])
            .arg(&self.image_path)
            .status()?;
        Ok(status.success())
    }
}

async fn flash(Json(req): Json<FlashRequest>) -> StatusCode {
    let job = match FlashJob::from_request(&req) {
        Ok(job) => job,
        Err(code) => return code,
    };
    match tokio::task::spawn_blocking(move || job.run()).await {
        Ok(Ok(true)) => StatusCode::NO_CONTENT,
        Ok(Ok(false)) => StatusCode::BAD_GATEWAY,
        _ => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

pub fn router() -> Router {
    Router::new().route("/line/firmware/flash", post(flash))
}
