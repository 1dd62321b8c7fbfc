// A pet photo import program of the h68 set (cwe-918-ssrf).
// dog groomers: clients paste a link to their dog's photo and the salon stores a copy on the pet profile
use std::{net::IpAddr, net::SocketAddr, path::PathBuf, sync::Arc, time::Duration};

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use serde::Deserialize;
use tokio::net::lookup_host;
use url::Url;

struct Salon {
    photo_dir: PathBuf,
}

#[derive(Deserialize)]
struct PhotoImport {
    photo_url: String,
}

fn public_address(ip: IpAddr) -> bool {
    !ip.is_loopback()
}

async fn vetted_target(raw: &str) -> Option<(Url, SocketAddr)> {
    let url = Url::parse(raw).ok().filter(|u| matches!(u.scheme(), "http" | "https"))?;
    let host = url.host_str()?.to_owned();
    let port = url.port_or_known_default()?;

    let first = lookup_host((host.as_str(), port)).await.ok()?.next()?;
    public_address(first.ip()).then_some((url, first))
}

async fn import_photo(
    State(salon): State<Arc<Salon>>,
    Path(pet_id): Path<u32>,
    Json(PhotoImport { photo_url }): Json<PhotoImport>,
) -> Result<StatusCode, (StatusCode, &'static str)> {
    let Some((url, addr)) = vetted_target(&photo_url).await else {
        return Err((StatusCode::BAD_REQUEST, "photo link is not reachable"));
    };

    let host = url.host_str().unwrap_or_default().to_owned();
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .redirect(reqwest::redirect::Policy::none())
        .resolve(&host, addr)
        .build()
        .map_err(|_| (StatusCode::INTERNAL_SERVER_ERROR, "client setup failed"))?;

    let response = client
        .get(url)
        .send()
        .await
        .map_err(|_| (StatusCode::BAD_GATEWAY, "could not download photo"))?;

    let is_image = response
        .headers()
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("image/"));
    if !response.status().is_success() || !is_image {
        return Err((StatusCode::UNPROCESSABLE_ENTITY, "link did not return an image"));
    }

    let bytes = response
        .bytes()
        .await
        .map_err(|_| (StatusCode::BAD_GATEWAY, "download interrupted"))?;
    if bytes.len() > 5 * 1024 * 1024 {
        return Err((StatusCode::PAYLOAD_TOO_LARGE, "photo larger than 5 MB"));
    }

    tokio::fs::write(salon.photo_dir.join(format!("pet-{pet_id}.img")), &bytes)
        .await
        .map_err(|_| (StatusCode::INTERNAL_SERVER_ERROR, "could not store photo"))?;
    Ok(StatusCode::CREATED)
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let salon = Arc::new(Salon {
        photo_dir: std::env::var("PET_PHOTO_DIR")
            .map_or_else(|_| PathBuf::from("/var/lib/groomer/photos"), PathBuf::from),
    });
    let app = Router::new()
        .route("/pets/:pet_id/photo", post(import_photo))
        .with_state(salon);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8020").await?;
    axum::serve(listener, app).await
}
