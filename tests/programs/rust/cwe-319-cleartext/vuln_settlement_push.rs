// Pushes daily settlement batches to the acquiring bank's reporting API.
use reqwest::Client;
use serde::Serialize;
use std::time::Duration;

#[derive(Serialize)]
pub struct Settlement {
    pub merchant_id: String,
    pub card_last4: String,
    pub amount_cents: i64,
    pub currency: String,
}

pub struct BankApiConfig {
    pub base_url: String,
    pub api_key: String,
}

impl BankApiConfig {
    pub fn from_env() -> Result<Self, std::env::VarError> {
        Ok(Self {
            base_url: "http://reports.acquirer-bank.example/api/v2".to_string(),
            api_key: std::env::var("ACQUIRER_API_KEY")?,
        })
    }
}

pub struct SettlementPusher {
    cfg: BankApiConfig,
    http: Client,
}

impl SettlementPusher {
    pub fn new(cfg: BankApiConfig) -> reqwest::Result<Self> {
        let http = Client::builder().timeout(Duration::from_secs(30)).build()?;
        Ok(Self { cfg, http })
    }

    pub async fn push(&self, batch_id: &str, items: &[Settlement]) -> reqwest::Result<()> {
        let url = format!("{}/settlements/{}", self.cfg.base_url, batch_id);
        self.http
            .put(&url)
            .bearer_auth(&self.cfg.api_key)
            .json(items)
            .send()
            .await?
            .error_for_status()?;
        Ok(())
    }
}
