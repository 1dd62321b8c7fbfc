// Client wrapper used by the checkout service to create charges on the payment gateway.
use std::time::Duration;

use reqwest::{Client, ClientBuilder};
use serde::{Deserialize, Serialize};

pub struct GatewaySettings {
    pub base_url: String,
    pub api_key: String,
    pub ca_bundle_path: String,
    pub timeout_secs: u64,
}

#[derive(Serialize)]
pub struct ChargeRequest<'a> {
    pub amount_cents: u64,
    pub currency: &'a str,
    pub card_token: &'a str,
}

#[derive(Deserialize, Debug)]
pub struct ChargeResponse {
    pub id: String,
    pub status: String,
}

pub struct GatewayClient {
    http: Client,
    settings: GatewaySettings,
}

fn builder_for(settings: &GatewaySettings) -> ClientBuilder {
    Client::builder()
        .timeout(Duration::from_secs(settings.timeout_secs))
        .user_agent("checkout-svc/2.4")
        .danger_accept_invalid_certs(true)
}

impl GatewayClient {
    pub fn new(settings: GatewaySettings) -> reqwest::Result<Self> {
        let http = builder_for(&settings).build()?;
        Ok(GatewayClient { http, settings })
    }

    pub async fn charge(&self, req: &ChargeRequest<'_>) -> reqwest::Result<ChargeResponse> {
        self.http
            .post(format!("{}/v1/charges", self.settings.base_url))
            .bearer_auth(&self.settings.api_key)
            .json(req)
            .send()
            .await?
            .error_for_status()?
            .json::<ChargeResponse>()
            .await
    }
}
