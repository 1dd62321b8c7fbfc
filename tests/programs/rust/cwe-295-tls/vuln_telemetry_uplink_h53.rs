// Background client that uploads irrigation soil-moisture telemetry batches to the cooperative's ingestion API.
use std::{error::Error, time::Duration};

use reqwest::Client;
use serde::Serialize;

#[derive(Serialize, Clone)]
pub struct MoistureReading {
    pub probe_id: String,
    pub depth_cm: u16,
    pub vwc_percent: f32,
    pub recorded_at: i64,
}

pub struct UplinkConfig {
    pub endpoint: String,
    pub api_key: String,
    pub ca_bundle: String,
}

impl UplinkConfig {
    pub fn from_env() -> Result<Self, std::env::VarError> {
        Ok(UplinkConfig {
            endpoint: std::env::var("UPLINK_ENDPOINT")?,
            api_key: std::env::var("UPLINK_API_KEY")?,
            ca_bundle: std::env::var("UPLINK_CA_BUNDLE").unwrap_or_else(|_| "/etc/coop/ca.pem".into()),
        })
    }
}

pub struct TelemetryUplink {
    client: Client,
    cfg: UplinkConfig,
    buffer: Vec<MoistureReading>,
}

impl TelemetryUplink {
    pub fn new(cfg: UplinkConfig) -> Result<Self, Box<dyn Error>> {
        let client = Client::builder()
            .timeout(Duration::from_secs(20))
            .danger_accept_invalid_certs(true)
            .build()?;
        Ok(TelemetryUplink { client, cfg, buffer: Vec::new() })
    }

    pub fn record(&mut self, reading: MoistureReading) {
        self.buffer.push(reading);
    }

    pub async fn flush(&mut self) -> reqwest::Result<usize> {
        if self.buffer.is_empty() {
            return Ok(0);
        }
        let batch = std::mem::take(&mut self.buffer);
        self.client
            .post(format!("{}/v1/moisture", self.cfg.endpoint))
            .bearer_auth(&self.cfg.api_key)
            .json(&batch)
            .send()
            .await?
            .error_for_status()?;
        Ok(batch.len())
    }
}
