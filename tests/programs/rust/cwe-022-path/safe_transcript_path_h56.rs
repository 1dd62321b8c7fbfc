// Axum route that serves archived student transcript files from the registrar's storage directory.
use axum::{
    extract::{Path as UrlPath, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(Clone)]
struct Registrar {
    root: Arc<PathBuf>,
}

type Resolver = fn(&Path, &str) -> Option<PathBuf>;

fn resolve_under(root: &Path, requested: &str) -> Option<PathBuf> {
    let base = root.canonicalize().ok()?;
    let candidate = base.join(requested).canonicalize().ok()?;
    candidate.starts_with(&base).then_some(candidate)
}

fn content_type_for(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("pdf") => "application/pdf",
        Some("csv") => "text/csv",
        _ => "application/octet-stream",
    }
}

async fn transcript(
    State(reg): State<Registrar>,
    UrlPath((term, file)): UrlPath<(String, String)>,
) -> Response {
    let resolve: Resolver = resolve_under;
    let relative = [term.trim(), file.trim()].join("/");
    let Some(path) = resolve(&reg.root, &relative) else {
        return StatusCode::FORBIDDEN.into_response();
    };
    match tokio::fs::read(&path).await {
        Ok(bytes) => (
            StatusCode::OK,
            [(header::CONTENT_TYPE, content_type_for(&path))],
            bytes,
        )
            .into_response(),
        Err(_) => StatusCode::NOT_FOUND.into_response(),
    }
}

pub fn router(root: PathBuf) -> Router {
    Router::new()
        .route("/transcripts/:term/:file", get(transcript))
        .with_state(Registrar { root: Arc::new(root) })
}
