// Weather map backend that proxies precipitation radar tiles from the national mosaic provider.
use axum::{
    body::Bytes,
    extract::{Query, State},
    http::{header, StatusCode},
    response::IntoResponse,
    routing::get,
    Router,
};
use serde::Deserialize;
use std::{sync::Arc, time::Duration};

const TILE_HOST: &str = "tiles.radar-mosaic.net";

#[derive(Deserialize)]
pub struct TileParams {
    src: String,
}

pub struct TileRequest {
    url: String,
}

impl TileRequest {
    pub fn from_params(p: TileParams) -> Result<Self, StatusCode> {
        let url = url::Url::parse(&p.src).map_err(|_| StatusCode::BAD_REQUEST)?;
        if url.scheme() != "https" || url.host_str() != Some(TILE_HOST) || url.port().is_some() {
            return Err(StatusCode::BAD_REQUEST);
        }
        Ok(TileRequest { url: url.to_string() })
    }
}

pub struct RadarTileClient {
    http: reqwest::Client,
}

impl RadarTileClient {
    pub fn new() -> Self {
        let http = reqwest::Client::builder().timeout(Duration::from_secs(8)).build().expect("http client");
        RadarTileClient { http }
    }

    pub async fn fetch(&self, req: &TileRequest) -> Result<Bytes, StatusCode> {
        let resp = self.http.get(&req.url).send().await.map_err(|_| StatusCode::BAD_GATEWAY)?;
        if !resp.status().is_success() {
            return Err(StatusCode::BAD_GATEWAY);
        }
        resp.bytes().await.map_err(|_| StatusCode::BAD_GATEWAY)
    }
}

async fn radar_tile(
    State(client): State<Arc<RadarTileClient>>,
    Query(params): Query<TileParams>,
) -> Result<impl IntoResponse, StatusCode> {
    let req = TileRequest::from_params(params)?;
    let png = client.fetch(&req).await?;
    Ok(([(header::CONTENT_TYPE, "image/png"), (header::CACHE_CONTROL, "max-age=300")], png))
}

pub fn router() -> Router {
    Router::new().route("/maps/radar/tile", get(radar_tile)).with_state(Arc::new(RadarTileClient::new()))
}
