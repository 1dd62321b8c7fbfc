// Cinema chain media service: serves poster artwork for the programme pages.
use axum::{
    extract::{Path, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Clone, Copy)]
enum PosterSize {
    Thumb,
    Full,
}

impl PosterSize {
    fn parse(raw: &str) -> Option<Self> {
        match raw {
            "thumb" => Some(Self::Thumb),
            "full" => Some(Self::Full),
            _ => None,
        }
    }

    fn folder(self) -> &'static str {
        match self {
            Self::Thumb => "thumbs",
            Self::Full => "full",
        }
    }
}

struct PosterStore {
    root: PathBuf,
}

impl PosterStore {
    async fn load(&self, size: PosterSize, file_name: &str) -> std::io::Result<Vec<u8>> {
        let path = self.root.join(size.folder()).join(file_name);
        tokio::fs::read(path).await
    }
}

struct PosterService {
    store: PosterStore,
}

impl PosterService {
    async fn poster(&self, size: PosterSize, file_name: &str) -> Result<(Vec<u8>, &'static str), StatusCode> {
        let mime = if file_name.ends_with(".png") { "image/png" } else { "image/jpeg" };
        let bytes = self
            .store
            .load(size, file_name)
            .await
            .map_err(|_| StatusCode::NOT_FOUND)?;
        Ok((bytes, mime))
    }
}

async fn get_poster(
    State(service): State<Arc<PosterService>>,
    Path((size, file_name)): Path<(String, String)>,
) -> Response {
    let Some(size) = PosterSize::parse(&size) else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    match service.poster(size, &file_name).await {
        Ok((bytes, mime)) => ([(header::CONTENT_TYPE, mime)], bytes).into_response(),
        Err(code) => code.into_response(),
    }
}

#[tokio::main]
async fn main() {
    let root = std::env::var("POSTER_ROOT").unwrap_or_else(|_| "/var/lib/cinema/posters".into());
    let service = Arc::new(PosterService { store: PosterStore { root: PathBuf::from(root) } });
    let app = Router::new()
        .route("/posters/:size/:file_name", get(get_poster))
        .with_state(service);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
