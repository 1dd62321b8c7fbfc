// A supplier photo import program of the h70 set (cwe-918-ssrf).
use axum::{
    extract::State,
    http::StatusCode,
    routing::post,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use std::{path::PathBuf, sync::Arc, time::Duration};
use url::Url;

const SUPPLIER_CDNS: [&str; 3] = [
    "cdn.kaede-bonsai-supply.jp",
    "images.kinbon-trees.co.uk",
    "media.shohin-import.nl",
];

#[derive(Deserialize)]
struct ImportRequest {
    sku: String,
    photos: Vec<String>,
}

#[derive(Serialize)]
struct Imported {
    sku: String,
    saved: Vec<String>,
    skipped: usize,
}

struct Importer {
    http: reqwest::Client,
    media_dir: PathBuf,
}

fn from_supplier(url: &str) -> bool {
    Url::parse(url)
        .ok()
        .filter(|u| u.scheme() == "https" && u.port().is_none())
        .and_then(|u| u.host_str().map(|h| SUPPLIER_CDNS.contains(&h)))
        .unwrap_or(false)
}

async fn fetch_photo(http: &reqwest::Client, url: &str) -> Option<Vec<u8>> {
    let resp = http.get(url).send().await.ok()?.error_for_status().ok()?;
    resp.bytes().await.ok().map(|b| b.to_vec())
}

async fn import_photos(
    State(imp): State<Arc<Importer>>,
    Json(req): Json<ImportRequest>,
) -> Result<Json<Imported>, (StatusCode, String)> {
    if !req.sku.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return Err((StatusCode::BAD_REQUEST, "bad sku".into()));
    }

    let candidates: Vec<(usize, &String)> = req
        .photos
        .iter()
        .filter(|u| from_supplier(u))
        .enumerate()
        .collect();

    let mut saved = Vec::new();
    for (i, url) in &candidates {
        let Some(bytes) = fetch_photo(&imp.http, url).await else { continue };
        let name = format!("{}-{}.jpg", req.sku, i + 1);
        tokio::fs::write(imp.media_dir.join(&name), &bytes)
            .await
            .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
        saved.push(name);
    }

    Ok(Json(Imported {
        skipped: req.photos.len() - saved.len(),
        sku: req.sku,
        saved,
    }))
}

#[tokio::main]
async fn main() {
    let importer = Importer {
        http: reqwest::Client::builder()
            .timeout(Duration::from_secs(15))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap(),
        media_dir: PathBuf::from("/srv/shop/media/trees"),
    };
    let app = Router::new()
        .route("/admin/catalogue/photos", post(import_photos))
        .with_state(Arc::new(importer));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8012").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
