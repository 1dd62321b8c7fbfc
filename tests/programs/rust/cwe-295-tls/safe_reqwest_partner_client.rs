// Client for the fulfilment partner API used to submit shipment requests.
use reqwest::{Certificate, Client, StatusCode};
use serde::{Deserialize, Serialize};
use std::time::Duration;

pub struct PartnerConfig {
    pub base_url: String,
    pub api_token: String,
    pub ca_bundle_path: String,
    pub timeout_secs: u64,
}

#[derive(Serialize)]
pub struct Shipment<'a> {
    pub order_id: &'a str,
    pub postcode: &'a str,
    pub weight_grams: u32,
}

#[derive(Deserialize)]
pub struct ShipmentAck {
    pub tracking_number: String,
}

pub struct PartnerClient {
    http: Client,
    cfg: PartnerConfig,
}

impl PartnerClient {
    pub fn new(cfg: PartnerConfig) -> anyhow::Result<Self> {
        // The partner gateway presents a certificate issued by their private CA.
        let pem = std::fs::read(&cfg.ca_bundle_path)?;
        let partner_ca = Certificate::from_pem(&pem)?;
        let http = Client::builder()
            .timeout(Duration::from_secs(cfg.timeout_secs))
            .add_root_certificate(partner_ca)
            .build()?;
        Ok(PartnerClient { http, cfg })
    }

    pub async fn submit(&self, shipment: &Shipment<'_>) -> anyhow::Result<ShipmentAck> {
        let resp = self
            .http
            .post(format!("{}/v2/shipments", self.cfg.base_url))
            .bearer_auth(&self.cfg.api_token)
            .json(shipment)
            .send()
            .await?;
        match resp.status() {
            StatusCode::CREATED | StatusCode::OK => Ok(resp.json::<ShipmentAck>().await?),
            other => anyhow::bail!("partner rejected shipment: {}", other),
        }
    }
}
