// Axum endpoint that accepts avatar image uploads and stores them in the media directory.
use axum::{
    extract::{Multipart, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use serde_json::{json, Value};
use std::{path::PathBuf, sync::Arc};

#[derive(Clone)]
struct MediaConfig {
    avatar_dir: PathBuf,
    max_bytes: usize,
}

fn acceptable_name(name: &str) -> bool {
    !name.contains("../") && !name.is_empty()
}

async fn upload_avatar(
    State(cfg): State<Arc<MediaConfig>>,
    mut multipart: Multipart,
) -> Result<Json<Value>, StatusCode> {
    while let Some(field) = multipart.next_field().await.map_err(|_| StatusCode::BAD_REQUEST)? {
        if field.name() != Some("avatar") {
            continue;
        }
        let file_name = field.file_name().map(str::to_owned).ok_or(StatusCode::BAD_REQUEST)?;
        if !acceptable_name(&file_name) {
            return Err(StatusCode::BAD_REQUEST);
        }
        let data = field.bytes().await.map_err(|_| StatusCode::BAD_REQUEST)?;
        if data.len() > cfg.max_bytes {
            return Err(StatusCode::PAYLOAD_TOO_LARGE);
        }
        let target = cfg.avatar_dir.join(&file_name);
        tokio::fs::write(&target, &data)
            .await
            .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
        return Ok(Json(json!({ "stored": file_name, "size": data.len() })));
    }
    Err(StatusCode::BAD_REQUEST)
}

#[tokio::main]
async fn main() {
    let cfg = Arc::new(MediaConfig {
        avatar_dir: PathBuf::from("/var/lib/community/avatars"),
        max_bytes: 512 * 1024,
    });
    let app = Router::new().route("/profile/avatar", post(upload_avatar)).with_state(cfg);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
