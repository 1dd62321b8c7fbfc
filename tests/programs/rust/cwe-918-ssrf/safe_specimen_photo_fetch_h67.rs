// A specimen photo fetch program of the h67 set (cwe-918-ssrf).
// mushroom foragers: attach a photo to a specimen record by importing it from the member's photo host
use std::{collections::HashMap, sync::Arc, time::Duration};

use axum::{
    extract::{Path, State},
    http::{header, StatusCode},
    response::IntoResponse,
    routing::post,
    Json, Router,
};
use reqwest::{redirect::Policy, Url};
use serde::{Deserialize, Serialize};
use tokio::sync::RwLock;
use validator::Validate;

const PHOTO_HOSTS: &[&str] = &[
    "photos.fungiwatch.example",
    "uploads.foragerapp.example",
    "media.mycoclub.example",
];

#[derive(Debug, Deserialize, Validate)]
struct PhotoImport {
    #[validate(url, length(max = 500))]
    photo_url: String,
    #[validate(length(max = 200))]
    caption: Option<String>,
}

#[derive(Serialize)]
struct Imported {
    specimen: u32,
    bytes: usize,
    content_type: String,
}

struct StoredPhoto {
    content_type: String,
    data: Vec<u8>,
}

struct PhotoImporter {
    http: reqwest::Client,
}

impl PhotoImporter {
    async fn fetch(&self, raw_url: &str) -> anyhow::Result<StoredPhoto> {
        let url = Url::parse(raw_url)?;
        let host_ok = url.host_str().map_or(false, |h| PHOTO_HOSTS.contains(&h));
        anyhow::ensure!(url.scheme() == "https" && host_ok, "photos must come from a supported photo host");
        anyhow::ensure!(url.port().is_none(), "photos must come from a supported photo host");

        let resp = self.http.get(url).send().await?.error_for_status()?;
        let content_type = resp
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("application/octet-stream")
            .to_string();
        let data = resp.bytes().await?.to_vec();
        anyhow::ensure!(data.len() <= 15 * 1024 * 1024, "photo too large");
        Ok(StoredPhoto { content_type, data })
    }
}

struct AppState {
    importer: PhotoImporter,
    photos: RwLock<HashMap<u32, StoredPhoto>>,
}

async fn import_photo(
    State(state): State<Arc<AppState>>,
    Path(specimen): Path<u32>,
    Json(body): Json<PhotoImport>,
) -> Result<Json<Imported>, (StatusCode, String)> {
    body.validate()
        .map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()))?;
    let photo = state
        .importer
        .fetch(&body.photo_url)
        .await
        .map_err(|e| (StatusCode::BAD_GATEWAY, e.to_string()))?;

    let summary = Imported {
        specimen,
        bytes: photo.data.len(),
        content_type: photo.content_type.clone(),
    };
    state.photos.write().await.insert(specimen, photo);
    Ok(Json(summary))
}

async fn show_photo(State(state): State<Arc<AppState>>, Path(specimen): Path<u32>) -> impl IntoResponse {
    match state.photos.read().await.get(&specimen) {
        Some(p) => ([(header::CONTENT_TYPE, p.content_type.clone())], p.data.clone()).into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(20))
        .redirect(Policy::none())
        .build()?;
    let state = Arc::new(AppState {
        importer: PhotoImporter { http },
        photos: RwLock::new(HashMap::new()),
    });

    let app = Router::new()
        .route("/specimens/:specimen/photo", post(import_photo).get(show_photo))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8601").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
