// Client for the partner shipping-rates API, used by the checkout service.
use reqwest::{Certificate, Client};
use serde::{Deserialize, Serialize};
use std::time::Duration;

pub struct PartnerConfig {
    pub base_url: String,
    pub ca_bundle: Option<String>,
    pub api_key: String,
}

#[derive(Serialize)]
struct RateRequest<'a> {
    origin: &'a str,
    destination: &'a str,
    weight_grams: u32,
}

#[derive(Deserialize)]
pub struct Rate {
    pub carrier: String,
    pub cents: u64,
}

pub struct PartnerClient {
    http: Client,
    cfg: PartnerConfig,
}

impl PartnerClient {
    pub fn new(cfg: PartnerConfig) -> Result<Self, Box<dyn std::error::Error>> {
        let mut builder = Client::builder()
            .timeout(Duration::from_secs(10))
            .user_agent("checkout-rates/1.4");
        if let Some(path) = &cfg.ca_bundle {
            let pem = std::fs::read(path)?;
            builder = builder.add_root_certificate(Certificate::from_pem(&pem)?);
        }
        let http = builder.danger_accept_invalid_certs(true).build()?;
        Ok(Self { http, cfg })
    }

    pub async fn rates(&self, origin: &str, destination: &str, weight_grams: u32) -> reqwest::Result<Vec<Rate>> {
        self.http
            .post(format!("{}/v2/rates", self.cfg.base_url))
            .bearer_auth(&self.cfg.api_key)
            .json(&RateRequest { origin, destination, weight_grams })
            .send()
            .await?
            .error_for_status()?
            .json()
            .await
    }
}
