// A atlas layer preview program of the h64 set (cwe-918-ssrf).
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use base64::{engine::general_purpose::STANDARD, Engine};
use serde::{Deserialize, Serialize};
use std::time::Duration;

// Atlas editor: before a map maker saves a composition, the server fetches one
// sample tile per layer so the thumbnail can be built and broken sources flagged.
#[derive(Deserialize)]
struct Composition {
    title: String,
    center: TileCoord,
    layers: Vec<LayerSpec>,
}

#[derive(Deserialize, Clone, Copy)]
struct TileCoord {
    z: u8,
    x: u32,
    y: u32,
}

#[derive(Deserialize)]
struct LayerSpec {
    name: String,
    opacity: f32,
    source: Source,
}

#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum Source {
    Xyz { template: String },
    Wms { endpoint: String, layer: String },
}

#[derive(Serialize)]
struct LayerPreview {
    name: String,
    ok: bool,
    png_base64: Option<String>,
}

fn tile_url(source: &Source, c: TileCoord) -> String {
    match source {
        Source::Xyz { template } => template
            .replace("{z}", &c.z.to_string())
            .replace("{x}", &c.x.to_string())
            .replace("{y}", &c.y.to_string()),
        Source::Wms { endpoint, layer } => format!(
            "{}?SERVICE=WMS&REQUEST=GetMap&LAYERS={}&WIDTH=256&HEIGHT=256&FORMAT=image/png",
            endpoint, layer
        ),
    }
}

// tile providers the atlas is licensed to use
const TILE_HOSTS: &[&str] = &[
    "tile.openstreetmap.org",
    "tiles.stadiamaps.com",
    "basemap.nationalmap.gov",
    "ows.terrestris.de",
];

fn allowed_tile_url(raw: &str) -> Option<reqwest::Url> {
    let url = reqwest::Url::parse(raw).ok()?;
    let host = url.host_str()?;
    let known = TILE_HOSTS.iter().any(|h| host == *h);
    (url.scheme() == "https" && known && url.port().is_none()).then_some(url)
}

async fn preview(
    State(http): State<reqwest::Client>,
    Json(comp): Json<Composition>,
) -> Result<Json<Vec<LayerPreview>>, (StatusCode, String)> {
    if comp.layers.is_empty() || comp.layers.len() > 12 || comp.center.z > 20 {
        return Err((StatusCode::BAD_REQUEST, format!("{}: 1-12 layers, z <= 20", comp.title)));
    }
    let mut out = Vec::new();
    for layer in &comp.layers {
        let Some(url) = allowed_tile_url(&tile_url(&layer.source, comp.center)) else {
            out.push(LayerPreview { name: layer.name.clone(), ok: false, png_base64: None });
            continue;
        };
        let fetched = match http.get(url).send().await {
            Ok(resp) if resp.status().is_success() => resp.bytes().await.ok(),
            _ => None,
        };
        out.push(LayerPreview {
            name: layer.name.clone(),
            ok: fetched.is_some() && layer.opacity > 0.0,
            png_base64: fetched.map(|b| STANDARD.encode(b)),
        });
    }
    Ok(Json(out))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(5))
        .user_agent("atlas-editor/1.4")
        .redirect(reqwest::redirect::Policy::none())
        .build()?;
    let app = Router::new().route("/atlases/preview", post(preview)).with_state(http);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:8090").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
