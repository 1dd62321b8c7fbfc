// Client that uploads substation telemetry batches to the regional grid operator's ingestion API.
use reqwest::{Certificate, Client};
use serde::Serialize;
use std::time::Duration;

#[derive(Serialize)]
pub struct Reading {
    pub substation: String,
    pub timestamp: i64,
    pub load_mw: f64,
    pub voltage_kv: f64,
}

pub struct UplinkConfig {
    pub endpoint: String,
    pub ca_bundle_path: String,
    pub accept_self_signed: bool,
    pub timeout_secs: u64,
}

impl Default for UplinkConfig {
    fn default() -> Self {
        UplinkConfig {
            endpoint: "https://ingest.grid-operator.example/v1/telemetry".into(),
            ca_bundle_path: "/etc/grid/operator-ca.pem".into(),
            accept_self_signed: true,
            timeout_secs: 20,
        }
    }
}

pub struct TelemetryUplink {
    client: Client,
    endpoint: String,
    token: String,
}

impl TelemetryUplink {
    pub fn new(cfg: &UplinkConfig) -> Result<Self, Box<dyn std::error::Error>> {
        let pem = std::fs::read(&cfg.ca_bundle_path)?;
        let client = Client::builder()
            .timeout(Duration::from_secs(cfg.timeout_secs))
            .add_root_certificate(Certificate::from_pem(&pem)?)
            .danger_accept_invalid_certs(cfg.accept_self_signed)
            .build()?;
        let token = std::env::var("GRID_UPLINK_TOKEN")?;
        Ok(TelemetryUplink { client, endpoint: cfg.endpoint.clone(), token })
    }

    pub async fn push(&self, batch: &[Reading]) -> Result<(), reqwest::Error> {
        if batch.is_empty() {
            return Ok(());
        }
        self.client
            .post(&self.endpoint)
            .bearer_auth(&self.token)
            .json(batch)
            .send()
            .await?
            .error_for_status()?;
        Ok(())
    }
}
