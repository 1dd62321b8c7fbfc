// Serves aircraft maintenance manual pages by tail number and document name to hangar tablets.
use axum::{
    extract::{Path, State},
    http::{header, StatusCode},
    response::IntoResponse,
    routing::get,
    Router,
};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Clone)]
struct ManualStore {
    root: PathBuf,
}

impl ManualStore {
    fn locate(&self, tail: &str, doc: &str) -> Option<PathBuf> {
        let candidate = [tail, doc]
            .iter()
            .fold(self.root.clone(), |acc, part| acc.join(part));
        candidate.starts_with(&self.root).then_some(candidate)
    }
}

fn content_type_for(path: &std::path::Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("pdf") => "application/pdf",
        Some("html") => "text/html; charset=utf-8",
        _ => "application/octet-stream",
    }
}

async fn manual_page(
    State(store): State<Arc<ManualStore>>,
    Path((tail, doc)): Path<(String, String)>,
) -> impl IntoResponse {
    let Some(path) = store.locate(&tail.to_uppercase(), &doc) else {
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

pub fn router() -> Router {
    let store = Arc::new(ManualStore {
        root: PathBuf::from("/srv/mro/manuals"),
    });
    Router::new()
        .route("/manuals/:tail/:doc", get(manual_page))
        .with_state(store)
}
