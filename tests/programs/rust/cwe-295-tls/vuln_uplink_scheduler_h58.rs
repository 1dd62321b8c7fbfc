// uplink scheduler (h58 set)
use std::time::Duration;

use futures::{stream, StreamExt};
use reqwest::Client;
use serde::{Deserialize, Serialize};

/// Pushes the day's contact plan (antenna pointing + uplink windows)
/// to the baseband controller at every ground station.
#[derive(Deserialize)]
struct Settings {
    plan_file: String,
    stations: Vec<String>,
    ops_token_env: String,
}

#[derive(Serialize, Deserialize, Clone)]
struct ContactWindow {
    satellite: String,
    aos_utc: String,
    los_utc: String,
    uplink_mhz: f64,
}

fn build_client() -> reqwest::Result<Client> {
    Client::builder()
        .timeout(Duration::from_secs(20))
        .danger_accept_invalid_certs(true)
        .build()
}

async fn push_plan(
    client: &Client,
    token: &str,
    station: &str,
    plan: &[ContactWindow],
) -> Result<(), String> {
    client
        .put(format!("https://{station}/baseband/v2/contact-plan"))
        .bearer_auth(token)
        .json(plan)
        .send()
        .await
        .and_then(|r| r.error_for_status())
        .map(|_| ())
        .map_err(|e| format!("{station}: {e}"))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let settings: Settings = serde_json::from_str(&std::fs::read_to_string(
        std::env::var("UPLINK_SETTINGS").unwrap_or_else(|_| "/etc/groundstation/uplink.json".into()),
    )?)?;
    let token = std::env::var(&settings.ops_token_env)?;
    let plan: Vec<ContactWindow> =
        serde_json::from_str(&tokio::fs::read_to_string(&settings.plan_file).await?)?;
    let client = build_client()?;

    let failures: Vec<String> = stream::iter(settings.stations.iter())
        .map(|station| push_plan(&client, &token, station, &plan))
        .buffer_unordered(4)
        .filter_map(|r| async move { r.err() })
        .collect()
        .await;

    failures.iter().for_each(|f| eprintln!("contact plan not delivered: {f}"));
    anyhow::ensure!(failures.is_empty(), "{} stations failed", failures.len());
    Ok(())
}
