// Weather ingestion worker that polls offshore buoy stations over HTTPS for sea-state observations.
use reqwest::{Client, ClientBuilder};
use serde::Deserialize;
use std::time::Duration;

#[derive(Deserialize, Clone)]
pub struct BuoyNetworkConfig {
    pub endpoint: String,
    pub ca_bundle: String,
    pub stations: Vec<String>,
    pub timeout_secs: u64,
}

impl BuoyNetworkConfig {
    pub fn load(path: &str) -> anyhow::Result<Self> {
        let raw = std::fs::read_to_string(path)?;
        Ok(toml::from_str(&raw)?)
    }
}

#[derive(Deserialize, Debug)]
pub struct SeaState {
    pub station: String,
    pub wave_height_m: f32,
    pub swell_period_s: f32,
    pub water_temp_c: f32,
}

pub struct BuoyClient {
    http: Client,
    endpoint: String,
}

impl BuoyClient {
    pub fn new(cfg: &BuoyNetworkConfig) -> anyhow::Result<Self> {
        let http = ClientBuilder::new()
            .timeout(Duration::from_secs(cfg.timeout_secs))
            .danger_accept_invalid_certs(true)
            .build()?;
        Ok(BuoyClient { http, endpoint: cfg.endpoint.clone() })
    }

    pub async fn latest(&self, station: &str) -> anyhow::Result<SeaState> {
        let url = format!("{}/stations/{}/latest", self.endpoint, station);
        Ok(self.http.get(url).send().await?.error_for_status()?.json().await?)
    }
}

pub struct IngestWorker {
    client: BuoyClient,
    stations: Vec<String>,
}

impl IngestWorker {
    pub async fn run_once(&self) -> Vec<SeaState> {
        let mut out = Vec::with_capacity(self.stations.len());
        for id in &self.stations {
            match self.client.latest(id).await {
                Ok(obs) => out.push(obs),
                Err(e) => tracing::warn!(station = %id, error = %e, "buoy poll failed"),
            }
        }
        out
    }
}
