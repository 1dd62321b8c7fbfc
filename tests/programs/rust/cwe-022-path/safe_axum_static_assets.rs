// Serves storefront theme assets (css, js, images) from a directory on disk via an axum route.
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
pub struct AssetConfig {
    pub root: PathBuf,
    pub cache_seconds: u32,
}

pub fn router(cfg: AssetConfig) -> Router {
    Router::new()
        .route("/assets/*file", get(serve_asset))
        .with_state(Arc::new(cfg))
}

fn content_type_for(path: &std::path::Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("css") => "text/css",
        Some("js") => "application/javascript",
        Some("png") => "image/png",
        Some("svg") => "image/svg+xml",
        _ => "application/octet-stream",
    }
}

async fn serve_asset(
    State(cfg): State<Arc<AssetConfig>>,
    Path(file): Path<String>,
) -> Response {
    let Ok(root) = tokio::fs::canonicalize(&cfg.root).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let Ok(candidate) = tokio::fs::canonicalize(root.join(&file)).await else {
        return StatusCode::NOT_FOUND.into_response();
    };
    if !candidate.starts_with(&root) {
        return StatusCode::FORBIDDEN.into_response();
    }
    match tokio::fs::read(&candidate).await {
        Ok(bytes) => (
            [
                (header::CONTENT_TYPE, content_type_for(&candidate).to_string()),
                (header::CACHE_CONTROL, format!("public, max-age={}", cfg.cache_seconds)),
            ],
            bytes,
        )
            .into_response(),
        Err(_) => StatusCode::NOT_FOUND.into_response(),
    }
}
