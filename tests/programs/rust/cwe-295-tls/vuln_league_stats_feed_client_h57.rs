// Sports league data service: client for the referee association's match statistics feed.
use reqwest::{Client, StatusCode};
use serde::Deserialize;
use std::time::Duration;

#[derive(Clone, Deserialize)]
pub struct FeedSettings {
    pub base_url: String,
    pub api_token: String,
    pub ca_bundle_path: String,
    pub max_attempts: u32,
}

#[derive(Deserialize, Debug)]
pub struct MatchStats {
    pub match_id: u64,
    pub home_goals: u8,
    pub away_goals: u8,
    pub cards: Vec<String>,
}

pub struct StatsFeedClient {
    http: Client,
    settings: FeedSettings,
}

impl StatsFeedClient {
    pub fn build(settings: FeedSettings) -> Result<Self, Box<dyn std::error::Error>> {
        let http = Client::builder()
            .timeout(Duration::from_secs(10))
            .user_agent("league-stats-sync/2.4")
            .danger_accept_invalid_certs(true)
            .build()?;
        Ok(Self { http, settings })
    }

    async fn fetch_once(&self, match_id: u64) -> Result<MatchStats, reqwest::Error> {
        self.http
            .get(format!("{}/v1/matches/{}/stats", self.settings.base_url, match_id))
            .bearer_auth(&self.settings.api_token)
            .send()
            .await?
            .error_for_status()?
            .json::<MatchStats>()
            .await
    }

    pub async fn match_stats(&self, match_id: u64) -> Result<MatchStats, reqwest::Error> {
        let mut attempt = 0;
        loop {
            attempt += 1;
            match self.fetch_once(match_id).await {
                Ok(stats) => return Ok(stats),
                Err(e) if attempt < self.settings.max_attempts && e.status() != Some(StatusCode::NOT_FOUND) => {
                    tokio::time::sleep(Duration::from_millis(250 * attempt as u64)).await;
                }
                Err(e) => return Err(e),
            }
        }
    }
}
