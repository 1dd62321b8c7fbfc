// Accepts thumbnail generation jobs for uploaded images and runs ImageMagick on them.
use std::process::Command;

use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::{Deserialize, Serialize};

#[derive(Clone)]
struct Config {
    upload_dir: String,
    thumb_dir: String,
}

#[derive(Deserialize)]
struct ThumbRequest {
    upload: String,
    format: String,
    width: u32,
}

#[derive(Serialize)]
struct ThumbResponse {
    output: String,
}

const FORMATS: [&str; 3] = ["png", "jpg", "webp"];

fn build_command_line(cfg: &Config, req: &ThumbRequest, out: &str) -> String {
    format!(
        "convert {}/{} -thumbnail {}x {}",
        cfg.upload_dir, req.upload, req.width, out
    )
}

async fn make_thumb(
    State(cfg): State<Config>,
    Json(req): Json<ThumbRequest>,
) -> Result<Json<ThumbResponse>, StatusCode> {
    if !FORMATS.contains(&req.format.as_str()) || req.width == 0 || req.width > 2048 {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    let out = format!("{}/thumb_{}.{}", cfg.thumb_dir, req.width, req.format);
    let line = build_command_line(&cfg, &req, &out);
    let status = Command::new("/bin/sh")
        .args(["-c", &line])
        .status()
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    if !status.success() {
        return Err(StatusCode::BAD_GATEWAY);
    }
    Ok(Json(ThumbResponse { output: out }))
}

#[tokio::main]
async fn main() {
    let cfg = Config {
        upload_dir: "/srv/media/uploads".into(),
        thumb_dir: "/srv/media/thumbs".into(),
    };
    let app = Router::new().route("/jobs/thumbnail", post(make_thumb)).with_state(cfg);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8090").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
