// A sensor feed proxy program of the h71 set (cwe-918-ssrf).
use std::time::Duration;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    routing::post,
    Json, Router,
};
use reqwest::{redirect::Policy, Client, Url};
use serde::Deserialize;

const FEED_HOSTS: &[&str] = &["telemetry.brinewatch.io", "api.tidalsense.net"];

#[derive(Deserialize)]
struct PreviewRequest {
    feed_url: String,
}

#[derive(Debug, thiserror::Error)]
enum FeedError {
    #[error("feed url could not be parsed")]
    Unparseable(#[from] url::ParseError),
    #[error("feed must be https from a supported sensor vendor")]
    NotSupported,
    #[error("sensor vendor did not answer: {0}")]
    Upstream(#[from] reqwest::Error),
}

impl IntoResponse for FeedError {
    fn into_response(self) -> Response {
        let status = match self {
            FeedError::Unparseable(_) | FeedError::NotSupported => StatusCode::BAD_REQUEST,
            FeedError::Upstream(_) => StatusCode::BAD_GATEWAY,
        };
        (status, self.to_string()).into_response()
    }
}

fn vendor_feed(raw: &str) -> Result<Url, FeedError> {
    let url = Url::parse(raw)?;
    let host_ok = url
        .host_str()
        .is_some_and(|h| FEED_HOSTS.contains(&h));
    if url.scheme() != "https" || !host_ok || url.port().is_some() {
        return Err(FeedError::NotSupported);
    }
    Ok(url)
}

async fn preview_feed(
    State(client): State<Client>,
    Path(bed_id): Path<u32>,
    Json(req): Json<PreviewRequest>,
) -> Result<Json<serde_json::Value>, FeedError> {
    let url = match vendor_feed(&req.feed_url) {
        Ok(url) => url,
        Err(e) => {
            tracing::warn!(bed_id, error = %e, "feed url failed vendor check");
            return Err(e);
        }
    };

    let readings: serde_json::Value = client
        .get(url)
        .query(&[("limit", "24")])
        .send()
        .await?
        .error_for_status()?
        .json()
        .await?;

    Ok(Json(serde_json::json!({ "bed": bed_id, "sample": readings })))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let client = Client::builder()
        .timeout(Duration::from_secs(8))
        .redirect(Policy::none())
        .build()?;
    let app = Router::new()
        .route("/beds/{bed_id}/feed-preview", post(preview_feed))
        .with_state(client);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8443").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
