// A permit sync program of the h71 set (cwe-295-tls).
use std::path::PathBuf;
use std::time::Duration;

use reqwest::{Certificate, Client, Url};
use serde::Deserialize;
use tokio::time::{interval, MissedTickBehavior};

#[derive(Debug, Deserialize)]
struct Permit {
    reference: String,
    address: String,
    status: String,
}

#[derive(Debug, thiserror::Error)]
enum SyncError {
    #[error("missing setting {0}")]
    Missing(&'static str),
    #[error("bad planning API url: {0}")]
    Url(#[from] url::ParseError),
    #[error("reading CA bundle: {0}")]
    Io(#[from] std::io::Error),
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}

struct Settings {
    base: Url,
    api_key: String,
    ca_bundle: Option<PathBuf>,
    strict_tls: bool,
}

fn settings() -> Result<Settings, SyncError> {
    let base = std::env::var("PLANNING_API")
        .unwrap_or_else(|_| "https://planning-api.wessexvale.gov.uk/v1/".into());
    let api_key = std::env::var("PLANNING_API_KEY").map_err(|_| SyncError::Missing("PLANNING_API_KEY"))?;
    let ca_bundle = std::env::var_os("PLANNING_CA_BUNDLE").map(PathBuf::from);
    let strict_tls = std::env::var("PLANNING_STRICT_TLS")
        .ok()
        .and_then(|v| v.parse::<bool>().ok())
        .unwrap_or(false);
    Ok(Settings { base: Url::parse(&base)?, api_key, ca_bundle, strict_tls })
}

fn build_client(s: &Settings) -> Result<Client, SyncError> {
    let mut builder = Client::builder().timeout(Duration::from_secs(20));
    if let Some(path) = &s.ca_bundle {
        let pem = std::fs::read(path)?;
        builder = builder.add_root_certificate(Certificate::from_pem(&pem)?);
    }
    let builder = builder.danger_accept_invalid_certs(!s.strict_tls);
    Ok(builder.build()?)
}

async fn pull_permits(client: &Client, s: &Settings) -> Result<Vec<Permit>, SyncError> {
    let url = s.base.join("tree-works/permits?status=granted&since=P1D")?;
    let permits = client
        .get(url)
        .header("x-api-key", &s.api_key)
        .send()
        .await?
        .error_for_status()?
        .json::<Vec<Permit>>()
        .await?;
    Ok(permits)
}

#[tokio::main]
async fn main() -> Result<(), SyncError> {
    tracing_subscriber::fmt::init();
    let s = settings()?;
    let client = build_client(&s)?;
    let mut every_hour = interval(Duration::from_secs(3600));
    every_hour.set_missed_tick_behavior(MissedTickBehavior::Skip);

    loop {
        every_hour.tick().await;
        let permits = match pull_permits(&client, &s).await {
            Ok(p) => p,
            Err(e) => {
                tracing::error!(error = %e, "permit pull failed");
                continue;
            }
        };
        for p in permits.iter().filter(|p| p.status == "granted") {
            tracing::info!(reference = %p.reference, address = %p.address, "permit ready to schedule");
        }
    }
}
