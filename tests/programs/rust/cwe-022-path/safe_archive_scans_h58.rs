// archive scans (h58 set)
use std::{path::PathBuf, sync::Arc};

use axum::{
    body::Body,
    extract::{Path, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use tower_http::trace::TraceLayer;

/// Digitised accession records (TIFF/JPEG scans) for the reading room viewer.
struct ScanStore {
    root: PathBuf,
}

fn mime_for(name: &str) -> &'static str {
    match name.rsplit('.').next().map(str::to_ascii_lowercase).as_deref() {
        Some("jpg") | Some("jpeg") => "image/jpeg",
        Some("tif") | Some("tiff") => "image/tiff",
        Some("pdf") => "application/pdf",
        _ => "application/octet-stream",
    }
}

impl ScanStore {
    async fn open(&self, relative: &str) -> Result<Vec<u8>, StatusCode> {
        let root = tokio::fs::canonicalize(&self.root)
            .await
            .map_err(|_| StatusCode::SERVICE_UNAVAILABLE)?;
        let candidate = tokio::fs::canonicalize(root.join(relative))
            .await
            .map_err(|_| StatusCode::NOT_FOUND)?;
        if !candidate.starts_with(&root) {
            return Err(StatusCode::NOT_FOUND);
        }
        tokio::fs::read(&candidate)
            .await
            .map_err(|_| StatusCode::NOT_FOUND)
    }
}

async fn scan(
    State(store): State<Arc<ScanStore>>,
    Path(relative): Path<String>,
) -> Result<Response, StatusCode> {
    let bytes = store.open(&relative).await?;
    Ok((
        [
            (header::CONTENT_TYPE, mime_for(&relative)),
            (header::CACHE_CONTROL, "private, max-age=3600"),
        ],
        Body::from(bytes),
    )
        .into_response())
}

fn app(store: ScanStore) -> Router {
    Router::new()
        .route("/reading-room/scans/*relative", get(scan))
        .layer(TraceLayer::new_for_http())
        .with_state(Arc::new(store))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let root = std::env::var("ARCHIVE_SCAN_ROOT").unwrap_or_else(|_| "/mnt/archive/scans".into());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:8600").await?;
    axum::serve(listener, app(ScanStore { root: root.into() })).await
}
