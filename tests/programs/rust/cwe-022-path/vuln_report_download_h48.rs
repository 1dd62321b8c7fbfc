// Serves generated PDF reports from the reports directory by file name.
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

struct AppState {
    reports_root: PathBuf,
}

#[derive(Deserialize)]
struct DownloadParams {
    file: String,
}

fn resolve_report(root: &Path, name: &str) -> Option<PathBuf> {
    let candidate = root.join(name);
    if candidate.starts_with(root) {
        Some(candidate)
    } else {
        None
    }
}

async fn download(
    State(state): State<Arc<AppState>>,
    Query(params): Query<DownloadParams>,
) -> impl IntoResponse {
    let Some(path) = resolve_report(&state.reports_root, &params.file) else {
        return (StatusCode::BAD_REQUEST, "invalid report name").into_response();
    };
    match tokio::fs::read(&path).await {
        Ok(bytes) => ([(header::CONTENT_TYPE, "application/pdf")], bytes).into_response(),
        Err(_) => StatusCode::NOT_FOUND.into_response(),
    }
}

pub fn router() -> Router {
    let state = Arc::new(AppState {
        reports_root: PathBuf::from("/srv/app/reports"),
    });
    Router::new()
        .route("/reports/download", get(download))
        .with_state(state)
}
