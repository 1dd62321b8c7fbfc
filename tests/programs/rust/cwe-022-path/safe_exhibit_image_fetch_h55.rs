// Museum collections API that serves high-resolution exhibit images from the media store.
use axum::{
    extract::{Query, State},
    http::{header, StatusCode},
    response::IntoResponse,
    routing::get,
    Router,
};
use serde::Deserialize;
use std::{path::PathBuf, sync::Arc};

#[derive(Deserialize)]
pub struct ImageQuery {
    file: String,
}

pub struct MediaStore {
    root: PathBuf,
}

impl MediaStore {
    pub fn from_env() -> Self {
        let root = std::env::var("EXHIBIT_MEDIA_ROOT").unwrap_or_else(|_| "/srv/museum/media".into());
        MediaStore { root: PathBuf::from(root) }
    }

    fn resolve(&self, file: &str) -> Result<PathBuf, StatusCode> {
        let root = self.root.canonicalize().map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
        let candidate = root.join(file).canonicalize().map_err(|_| StatusCode::NOT_FOUND)?;
        if !candidate.starts_with(&root) {
            return Err(StatusCode::FORBIDDEN);
        }
        Ok(candidate)
    }

    pub async fn read(&self, file: &str) -> Result<Vec<u8>, StatusCode> {
        let path = self.resolve(file)?;
        tokio::fs::read(&path).await.map_err(|_| StatusCode::NOT_FOUND)
    }
}

pub struct ExhibitImageController {
    store: MediaStore,
}

impl ExhibitImageController {
    async fn handle(&self, q: ImageQuery) -> Result<impl IntoResponse, StatusCode> {
        let bytes = self.store.read(&q.file).await?;
        let mime = mime_guess::from_path(&q.file).first_or_octet_stream();
        Ok(([(header::CONTENT_TYPE, mime.to_string())], bytes))
    }
}

async fn exhibit_image(
    State(ctl): State<Arc<ExhibitImageController>>,
    Query(q): Query<ImageQuery>,
) -> Result<impl IntoResponse, StatusCode> {
    ctl.handle(q).await
}

pub fn router() -> Router {
    let ctl = Arc::new(ExhibitImageController { store: MediaStore::from_env() });
    Router::new().route("/exhibits/image", get(exhibit_image)).with_state(ctl)
}
