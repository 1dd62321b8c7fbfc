// Serves user avatar images from the avatar storage directory over HTTP.
use std::path::{Path, PathBuf};

use axum::{
    extract::{Query, State},
    http::{header, StatusCode},
    response::IntoResponse,
    routing::get,
    Router,
};
use serde::Deserialize;

#[derive(Clone)]
struct AppState {
    avatar_root: PathBuf,
}

#[derive(Deserialize)]
struct AvatarQuery {
    file: String,
}

fn resolve_avatar(root: &Path, requested: &str) -> Option<PathBuf> {
    let candidate = root.join(requested);
    if candidate.starts_with(root) {
        Some(candidate)
    } else {
        None
    }
}

async fn avatar(State(state): State<AppState>, Query(q): Query<AvatarQuery>) -> impl IntoResponse {
    let Some(path) = resolve_avatar(&state.avatar_root, &q.file) else {
        return (StatusCode::BAD_REQUEST, "invalid avatar").into_response();
    };
    match tokio::fs::read(&path).await {
        Ok(bytes) => ([(header::CONTENT_TYPE, "image/png")], bytes).into_response(),
        Err(_) => StatusCode::NOT_FOUND.into_response(),
    }
}

#[tokio::main]
async fn main() {
    let state = AppState {
        avatar_root: PathBuf::from("/srv/app/avatars"),
    };
    let app = Router::new().route("/avatar", get(avatar)).with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
