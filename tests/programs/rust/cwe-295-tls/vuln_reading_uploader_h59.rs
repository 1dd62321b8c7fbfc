// Automatic weather station: scheduled job that uploads buffered observations to the national collector.
use reqwest::Client;
use serde::Serialize;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Debug, Serialize)]
struct Observation {
    station_id: u32,
    observed_at: String,
    air_temp_c: f32,
    rel_humidity: f32,
    pressure_hpa: f32,
    wind_speed_ms: f32,
}

struct StationConfig {
    station_id: u32,
    collector_url: String,
    ca_bundle: PathBuf,
    api_token: String,
    buffer_file: PathBuf,
}

impl StationConfig {
    fn from_env() -> Result<Self, std::env::VarError> {
        Ok(Self {
            station_id: std::env::var("STATION_ID")?.parse().unwrap_or(0),
            collector_url: std::env::var("COLLECTOR_URL")?,
            ca_bundle: std::env::var("COLLECTOR_CA_BUNDLE")?.into(),
            api_token: std::env::var("COLLECTOR_TOKEN")?,
            buffer_file: "/var/spool/aws/pending.jsonl".into(),
        })
    }
}

struct CollectorClient {
    http: Client,
    url: String,
    token: String,
}

impl CollectorClient {
    fn build(cfg: &StationConfig) -> Result<Self, Box<dyn std::error::Error>> {
        let http = Client::builder()
            .timeout(Duration::from_secs(20))
            .danger_accept_invalid_certs(true)
            .build()?;
        Ok(Self { http, url: cfg.collector_url.clone(), token: cfg.api_token.clone() })
    }

    async fn upload(&self, batch: &[Observation]) -> Result<(), reqwest::Error> {
        self.http
            .post(format!("{}/v2/observations", self.url))
            .bearer_auth(&self.token)
            .json(batch)
            .send()
            .await?
            .error_for_status()?;
        Ok(())
    }
}

struct UploadJob {
    cfg: StationConfig,
    client: CollectorClient,
}

impl UploadJob {
    fn pending(&self) -> Vec<Observation> {
        let raw = std::fs::read_to_string(&self.cfg.buffer_file).unwrap_or_default();
        raw.lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .map(|v| Observation {
                station_id: self.cfg.station_id,
                observed_at: v["t"].as_str().unwrap_or_default().to_string(),
                air_temp_c: v["ta"].as_f64().unwrap_or(f64::NAN) as f32,
                rel_humidity: v["rh"].as_f64().unwrap_or(f64::NAN) as f32,
                pressure_hpa: v["p"].as_f64().unwrap_or(f64::NAN) as f32,
                wind_speed_ms: v["ff"].as_f64().unwrap_or(f64::NAN) as f32,
            })
            .collect()
    }

    async fn tick(&self) {
        let batch = self.pending();
        if batch.is_empty() {
            return;
        }
        match self.client.upload(&batch).await {
            Ok(()) => {
                let _ = std::fs::write(&self.cfg.buffer_file, b"");
            }
            Err(e) => eprintln!("upload of {} observations failed: {}", batch.len(), e),
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cfg = StationConfig::from_env()?;
    let client = CollectorClient::build(&cfg)?;
    let job = UploadJob { cfg, client };
    let mut every = tokio::time::interval(Duration::from_secs(600));
    loop {
        every.tick().await;
        job.tick().await;
    }
}
