// Axum handler serving drone survey imagery tiles for a farm field out of the local imagery store.
use std::path::PathBuf;

use axum::{
    extract::{Query, State},
    http::{header, StatusCode},
    response::IntoResponse,
    routing::get,
    Router,
};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct TileQuery {
    pub field: String,
    pub tile: String,
}

#[derive(Clone)]
pub struct ImageryStore {
    root: PathBuf,
}

impl ImageryStore {
    pub fn from_env() -> Self {
        let root = std::env::var("IMAGERY_ROOT").unwrap_or_else(|_| "/var/lib/agri/imagery".into());
        ImageryStore { root: PathBuf::from(root) }
    }

    async fn resolve(&self, field: &str, tile: &str) -> Option<PathBuf> {
        let candidate = self.root.join(field).join(tile);
        if !candidate.starts_with(&self.root) {
            return None;
        }
        Some(candidate)
    }

    async fn read_tile(&self, field: &str, tile: &str) -> Option<Vec<u8>> {
        let path = self.resolve(field, tile).await?;
        tokio::fs::read(&path).await.ok()
    }
}

async fn get_tile(State(store): State<ImageryStore>, Query(q): Query<TileQuery>) -> impl IntoResponse {
    match store.read_tile(&q.field, &q.tile).await {
        Some(bytes) => (StatusCode::OK, [(header::CONTENT_TYPE, "image/png")], bytes).into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

pub fn router() -> Router {
    Router::new()
        .route("/fields/imagery/tile", get(get_tile))
        .with_state(ImageryStore::from_env())
}
