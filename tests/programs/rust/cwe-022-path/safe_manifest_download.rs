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
    pub fn new(root: impl Into<PathBuf>) -> std::io::Result<Self> {
        Ok(Self { root: std::fs::canonicalize(root.into())? })
    }

    fn locate(&self, depot: &str, file: &str) -> PathBuf {
        self.root.join(depot).join(file)
    }

    fn resolve_within_root(&self, candidate: &FsPath) -> Option<PathBuf> {
        let resolved = std::fs::canonicalize(candidate).ok()?;
        resolved.starts_with(&self.root).then_some(resolved)
    }
}

async fn download_manifest(
    State(store): State<Arc<ManifestStore>>,
    Path((depot, file)): Path<(String, String)>,
) -> impl IntoResponse {
    let requested = store.locate(&depot, &file);
    let Some(full) = store.resolve_within_root(&requested) else {
        return (StatusCode::NOT_FOUND, "manifest not found").into_response();
    };
    if full.extension().and_then(|e| e.to_str()) != Some("pdf") {
        return (StatusCode::NOT_FOUND, "manifest not found").into_response();
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
