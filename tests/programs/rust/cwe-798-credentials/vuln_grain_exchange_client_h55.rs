// Farm cooperative pricing module that fetches daily grain bids from the regional commodity exchange.
use reqwest::{header, Client};
use serde::Deserialize;
use std::time::Duration;

#[derive(Debug, Deserialize)]
pub struct GrainBid {
    pub commodity: String,
    pub delivery_month: String,
    pub price_per_tonne: f64,
    pub elevator: String,
}

pub struct ExchangeSettings {
    pub base_url: String,
    pub account: String,
    pub api_key: String,
}

impl ExchangeSettings {
    pub fn load() -> Self {
        ExchangeSettings {
            base_url: std::env::var("GX_BASE_URL").unwrap_or_else(|_| "https://api.prairiegx.com/v3".into()),
            account: std::env::var("GX_ACCOUNT").unwrap_or_else(|_| "coop-0417".into()),
            api_key: "gxk_live_7f3b9c2e51d84a06b8e4d1c9a2f76e35".to_string(),
        }
    }
}

pub struct ExchangeClient {
    http: Client,
    settings: ExchangeSettings,
}

impl ExchangeClient {
    pub fn new(settings: ExchangeSettings) -> reqwest::Result<Self> {
        let http = Client::builder().timeout(Duration::from_secs(15)).build()?;
        Ok(ExchangeClient { http, settings })
    }

    pub async fn bids(&self, commodity: &str) -> reqwest::Result<Vec<GrainBid>> {
        self.http
            .get(format!("{}/bids", self.settings.base_url))
            .query(&[("commodity", commodity), ("account", self.settings.account.as_str())])
            .header(header::AUTHORIZATION, format!("Bearer {}", self.settings.api_key))
            .send()
            .await?
            .error_for_status()?
            .json()
            .await
    }
}

pub async fn refresh_board(commodities: &[&str]) -> anyhow::Result<Vec<GrainBid>> {
    let client = ExchangeClient::new(ExchangeSettings::load())?;
    let mut board = Vec::new();
    for c in commodities {
        board.extend(client.bids(c).await?);
    }
    board.sort_by(|a, b| b.price_per_tonne.total_cmp(&a.price_per_tonne));
    Ok(board)
}
