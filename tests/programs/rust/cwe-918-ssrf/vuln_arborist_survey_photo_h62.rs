// An arborist survey photo program of the h62 set (cwe-918-ssrf).
// Tree-survey service: crews attach canopy photos by URL from the photo CDN,
// and the service copies them into the survey archive.
use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use reqwest::Client;
use serde::{Deserialize, Serialize};
use std::time::Duration;

const PHOTO_HOST: &str = "photos.canopysurvey.io";

#[derive(Clone)]
struct AppState {
    http: Client,
    archive_dir: String,
}

#[derive(Deserialize)]
struct AttachPhoto {
    image_url: String,
    caption: Option<String>,
}

#[derive(Serialize)]
struct Attached {
    survey_id: u32,
    stored_as: String,
    bytes: usize,
}

fn photo_source(raw: &str) -> Result<reqwest::Url, (StatusCode, &'static str)> {
    if !raw.contains(PHOTO_HOST) {
        return Err((StatusCode::BAD_REQUEST, "photos must come from the survey CDN"));
    }
    reqwest::Url::parse(raw).map_err(|_| (StatusCode::BAD_REQUEST, "malformed image url"))
}

async fn download(http: &Client, url: reqwest::Url) -> Result<Vec<u8>, (StatusCode, &'static str)> {
    let resp = http
        .get(url)
        .send()
        .await
        .and_then(|r| r.error_for_status())
        .map_err(|_| (StatusCode::BAD_GATEWAY, "photo download failed"))?;
    resp.bytes()
        .await
        .map(|b| b.to_vec())
        .map_err(|_| (StatusCode::BAD_GATEWAY, "photo download interrupted"))
}

async fn attach_photo(
    State(state): State<AppState>,
    Path(survey_id): Path<u32>,
    Json(body): Json<AttachPhoto>,
) -> Result<Json<Attached>, (StatusCode, &'static str)> {
    let url = photo_source(&body.image_url)?;
    let bytes = download(&state.http, url).await?;
    let stored_as = format!("{}/{}-{}.jpg", state.archive_dir, survey_id, chrono::Utc::now().timestamp());
    tokio::fs::write(&stored_as, &bytes)
        .await
        .map_err(|_| (StatusCode::INTERNAL_SERVER_ERROR, "archive write failed"))?;
    if let Some(caption) = body.caption.as_deref() {
        tracing::info!(survey_id, caption, "photo attached");
    }
    Ok(Json(Attached { survey_id, stored_as, bytes: bytes.len() }))
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let state = AppState {
        http: Client::builder().timeout(Duration::from_secs(15)).build().expect("client"),
        archive_dir: std::env::var("SURVEY_ARCHIVE").unwrap_or_else(|_| "/srv/surveys".into()),
    };
    let app = Router::new()
        .route("/surveys/:survey_id/photos", post(attach_photo))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8083").await.expect("bind");
    axum::serve(listener, app).await.expect("server");
}
