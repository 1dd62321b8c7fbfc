// A harvest report upload program of the h71 set (cwe-319-cleartext).
use std::time::Duration;

use chrono::{NaiveDate, Utc};
use reqwest::{Client, Url};
use serde::Serialize;
use tokio::time::{interval, MissedTickBehavior};

#[derive(Serialize)]
struct HarvestReturn {
    licence: String,
    date: NaiveDate,
    lots: Vec<Lot>,
}

#[derive(Serialize)]
struct Lot {
    bed: String,
    dozens: u32,
    classification: char,
}

#[derive(Debug, thiserror::Error)]
enum JobError {
    #[error("registry endpoint is not usable: {0}")]
    Endpoint(String),
    #[error("registry token missing")]
    Token,
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}

struct Config {
    endpoint: Url,
    token: String,
    licence: String,
}

fn load_config() -> Result<Config, JobError> {
    let raw = std::env::var("REGISTRY_ENDPOINT")
        .unwrap_or_else(|_| "https://returns.shellfishregistry.org/api/v2/harvests".to_string());
    let endpoint = Url::parse(&raw).map_err(|e| JobError::Endpoint(e.to_string()))?;
    if endpoint.scheme() != "https" {
        return Err(JobError::Endpoint(format!("{endpoint} is not https")));
    }
    let token = std::env::var("REGISTRY_TOKEN").map_err(|_| JobError::Token)?;
    let licence = std::env::var("FARM_LICENCE").unwrap_or_else(|_| "SF-0412".into());
    Ok(Config { endpoint, token, licence })
}

fn todays_lots() -> Vec<Lot> {
    // pulled from the grading shed tablet export in production
    vec![
        Lot { bed: "North Flats 3".into(), dozens: 140, classification: 'B' },
        Lot { bed: "Creek Mouth 1".into(), dozens: 85, classification: 'A' },
    ]
}

async fn file_return(client: &Client, cfg: &Config) -> Result<(), JobError> {
    let body = HarvestReturn {
        licence: cfg.licence.clone(),
        date: Utc::now().date_naive(),
        lots: todays_lots(),
    };
    client
        .post(cfg.endpoint.clone())
        .bearer_auth(&cfg.token)
        .json(&body)
        .send()
        .await?
        .error_for_status()?;
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), JobError> {
    tracing_subscriber::fmt::init();
    let cfg = load_config()?;
    let client = Client::builder()
        .timeout(Duration::from_secs(30))
        .https_only(true)
        .build()?;

    let mut tick = interval(Duration::from_secs(24 * 60 * 60));
    tick.set_missed_tick_behavior(MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        match file_return(&client, &cfg).await {
            Ok(()) => tracing::info!("harvest return filed"),
            Err(e) => tracing::error!(error = %e, "harvest return failed, retrying tomorrow"),
        }
    }
}
