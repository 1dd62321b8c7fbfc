// soil probe sync (h58 set)
use std::time::Duration;

use futures::{stream, StreamExt, TryStreamExt};
use reqwest::Client;
use serde::{Deserialize, Serialize};

/// Pulls soil-moisture probe readings from the agronomy platform for each
/// paddock and forwards irrigation recommendations to the pivot controller.
const AGRONOMY_API: &str = "https://api.fieldpulse.ag/v2";

#[derive(Deserialize)]
struct Reading {
    depth_cm: u32,
    moisture_pct: f64,
}

#[derive(Serialize, Debug)]
struct Recommendation {
    paddock: String,
    irrigate_mm: f64,
}

fn refill_point(readings: &[Reading]) -> f64 {
    let root_zone: Vec<f64> = readings
        .iter()
        .filter(|r| r.depth_cm <= 60)
        .map(|r| r.moisture_pct)
        .collect();
    let avg = root_zone.iter().sum::<f64>() / root_zone.len().max(1) as f64;
    ((28.0 - avg) * 1.5).max(0.0)
}

async fn fetch(client: &Client, api_key: &str, paddock: String) -> reqwest::Result<Recommendation> {
    let readings: Vec<Reading> = client
        .get(format!("{AGRONOMY_API}/paddocks/{paddock}/probes/latest"))
        .bearer_auth(api_key)
        .send()
        .await?
        .error_for_status()?
        .json()
        .await?;
    Ok(Recommendation {
        irrigate_mm: refill_point(&readings),
        paddock,
    })
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let paddocks: Vec<String> = std::env::var("PADDOCKS")
        .unwrap_or_else(|_| "north-flats,river-block,top-lucerne".into())
        .split(',')
        .map(str::to_owned)
        .collect();
    let api_key = std::env::var("AGRONOMY_API_KEY")?;
    let client = Client::builder().timeout(Duration::from_secs(10)).build()?;

    let plan: Vec<Recommendation> = stream::iter(paddocks)
        .map(|p| fetch(&client, &api_key, p))
        .buffered(3)
        .try_collect()
        .await?;

    plan.iter()
        .filter(|r| r.irrigate_mm > 0.0)
        .for_each(|r| println!("{:<14} irrigate {:>5.1} mm", r.paddock, r.irrigate_mm));
    Ok(())
}
