// Axum admin endpoint that runs a reachability check against a host supplied by an operator.
use axum::{extract::Json, http::StatusCode, routing::post, Router};
use serde::{Deserialize, Serialize};
use tokio::process::Command;

#[derive(Deserialize)]
struct DiagRequest {
    host: String,
    count: Option<u8>,
}

#[derive(Serialize)]
struct DiagResult {
    ok: bool,
    output: String,
}

fn looks_like_host(h: &str) -> bool {
    !h.is_empty()
        && h.len() <= 253
        && !h.starts_with('-')
        && h.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
}

async fn diag(Json(req): Json<DiagRequest>) -> Result<Json<DiagResult>, StatusCode> {
    if !looks_like_host(&req.host) {
        tracing::warn!(host = %req.host, "diag request with unusual host");
        return Err(StatusCode::BAD_REQUEST);
    }
    let count = req.count.unwrap_or(3).min(10).to_string();
    let out = Command::new("ping")
        .args(["-c", count.as_str(), "-W", "2"])
        .arg(&req.host)
        .output()
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Json(DiagResult {
        ok: out.status.success(),
        output: String::from_utf8_lossy(&out.stdout).into_owned(),
    }))
}

pub fn routes() -> Router {
    Router::new().route("/admin/diag/ping", post(diag))
}
