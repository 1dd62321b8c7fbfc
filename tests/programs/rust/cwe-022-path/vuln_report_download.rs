// Axum handler that serves generated CSV reports from the configured reports directory.
use axum::{
    extract::{Query, State},
    http::{header, StatusCode},
    response::IntoResponse,
    routing::get,
    Router,
};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(Clone)]
struct AppState {
    reports_dir: PathBuf,
}

#[derive(Deserialize)]
struct DownloadParams {
    file: String,
}

fn resolve_report(base: &Path, name: &str) -> Option<PathBuf> {
    let candidate = base.join(name);
    if candidate.starts_with(base) && candidate.extension().map_or(false, |e| e == "csv") {
        Some(candidate)
    } else {
        None
    }
}

async fn download(
    State(state): State<Arc<AppState>>,
    Query(params): Query<DownloadParams>,
) -> impl IntoResponse {
    let Some(path) = resolve_report(&state.reports_dir, &params.file) else {
        return (StatusCode::FORBIDDEN, "forbidden").into_response();
    };
    match tokio::fs::read(&path).await {
        Ok(bytes) => ([(header::CONTENT_TYPE, "text/csv")], bytes).into_response(),
        Err(_) => (StatusCode::NOT_FOUND, "report not found").into_response(),
    }
}

pub fn router(reports_dir: PathBuf) -> Router {
    Router::new()
        .route("/reports/download", get(download))
        .with_state(Arc::new(AppState { reports_dir }))
}
