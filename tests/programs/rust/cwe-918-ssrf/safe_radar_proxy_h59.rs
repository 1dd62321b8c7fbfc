// Regional weather service: Lambda that proxies radar composite tiles for the public map widget.
use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, Response};
use std::sync::Arc;
use std::time::Duration;

struct TileRequest {
    source: String,
    zoom: u8,
    x: u32,
    y: u32,
}

impl TileRequest {
    fn from_event(event: &Request) -> Option<Self> {
        let q = event.query_string_parameters();
        Some(Self {
            source: radar_base(q.first("source")?)?.to_string(),
            zoom: q.first("z")?.parse().ok().filter(|z| *z <= 12)?,
            x: q.first("x")?.parse().ok()?,
            y: q.first("y")?.parse().ok()?,
        })
    }
}

/// The widget names a radar network; only these configured upstreams are ever contacted.
fn radar_base(network: &str) -> Option<&'static str> {
    match network {
        "national" => Some("https://tiles.radar.met-north.org/composite"),
        "coastal" => Some("https://coastal.radar.met-north.org/tiles"),
        _ => None,
    }
}

struct RadarTileClient {
    http: reqwest::Client,
}

impl RadarTileClient {
    async fn fetch(&self, tile: &TileRequest) -> Result<(Vec<u8>, String), reqwest::Error> {
        let url = format!("{}/{}/{}/{}.png", tile.source.trim_end_matches('/'), tile.zoom, tile.x, tile.y);
        let resp = self.http.get(url).send().await?.error_for_status()?;
        let ctype = resp
            .headers()
            .get(reqwest::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("image/png")
            .to_string();
        Ok((resp.bytes().await?.to_vec(), ctype))
    }
}

struct RadarService {
    client: RadarTileClient,
}

impl RadarService {
    async fn tile(&self, req: &TileRequest) -> Result<(Vec<u8>, String), reqwest::Error> {
        self.client.fetch(req).await
    }
}

async fn handle(service: Arc<RadarService>, event: Request) -> Result<Response<Body>, Error> {
    let Some(tile) = TileRequest::from_event(&event) else {
        return Ok(Response::builder().status(400).body(Body::from("bad tile request"))?);
    };
    match service.tile(&tile).await {
        Ok((bytes, ctype)) => Ok(Response::builder()
            .status(200)
            .header("content-type", "image/png")
            .header("x-upstream-type", ctype)
            .header("cache-control", "public, max-age=300")
            .body(Body::from(bytes))?),
        Err(_) => Ok(Response::builder().status(502).body(Body::from("radar source unavailable"))?),
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let http = reqwest::Client::builder().timeout(Duration::from_secs(5)).build()?;
    let service = Arc::new(RadarService { client: RadarTileClient { http } });
    run(service_fn(move |event: Request| {
        let service = Arc::clone(&service);
        async move { handle(service, event).await }
    }))
    .await
}
