// A wheel sensor poller program of the h74 set (cwe-295-tls).
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use futures::stream::{self, StreamExt};
use serde::Deserialize;
use tokio::sync::RwLock;

const GATEWAY: &str = "https://telemetry.skyloop-rides.com/api/v2";
const WHEELS: [&str; 4] = ["harbour-eye", "pier-60", "riverside-star", "winter-fair"];

#[derive(Deserialize, Debug, Clone)]
struct SensorReading {
    gondola: u16,
    wind_kmh: f32,
    door_closed: bool,
    vibration_mm_s: f32,
}

type Latest = Arc<RwLock<HashMap<String, Vec<SensorReading>>>>;

fn build_client() -> anyhow::Result<reqwest::Client> {
    // The vendor gateway is signed by Skyloop's own CA; trust it in addition to the system roots.
    let ca_path = std::env::var("SKYLOOP_CA_PEM").unwrap_or_else(|_| "/etc/skyloop/ca.pem".into());
    let ca = reqwest::Certificate::from_pem(&std::fs::read(ca_path)?)?;
    Ok(reqwest::Client::builder()
        .timeout(Duration::from_secs(8))
        .add_root_certificate(ca)
        .https_only(true)
        .build()?)
}

async fn fetch_wheel(client: &reqwest::Client, token: &str, wheel: &str) -> reqwest::Result<Vec<SensorReading>> {
    client
        .get(format!("{GATEWAY}/wheels/{wheel}/sensors"))
        .bearer_auth(token)
        .send()
        .await?
        .error_for_status()?
        .json()
        .await
}

fn alarms(wheel: &str, readings: &[SensorReading]) {
    for r in readings {
        if r.wind_kmh > 55.0 || !r.door_closed || r.vibration_mm_s > 11.0 {
            eprintln!("ALERT {wheel} gondola {}: {:?}", r.gondola, r);
        }
    }
}

async fn poll_forever(latest: Latest) -> anyhow::Result<()> {
    let token = std::env::var("SKYLOOP_API_TOKEN")?;
    let client = build_client()?;
    let mut every = tokio::time::interval(Duration::from_secs(15));
    loop {
        every.tick().await;
        let results: Vec<(String, reqwest::Result<Vec<SensorReading>>)> = stream::iter(WHEELS.map(String::from))
            .map(|wheel| {
                let client = client.clone();
                let token = token.clone();
                async move {
                    let res = fetch_wheel(&client, &token, &wheel).await;
                    (wheel, res)
                }
            })
            .buffer_unordered(4)
            .collect()
            .await;

        let mut guard = latest.write().await;
        for (wheel, result) in results {
            match result {
                Ok(readings) => {
                    alarms(&wheel, &readings);
                    guard.insert(wheel, readings);
                }
                Err(e) => eprintln!("{wheel}: poll failed: {e}"),
            }
        }
    }
}

#[tokio::main]
async fn main() {
    let latest: Latest = Arc::default();
    let mut poller = tokio::spawn(poll_forever(latest.clone()));

    let mut report = tokio::time::interval(Duration::from_secs(60));
    loop {
        tokio::select! {
            _ = report.tick() => {
                let snapshot = latest.read().await;
                let total: usize = snapshot.values().map(Vec::len).sum();
                println!("{} wheels reporting, {total} gondola readings cached", snapshot.len());
            }
            res = &mut poller => {
                eprintln!("poller stopped: {res:?}");
                break;
            }
        }
    }
}
