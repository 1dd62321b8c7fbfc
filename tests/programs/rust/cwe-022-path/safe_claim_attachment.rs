// Axum handler that serves uploaded insurance claim attachments from the claims storage directory.
use axum::{
    extract::{Path, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Clone)]
struct AppState {
    attachments_root: PathBuf,
}

fn content_type_for(name: &str) -> &'static str {
    match name.rsplit('.').next() {
        Some("pdf") => "application/pdf",
        Some("jpg") | Some("jpeg") => "image/jpeg",
        Some("png") => "image/png",
        _ => "application/octet-stream",
    }
}

async fn download_attachment(
    State(state): State<Arc<AppState>>,
    Path((claim_id, file_name)): Path<(u64, String)>,
) -> Result<Response, StatusCode> {
    let claim_dir = tokio::fs::canonicalize(state.attachments_root.join(claim_id.to_string()))
        .await
        .map_err(|_| StatusCode::NOT_FOUND)?;
    let requested = tokio::fs::canonicalize(claim_dir.join(&file_name))
        .await
        .map_err(|_| StatusCode::NOT_FOUND)?;

    if !requested.starts_with(&claim_dir) {
        return Err(StatusCode::FORBIDDEN);
    }

    let bytes = tokio::fs::read(&requested)
        .await
        .map_err(|_| StatusCode::NOT_FOUND)?;

    Ok((
        [(header::CONTENT_TYPE, content_type_for(&file_name))],
        bytes,
    )
        .into_response())
}

pub fn router() -> Router {
    let state = Arc::new(AppState {
        attachments_root: PathBuf::from("/var/lib/claims/attachments"),
    });
    Router::new()
        .route(
            "/claims/:claim_id/attachments/:file_name",
            get(download_attachment),
        )
        .with_state(state)
}
