// A tide poller program of the h69 set (cwe-295-tls).
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use reqwest::Client;
use serde::Deserialize;
use tokio::sync::RwLock;

const FEED_BASE: &str = "https://api.tidewatch-marine.net/v3";
const STATIONS: &[&str] = &["north-mole", "coal-wharf", "ferry-basin"];

#[derive(Clone, Debug, Deserialize)]
struct TideReading {
    station: String,
    height_m: f32,
    current_kn: f32,
    observed_at: String,
}

struct TideFeedClient {
    http: Client,
    base_url: String,
    api_key: String,
}

impl TideFeedClient {
    fn new(base_url: &str, api_key: String) -> reqwest::Result<Self> {
        let http = Client::builder()
            .timeout(Duration::from_secs(10))
            .user_agent("tow-planner/2.3")
            .danger_accept_invalid_certs(true)
            .build()?;
        Ok(Self {
            http,
            base_url: base_url.trim_end_matches('/').to_owned(),
            api_key,
        })
    }

    async fn latest(&self, station: &str) -> reqwest::Result<TideReading> {
        self.http
            .get(format!("{}/stations/{}/latest", self.base_url, station))
            .bearer_auth(&self.api_key)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await
    }
}

type Board = Arc<RwLock<HashMap<String, TideReading>>>;

/// Scheduled every five minutes; the dispatcher screen reads from `board`.
async fn poll_tides(feed: TideFeedClient, board: Board) {
    let mut every = tokio::time::interval(Duration::from_secs(300));
    loop {
        every.tick().await;
        for station in STATIONS {
            match feed.latest(station).await {
                Ok(reading) => {
                    board.write().await.insert(reading.station.clone(), reading);
                }
                Err(e) => tracing::warn!(station, error = %e, "tide feed unavailable"),
            }
        }
        let snapshot = board.read().await;
        for r in snapshot.values() {
            let window = if r.current_kn.abs() < 1.5 && r.height_m > 2.0 { "open" } else { "closed" };
            tracing::info!(station = %r.station, at = %r.observed_at, window, "tow window");
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let api_key = std::env::var("TIDEWATCH_API_KEY")?;
    let feed = TideFeedClient::new(FEED_BASE, api_key)?;
    let board: Board = Arc::new(RwLock::new(HashMap::new()));

    let poller = tokio::spawn(poll_tides(feed, board.clone()));
    poller.await?;
    Ok(())
}
