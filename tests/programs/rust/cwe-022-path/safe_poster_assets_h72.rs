// A poster assets program of the h72 set (cwe-022-path).
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::extract::{Path as UrlPath, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

#[derive(Debug)]
enum AssetError {
    UnknownKind,
    Rejected,
    Io(std::io::Error),
}

impl IntoResponse for AssetError {
    fn into_response(self) -> Response {
        match self {
            AssetError::UnknownKind => (StatusCode::NOT_FOUND, "unknown asset kind").into_response(),
            AssetError::Rejected => (StatusCode::BAD_REQUEST, "bad asset name").into_response(),
            AssetError::Io(e) if e.kind() == std::io::ErrorKind::NotFound => {
                (StatusCode::NOT_FOUND, "no such asset").into_response()
            }
            AssetError::Io(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
        }
    }
}

trait AssetStore: Send + Sync {
    fn root(&self) -> &Path;

    fn resolve(&self, name: &str) -> Result<PathBuf, AssetError> {
        let relative = Path::new(name);
        if relative.is_absolute() || name.split(['/', '\\']).any(|seg| seg == "..") {
            return Err(AssetError::Rejected);
        }
        Ok(self.root().join(relative))
    }

    fn content_type(&self, path: &Path) -> &'static str {
        match path.extension().and_then(|e| e.to_str()) {
            Some("jpg") | Some("jpeg") => "image/jpeg",
            Some("png") => "image/png",
            Some("webp") => "image/webp",
            _ => "application/octet-stream",
        }
    }
}

struct PosterStore {
    root: PathBuf,
}

impl AssetStore for PosterStore {
    fn root(&self) -> &Path {
        &self.root
    }
}

/// Intermission slides are grouped by season, e.g. slides/2025-summer/snackbar.png
struct SlideStore {
    root: PathBuf,
    season: String,
}

impl AssetStore for SlideStore {
    fn root(&self) -> &Path {
        &self.root
    }

    fn resolve(&self, name: &str) -> Result<PathBuf, AssetError> {
        let season_dir = self
            .root
            .join(&self.season)
            .canonicalize()
            .map_err(AssetError::Io)?;
        let candidate = season_dir.join(name).canonicalize().map_err(AssetError::Io)?;
        if !candidate.starts_with(&season_dir) {
            return Err(AssetError::Rejected);
        }
        Ok(candidate)
    }
}

#[derive(Clone)]
struct AppState {
    stores: Arc<HashMap<&'static str, Arc<dyn AssetStore>>>,
}

async fn serve_asset(
    State(state): State<AppState>,
    UrlPath((kind, name)): UrlPath<(String, String)>,
) -> Result<Response, AssetError> {
    let store = state.stores.get(kind.as_str()).ok_or(AssetError::UnknownKind)?;
    let path = store.resolve(&name)?;
    let bytes = tokio::fs::read(&path).await.map_err(AssetError::Io)?;
    let headers = [
        (header::CONTENT_TYPE, store.content_type(&path)),
        (header::CACHE_CONTROL, "public, max-age=300"),
    ];
    Ok((headers, bytes).into_response())
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let media = PathBuf::from(std::env::var("MEDIA_ROOT").unwrap_or_else(|_| "/srv/starlite/media".into()));
    let season = std::env::var("SLIDE_SEASON").unwrap_or_else(|_| "2025-summer".into());

    let mut stores: HashMap<&'static str, Arc<dyn AssetStore>> = HashMap::new();
    stores.insert("posters", Arc::new(PosterStore { root: media.join("posters") }));
    stores.insert("slides", Arc::new(SlideStore { root: media.join("slides"), season }));

    let app = Router::new()
        .route("/assets/{kind}/{*name}", get(serve_asset))
        .with_state(AppState { stores: Arc::new(stores) });

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8081").await?;
    axum::serve(listener, app).await
}
