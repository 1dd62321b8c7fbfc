// Warp handler that proxies basemap tiles for the property search map from the configured tile vendor.
use std::{sync::Arc, time::Duration};

use reqwest::redirect::Policy;
use serde::Deserialize;
use warp::{http::StatusCode, Filter, Rejection, Reply};

#[derive(Deserialize)]
pub struct TileParams {
    pub src: String,
}

pub struct TileVendor {
    base: String,
    client: reqwest::Client,
}

impl TileVendor {
    pub fn from_env() -> reqwest::Result<Self> {
        let base = std::env::var("TILE_VENDOR_BASE").unwrap_or_else(|_| "https://tiles.mapvendor.com".into());
        let client = reqwest::Client::builder()
            .redirect(Policy::none())
            .timeout(Duration::from_secs(8))
            .build()?;
        Ok(TileVendor { base, client })
    }

    fn permitted(&self, src: &str) -> Option<String> {
        if !src.starts_with(&self.base) {
            return None;
        }
        Some(src.to_string())
    }

    async fn fetch(&self, src: &str) -> Result<Vec<u8>, StatusCode> {
        let url = self.permitted(src).ok_or(StatusCode::BAD_REQUEST)?;
        let resp = self.client.get(url).send().await.map_err(|_| StatusCode::BAD_GATEWAY)?;
        if !resp.status().is_success() {
            return Err(StatusCode::NOT_FOUND);
        }
        resp.bytes().await.map(|b| b.to_vec()).map_err(|_| StatusCode::BAD_GATEWAY)
    }
}

async fn proxy_tile(params: TileParams, vendor: Arc<TileVendor>) -> Result<warp::reply::Response, Rejection> {
    match vendor.fetch(&params.src).await {
        Ok(bytes) => Ok(warp::reply::with_header(bytes, "content-type", "image/png").into_response()),
        Err(code) => Ok(warp::reply::with_status("tile unavailable", code).into_response()),
    }
}

pub fn routes(vendor: Arc<TileVendor>) -> impl Filter<Extract = (warp::reply::Response,), Error = Rejection> + Clone {
    warp::path!("map" / "tiles")
        .and(warp::get())
        .and(warp::query::<TileParams>())
        .and(warp::any().map(move || vendor.clone()))
        .and_then(proxy_tile)
}
