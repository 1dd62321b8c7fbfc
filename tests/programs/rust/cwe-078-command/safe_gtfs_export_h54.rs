// Builds a GTFS feed archive for selected transit routes by invoking the feed exporter tool.
use axum::{http::StatusCode, routing::post, Json, Router};
use serde::{Deserialize, Serialize};
use std::process::Command;

const EXPORTER: &str = "/opt/transit/bin/gtfs-export";

#[derive(Deserialize)]
struct ExportRequest {
    agency: String,
    routes: Vec<String>,
    service_date: String,
}

#[derive(Serialize)]
struct ExportResult {
    archive: String,
    route_count: usize,
}

fn flag(name: &'static str) -> impl Fn(&str) -> String {
    move |value| format!("--{}={}", name, value)
}

fn build_args(req: &ExportRequest) -> Vec<String> {
    let route_flag = flag("route");
    std::iter::once(flag("agency")(&req.agency))
        .chain(req.routes.iter().map(|r| route_flag(r)))
        .chain(std::iter::once(flag("date")(&req.service_date)))
        .collect()
}

async fn export_feed(Json(req): Json<ExportRequest>) -> Result<Json<ExportResult>, StatusCode> {
    if req.routes.is_empty() || req.routes.len() > 200 {
        return Err(StatusCode::BAD_REQUEST);
    }
    let output = Command::new(EXPORTER)
        .args(build_args(&req))
        .args(["--out", "/srv/feeds"])
        .output()
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    if !output.status.success() {
        return Err(StatusCode::BAD_GATEWAY);
    }
    Ok(Json(ExportResult {
        archive: String::from_utf8_lossy(&output.stdout).trim().to_string(),
        route_count: req.routes.len(),
    }))
}

pub fn router() -> Router {
    Router::new().route("/feeds/export", post(export_feed))
}
