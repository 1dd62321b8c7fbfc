// listing photos (h58 set)
use std::{sync::Arc, time::Duration};

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use futures::future::join_all;
use reqwest::{redirect::Policy, Client, Url};
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
struct ImportPhotos {
    urls: Vec<String>,
}

#[derive(Serialize)]
struct PhotoResult {
    source: String,
    stored_bytes: Option<usize>,
}

struct Importer {
    http: Client,
    media_dir: std::path::PathBuf,
    photo_hosts: Vec<String>,
}

/// Only HTTPS links on the MLS photo CDNs we have agreements with.
fn parse_source(raw: &str, hosts: &[String]) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    let host = url.host_str()?;
    (url.scheme() == "https" && url.port().is_none() && hosts.iter().any(|h| h == host))
        .then_some(url)
}

impl Importer {
    async fn fetch_one(&self, listing: u64, idx: usize, raw: String) -> PhotoResult {
        let stored = async {
            let url = parse_source(&raw, &self.photo_hosts)?;
            let resp = self.http.get(url).send().await.ok()?.error_for_status().ok()?;
            let bytes = resp.bytes().await.ok()?;
            let path = self.media_dir.join(format!("{listing}-{idx}.jpg"));
            tokio::fs::write(path, &bytes).await.ok()?;
            Some(bytes.len())
        }
        .await;
        PhotoResult { source: raw, stored_bytes: stored }
    }
}

async fn import_photos(
    State(importer): State<Arc<Importer>>,
    Path(listing): Path<u64>,
    Json(body): Json<ImportPhotos>,
) -> Result<Json<Vec<PhotoResult>>, StatusCode> {
    if body.urls.len() > 40 {
        return Err(StatusCode::PAYLOAD_TOO_LARGE);
    }
    let jobs = body
        .urls
        .into_iter()
        .enumerate()
        .map(|(idx, raw)| importer.fetch_one(listing, idx, raw));
    Ok(Json(join_all(jobs).await))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let importer = Arc::new(Importer {
        http: Client::builder()
            .timeout(Duration::from_secs(15))
            .redirect(Policy::none())
            .build()?,
        media_dir: std::env::var("LISTING_MEDIA_DIR")
            .unwrap_or_else(|_| "/srv/listings/media".into())
            .into(),
        photo_hosts: std::env::var("MLS_PHOTO_HOSTS")
            .unwrap_or_default()
            .split(',')
            .map(|h| h.trim().to_ascii_lowercase())
            .filter(|h| !h.is_empty())
            .collect(),
    });
    let app = Router::new()
        .route("/listings/:id/photos/import", post(import_photos))
        .with_state(importer);
    axum::serve(tokio::net::TcpListener::bind("127.0.0.1:8900").await?, app).await?;
    Ok(())
}
