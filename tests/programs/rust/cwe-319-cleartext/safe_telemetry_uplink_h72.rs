// A telemetry uplink program of the h72 set (cwe-319-cleartext).
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

use anyhow::{bail, Context};
use reqwest::Client;
use serde::Serialize;
use url::Url;

#[derive(Debug, Clone)]
struct Endpoint(Url);

impl FromStr for Endpoint {
    type Err = anyhow::Error;

    /// Accepts either a full URL or a bare "host/path" as written in the track's config file.
    fn from_str(raw: &str) -> anyhow::Result<Self> {
        let raw = raw.trim();
        let with_scheme = if raw.contains("://") { raw.to_owned() } else { format!("https://{raw}") };
        let url = Url::parse(&with_scheme).with_context(|| format!("bad endpoint {raw}"))?;
        if url.scheme() != "https" {
            bail!("endpoint {raw} must use https");
        }
        if url.host_str().is_none() {
            bail!("endpoint {raw} has no host");
        }
        Ok(Endpoint(url))
    }
}

#[derive(Serialize)]
struct LapBatch {
    track_id: String,
    laps: Vec<Lap>,
}

#[derive(Serialize)]
struct Lap {
    transponder: u32,
    driver_email: String,
    lap_ms: u32,
}

trait Uplink {
    async fn send(&self, batch: &LapBatch) -> anyhow::Result<()>;
}

struct VendorUplink {
    client: Client,
    endpoint: Endpoint,
    api_key: String,
}

impl Uplink for VendorUplink {
    async fn send(&self, batch: &LapBatch) -> anyhow::Result<()> {
        self.client
            .post(self.endpoint.0.clone())
            .header("Authorization", format!("ApiKey {}", self.api_key))
            .json(batch)
            .send()
            .await?
            .error_for_status()?;
        Ok(())
    }
}

/// Keeps a batch on disk when the vendor cannot be reached, so nothing is lost.
struct SpoolOnFailure<U: Uplink> {
    inner: U,
    spool_dir: PathBuf,
}

impl<U: Uplink> Uplink for SpoolOnFailure<U> {
    async fn send(&self, batch: &LapBatch) -> anyhow::Result<()> {
        if let Err(e) = self.inner.send(batch).await {
            let file = self.spool_dir.join(format!("batch-{}.json", chrono::Utc::now().timestamp()));
            tokio::fs::write(&file, serde_json::to_vec(batch)?).await?;
            eprintln!("uplink failed ({e:#}); spooled to {}", file.display());
        }
        Ok(())
    }
}

async fn collect_laps(track_id: &str) -> LapBatch {
    // In production this drains the decoder's ring buffer; trimmed here.
    LapBatch {
        track_id: track_id.to_owned(),
        laps: vec![Lap { transponder: 40213, driver_email: "r.moss@fastmail.com".into(), lap_ms: 41_872 }],
    }
}

async fn run_schedule(uplink: impl Uplink, track_id: String) {
    let mut every_minute = tokio::time::interval(Duration::from_secs(60));
    loop {
        every_minute.tick().await;
        let batch = collect_laps(&track_id).await;
        if batch.laps.is_empty() {
            continue;
        }
        if let Err(e) = uplink.send(&batch).await {
            eprintln!("could not store batch: {e:#}");
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let endpoint: Endpoint = std::env::var("TIMING_ENDPOINT")
        .unwrap_or_else(|_| "ingest.laptrack-cloud.com/v1/laps".into())
        .parse()?;
    let client = Client::builder().timeout(Duration::from_secs(15)).https_only(true).build()?;
    let uplink = SpoolOnFailure {
        inner: VendorUplink { client, endpoint, api_key: std::env::var("TIMING_API_KEY")? },
        spool_dir: PathBuf::from("/var/spool/gridkart"),
    };
    run_schedule(uplink, std::env::var("TRACK_ID").unwrap_or_else(|_| "GK-NORTH-01".into())).await;
    Ok(())
}
