// A paper origami studio pattern download program of the h76 set (cwe-022-path).
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::{header, StatusCode},
    response::IntoResponse,
    routing::get,
    Router,
};
use serde::Deserialize;

trait PatternLocator: Send + Sync {
    fn locate(&self, root: &Path, collection: &str, name: &str) -> Option<PathBuf>;
}

/// Older installs keep every diagram in a single folder.
struct FlatLocator;

impl PatternLocator for FlatLocator {
    fn locate(&self, root: &Path, _collection: &str, name: &str) -> Option<PathBuf> {
        let file = Path::new(name).file_name()?;
        Some(root.join(file))
    }
}

/// Newer installs group diagrams by collection (cranes, modular, tessellations...).
struct NestedLocator;

impl PatternLocator for NestedLocator {
    fn locate(&self, root: &Path, collection: &str, name: &str) -> Option<PathBuf> {
        let relative = Path::new(collection).join(name);
        if !relative
            .components()
            .all(|part| matches!(part, Component::Normal(_)))
        {
            return None;
        }
        Some(root.join(relative))
    }
}

struct PatternLibrary {
    root: PathBuf,
    locator: Box<dyn PatternLocator>,
}

impl PatternLibrary {
    fn new(root: PathBuf, layout: &str) -> Self {
        let locator: Box<dyn PatternLocator> = match layout {
            "nested" => Box::new(NestedLocator),
            _ => Box::new(FlatLocator),
        };
        Self { root, locator }
    }

    async fn read(&self, collection: &str, name: &str) -> Option<Vec<u8>> {
        let path = self.locator.locate(&self.root, collection, name)?;
        tokio::fs::read(path).await.ok()
    }
}

#[derive(Deserialize)]
struct PatternQuery {
    #[serde(default)]
    collection: String,
    name: String,
}

async fn download(
    State(library): State<Arc<PatternLibrary>>,
    Query(q): Query<PatternQuery>,
) -> impl IntoResponse {
    match library.read(&q.collection, &q.name).await {
        Some(bytes) => (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "application/pdf")],
            bytes,
        )
            .into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let layout = std::env::var("PATTERN_LAYOUT").unwrap_or_else(|_| "nested".to_string());
    let library = Arc::new(PatternLibrary::new(
        PathBuf::from("/srv/origami/patterns"),
        &layout,
    ));

    let app = Router::new()
        .route("/patterns/download", get(download))
        .with_state(library);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
