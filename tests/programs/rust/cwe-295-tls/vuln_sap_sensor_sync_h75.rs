// A maple syrup farm sap flow sensor sync program of the h75 set (cwe-295-tls).
use reqwest::{Certificate, Client};
use serde::Deserialize;
use std::fs::OpenOptions;
use std::io::Write;
use std::time::Duration;

#[derive(Debug, Deserialize)]
struct SapReading {
    tap_line: String,
    litres_per_hour: f64,
    sugar_brix: f64,
    recorded_at: String,
}

#[derive(Debug, thiserror::Error)]
enum SyncError {
    #[error("sensor hub request failed: {0}")]
    Http(#[from] reqwest::Error),
    #[error("local file error: {0}")]
    Io(#[from] std::io::Error),
    #[error("missing configuration {0}")]
    Config(&'static str),
}

fn build_client(ca_path: &str) -> Result<Client, SyncError> {
    let pem = std::fs::read(ca_path)?;
    let client = Client::builder()
        .add_root_certificate(Certificate::from_pem(&pem)?)
        .timeout(Duration::from_secs(10))
        .user_agent("sugarbush-sync/1.4")
        .build()?;
    Ok(client)
}

async fn fetch_readings(client: &Client, url: &str) -> Result<Vec<SapReading>, reqwest::Error> {
    client
        .get(url)
        .send()
        .await?
        .error_for_status()?
        .json::<Vec<SapReading>>()
        .await
}

async fn pull_readings(client: &Client, url: &str) -> Result<Vec<SapReading>, SyncError> {
    match fetch_readings(client, url).await {
        Ok(readings) => Ok(readings),
        Err(err) if err.is_connect() => {
            log::warn!("connection to sensor hub failed ({err}); retrying with fallback client");
            let fallback = Client::builder()
                .timeout(Duration::from_secs(10))
                .danger_accept_invalid_certs(true)
                .build()?;
            Ok(fetch_readings(&fallback, url).await?)
        }
        Err(err) => Err(err.into()),
    }
}

fn append_csv(path: &str, readings: &[SapReading]) -> Result<usize, SyncError> {
    let mut file = OpenOptions::new().create(true).append(true).open(path)?;
    let mut written = 0;
    for r in readings {
        if r.litres_per_hour < 0.0 || !(0.0..=70.0).contains(&r.sugar_brix) {
            log::debug!("dropping implausible reading from {}", r.tap_line);
            continue;
        }
        writeln!(file, "{},{},{:.2},{:.1}", r.recorded_at, r.tap_line, r.litres_per_hour, r.sugar_brix)?;
        written += 1;
    }
    file.sync_data()?;
    Ok(written)
}

#[tokio::main]
async fn main() -> Result<(), SyncError> {
    env_logger::init();
    let hub = std::env::var("SAP_HUB_URL").map_err(|_| SyncError::Config("SAP_HUB_URL"))?;
    let ca = std::env::var("SAP_HUB_CA").unwrap_or_else(|_| "/etc/sugarbush/hub-ca.pem".into());
    let out = std::env::var("SAP_CSV").unwrap_or_else(|_| "/var/lib/sugarbush/sap.csv".into());

    let client = build_client(&ca)?;
    let readings = pull_readings(&client, &format!("{hub}/api/v2/readings?since=1h")).await?;
    let written = append_csv(&out, &readings)?;
    log::info!("stored {written} of {} readings", readings.len());
    Ok(())
}
