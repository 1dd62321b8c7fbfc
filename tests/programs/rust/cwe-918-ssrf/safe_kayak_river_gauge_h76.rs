// A river kayak outfitter gauge reading proxy program of the h76 set (cwe-918-ssrf).
use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Router,
};
use reqwest::{redirect::Policy, Url};
use serde::Deserialize;

struct GaugeFetcher {
    client: reqwest::Client,
    allowed_hosts: HashSet<&'static str>,
}

impl GaugeFetcher {
    fn new(allowed_hosts: &[&'static str]) -> reqwest::Result<Self> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(8))
            .redirect(Policy::none())
            .build()?;
        Ok(Self { client, allowed_hosts: allowed_hosts.iter().copied().collect() })
    }

    /// Accepts only https URLs on the published gauge providers, default port.
    fn vetted(&self, raw: &str) -> Option<Url> {
        let url = Url::parse(raw).ok()?;
        let host = url.host_str()?;
        let ok = url.scheme() == "https" && url.port().is_none() && self.allowed_hosts.contains(host);
        ok.then_some(url)
    }

    async fn fetch(&self, url: Url) -> Result<String, StatusCode> {
        let response = self.client.get(url).send().await.map_err(|_| StatusCode::BAD_GATEWAY)?;
        if !response.status().is_success() {
            return Err(StatusCode::BAD_GATEWAY);
        }
        response.text().await.map_err(|_| StatusCode::BAD_GATEWAY)
    }

    async fn fetch_vetted(&self, raw: &str) -> Result<String, StatusCode> {
        let url = self.vetted(raw).ok_or(StatusCode::BAD_REQUEST)?;
        self.fetch(url).await
    }
}

#[derive(Deserialize)]
struct GaugeParams {
    source: String,
}

/// Live water level for the trip board in the shop.
async fn reading(
    State(fetcher): State<Arc<GaugeFetcher>>,
    Query(params): Query<GaugeParams>,
) -> Result<String, StatusCode> {
    fetcher.fetch_vetted(&params.source).await
}

/// Lets guides preview a new gauge feed before adding it to a trip page.
async fn preview(
    State(fetcher): State<Arc<GaugeFetcher>>,
    Query(params): Query<GaugeParams>,
) -> Result<String, StatusCode> {
    let body = fetcher.fetch_vetted(&params.source).await?;
    Ok(body.chars().take(2_000).collect())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let fetcher = Arc::new(GaugeFetcher::new(&[
        "waterservices.usgs.gov",
        "wateroffice.ec.gc.ca",
        "environment.data.gov.uk",
    ])?);
    let app = Router::new()
        .route("/gauges/reading", get(reading))
        .route("/gauges/preview", get(preview))
        .with_state(fetcher);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8190").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
