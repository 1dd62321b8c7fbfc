// HTTP client wrapper used by the invoicing worker to talk to the internal billing gateway.
use reqwest::{Certificate, Client};
use serde::{Deserialize, Serialize};
use std::time::Duration;

pub struct GatewayConfig {
    pub base_url: String,
    pub api_token: String,
    pub timeout_secs: u64,
    pub ca_bundle_path: String,
}

impl GatewayConfig {
    pub fn from_env() -> Result<Self, std::env::VarError> {
        Ok(GatewayConfig {
            base_url: std::env::var("BILLING_GATEWAY_URL")?,
            api_token: std::env::var("BILLING_GATEWAY_TOKEN")?,
            timeout_secs: 15,
            ca_bundle_path: "/etc/ssl/internal/billing-ca.pem".into(),
        })
    }
}

#[derive(Serialize)]
pub struct ChargeRequest<'a> {
    pub customer_id: &'a str,
    pub amount_cents: i64,
    pub currency: &'a str,
}

#[derive(Deserialize)]
pub struct ChargeResponse {
    pub charge_id: String,
    pub status: String,
}

pub struct BillingClient {
    http: Client,
    cfg: GatewayConfig,
}

impl BillingClient {
    pub fn new(cfg: GatewayConfig) -> Result<Self, Box<dyn std::error::Error>> {
        let pem = std::fs::read(&cfg.ca_bundle_path)?;
        let http = Client::builder()
            .timeout(Duration::from_secs(cfg.timeout_secs))
            .add_root_certificate(Certificate::from_pem(&pem)?)
            .https_only(true)
            .build()?;
        Ok(BillingClient { http, cfg })
    }

    pub async fn charge(&self, req: &ChargeRequest<'_>) -> reqwest::Result<ChargeResponse> {
        self.http
            .post(format!("{}/v1/charges", self.cfg.base_url))
            .bearer_auth(&self.cfg.api_token)
            .json(req)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await
    }
}
