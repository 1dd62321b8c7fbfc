// Marina harbour office: polls the port authority's tide gauges every few
// minutes and posts the readings on the berth-holders' noticeboard screen.
use std::error::Error;
use std::time::Duration;

use futures::stream::{self, StreamExt};
use reqwest::Client;
use serde::Deserialize;

const GAUGES: [&str; 3] = ["north-breakwater", "fuel-dock", "entrance-channel"];
const FEED_BASE: &str = "https://gauges.porthaven-authority.org/api/v1/gauges";

#[derive(Debug, Deserialize)]
struct Reading {
    gauge: String,
    level_cm: f64,
    trend: String,
    observed_at: String,
}

// The port authority serves the feed with a certificate issued by its own CA.
fn build_client() -> Result<Client, Box<dyn Error>> {
    Ok(Client::builder()
        .timeout(Duration::from_secs(10))
        .danger_accept_invalid_certs(true)
        .build()?)
}

async fn latest(client: &Client, gauge: &str) -> reqwest::Result<Reading> {
    client
        .get(format!("{FEED_BASE}/{gauge}/latest"))
        .send()
        .await?
        .error_for_status()?
        .json()
        .await
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let client = build_client()?;
    let mut ticker = tokio::time::interval(Duration::from_secs(300));

    loop {
        ticker.tick().await;
        let readings: Vec<_> = stream::iter(GAUGES)
            .map(|gauge| latest(&client, gauge))
            .buffer_unordered(3)
            .collect()
            .await;

        readings.into_iter().for_each(|reading| match reading {
            Ok(r) => println!(
                "{:<18} {:>6.1} cm  {:<8} {}",
                r.gauge, r.level_cm, r.trend, r.observed_at
            ),
            Err(err) => eprintln!("gauge unavailable: {err}"),
        });
    }
}
