// Edge gateway uplink that batches sensor telemetry and posts it to the fleet ingestion API over HTTPS.
use std::time::Duration;

use reqwest::{Certificate, Client, ClientBuilder};
use serde::Serialize;

#[derive(Serialize)]
pub struct Sample {
    pub sensor: String,
    pub ts: i64,
    pub value: f32,
}

pub struct UplinkConfig {
    pub ingest_url: String,
    pub fleet_ca_pem: Vec<u8>,
    pub device_token: String,
}

pub struct Uplink {
    client: Client,
    cfg: UplinkConfig,
}

impl Uplink {
    pub fn new(cfg: UplinkConfig) -> anyhow::Result<Self> {
        let ca = Certificate::from_pem(&cfg.fleet_ca_pem)?;
        let client = ClientBuilder::new()
            .add_root_certificate(ca)
            .tls_built_in_root_certs(false)
            .https_only(true)
            .connect_timeout(Duration::from_secs(5))
            .timeout(Duration::from_secs(20))
            .user_agent("fleet-gw/2.3")
            .build()?;
        Ok(Self { client, cfg })
    }

    pub async fn flush(&self, batch: &[Sample]) -> anyhow::Result<()> {
        if batch.is_empty() {
            return Ok(());
        }
        let resp = self
            .client
            .post(&self.cfg.ingest_url)
            .bearer_auth(&self.cfg.device_token)
            .json(batch)
            .send()
            .await?;
        resp.error_for_status()?;
        Ok(())
    }
}
