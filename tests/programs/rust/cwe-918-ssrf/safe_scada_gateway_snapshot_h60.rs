// Wind farm dashboard: the operator UI asks the backend to pull the live
// snapshot from a cluster's SCADA gateway, which browsers cannot reach directly.
use std::time::Duration;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use reqwest::Client;
use serde::Deserialize;
use serde_json::Value;
use url::Url;

const GATEWAYS: [&str; 3] = [
    "gw-north.ridgeline-wind.net",
    "gw-south.ridgeline-wind.net",
    "gw-offshore.ridgeline-wind.net",
];

#[derive(Deserialize)]
struct SnapshotQuery {
    gateway: String,
}

fn gateway_url(raw: &str) -> Option<Url> {
    Url::parse(raw.trim())
        .ok()
        .filter(|url| matches!(url.scheme(), "http" | "https"))
        .filter(|url| url.host_str().is_some_and(|host| GATEWAYS.contains(&host)))
}

async fn snapshot(
    State(client): State<Client>,
    Query(query): Query<SnapshotQuery>,
) -> Result<Json<Value>, (StatusCode, &'static str)> {
    let target = gateway_url(&query.gateway)
        .ok_or((StatusCode::BAD_REQUEST, "unknown SCADA gateway"))?;

    client
        .get(target)
        .send()
        .await
        .and_then(|resp| resp.error_for_status())
        .map_err(|_| (StatusCode::BAD_GATEWAY, "gateway did not answer"))?
        .json::<Value>()
        .await
        .map(Json)
        .map_err(|_| (StatusCode::BAD_GATEWAY, "gateway sent malformed data"))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::builder().timeout(Duration::from_secs(5)).build()?;
    let app = Router::new()
        .route("/clusters/snapshot", get(snapshot))
        .with_state(client);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8300").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
