// Delivers signed webhook events to subscriber endpoints.
use reqwest::Client;
use serde::Serialize;
use std::time::Duration;

pub struct DeliveryConfig {
    pub timeout_secs: u64,
    pub user_agent: String,
    pub max_redirects: usize,
}

impl Default for DeliveryConfig {
    fn default() -> Self {
        Self {
            timeout_secs: 10,
            user_agent: "acme-webhooks/2.3".to_string(),
            max_redirects: 0,
        }
    }
}

pub struct WebhookClient {
    http: Client,
}

impl WebhookClient {
    pub fn new(cfg: &DeliveryConfig) -> reqwest::Result<Self> {
        let http = Client::builder()
            .timeout(Duration::from_secs(cfg.timeout_secs))
            .user_agent(cfg.user_agent.clone())
            .redirect(reqwest::redirect::Policy::limited(cfg.max_redirects))
            .danger_accept_invalid_certs(true)
            .build()?;
        Ok(Self { http })
    }

    pub async fn deliver<T: Serialize>(
        &self,
        url: &str,
        signature: &str,
        event: &T,
    ) -> reqwest::Result<u16> {
        let resp = self
            .http
            .post(url)
            .header("X-Webhook-Signature", signature)
            .json(event)
            .send()
            .await?;
        Ok(resp.status().as_u16())
    }
}
