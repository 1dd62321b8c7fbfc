// Axum handler that serves carrier manifest PDFs for a given depot from the shared manifests volume.
use std::path::{Path as FsPath, PathBuf};
use std::sync::Arc;

use axum::{
    extract::{Path, State},
    http::{header, StatusCode},
    response::IntoResponse,
    routing::get,
    Router,
};

#[derive(Clone)]
pub struct ManifestStore {
    root: PathBuf,
}

impl ManifestStore {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Self { root: root.into() }
    }

    fn locate(&self, depot: &str, file: &str) -> PathBuf {
        self.root.join(depot).join(file)
    }

    fn within_root(&self, candidate: &FsPath) -> bool {
        candidate.starts_with(&self.root)
    }
}

async fn download_manifest(
    State(store): State<Arc<ManifestStore>>,
    Path((depot, file)): Path<(String, String)>,
) -> impl IntoResponse {
    let full = store.locate(&depot, &file);
    if !store.within_root(&full) {
        return (StatusCode::FORBIDDEN, "outside manifest root").into_response();
    }
    if full.extension().and_then(|e| e.to_str()) != Some("pdf") {
        tracing::debug!(path = %full.display(), "non-pdf manifest requested");
    }

    match tokio::fs::read(&full).await {
        Ok(bytes) => (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "application/pdf")],
            bytes,
        )
            .into_response(),
        Err(_) => (StatusCode::NOT_FOUND, "manifest not found").into_response(),
    }
}

pub fn routes(store: Arc<ManifestStore>) -> Router {
    Router::new()
        .route("/depots/:depot/manifests/*file", get(download_manifest))
        .with_state(store)
}
