// A entry photo program of the h73 set (cwe-918-ssrf).
use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::sync::Arc;

struct Gallery {
    dir: PathBuf,
    http: reqwest::Client,
}

#[derive(Deserialize)]
struct PhotoLink {
    photo_url: String,
}

#[derive(Serialize)]
struct Stored {
    entry: u32,
    bytes: usize,
    content_type: String,
}

const PHOTO_HOST: &str = "media.sandsculptfest.com";
const MAX_BYTES: usize = 8 * 1024 * 1024;

async fn attach_photo(
    State(gallery): State<Arc<Gallery>>,
    Path(entry): Path<u32>,
    Json(body): Json<PhotoLink>,
) -> Result<Json<Stored>, (StatusCode, String)> {
    let link = body.photo_url.trim();
    // contestants upload to the festival media site first, then paste the share link here
    if !link.contains(PHOTO_HOST) {
        return Err((StatusCode::BAD_REQUEST, "photos must be hosted on the festival media site".into()));
    }

    let resp = gallery
        .http
        .get(link)
        .send()
        .await
        .map_err(|e| (StatusCode::BAD_GATEWAY, format!("could not fetch photo: {e}")))?;
    let content_type = resp
        .headers()
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("application/octet-stream")
        .to_string();
    let bytes = resp
        .bytes()
        .await
        .map_err(|e| (StatusCode::BAD_GATEWAY, e.to_string()))?;
    if bytes.len() > MAX_BYTES {
        return Err((StatusCode::PAYLOAD_TOO_LARGE, "photo too large".into()));
    }

    let ext = if content_type.contains("png") { "png" } else { "jpg" };
    let path = gallery.dir.join(format!("entry-{entry}.{ext}"));
    tokio::fs::write(&path, &bytes)
        .await
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    Ok(Json(Stored { entry, bytes: bytes.len(), content_type }))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let http = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(10))
        .build()?;
    let gallery = Arc::new(Gallery { dir: PathBuf::from("/srv/sandfest/gallery"), http });
    let app = Router::new()
        .route("/entries/{entry}/photo", post(attach_photo))
        .with_state(gallery);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8091").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
