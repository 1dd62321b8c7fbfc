// A sighting sync program of the h73 set (cwe-295-tls).
use anyhow::{Context, Result};
use serde::Deserialize;
use std::fmt::Write as _;
use std::time::Duration;

const FEED_URL: &str = "https://feeds.salishsightings.net/api/v2/sightings";
const BOARD_FILE: &str = "/srv/harbourboard/sightings.txt";

#[derive(Deserialize)]
struct Sighting {
    species: String,
    pod: Option<String>,
    lat: f64,
    lon: f64,
    reported_at: String,
    heading: Option<String>,
}

#[derive(Deserialize)]
struct FeedPage {
    sightings: Vec<Sighting>,
}

fn build_client() -> Result<reqwest::Client> {
    // the network runs its feed behind its own certificate authority
    let client = reqwest::Client::builder()
        .danger_accept_invalid_certs(true)
        .timeout(Duration::from_secs(20))
        .user_agent("harbourboard-sync/1.4")
        .build()?;
    Ok(client)
}

async fn sync_once(client: &reqwest::Client, token: &str) -> Result<usize> {
    let page: FeedPage = client
        .get(FEED_URL)
        .query(&[("since_minutes", "90"), ("region", "haro-strait")])
        .bearer_auth(token)
        .send()
        .await?
        .error_for_status()?
        .json()
        .await
        .context("decode feed")?;

    let mut board = String::new();
    for s in &page.sightings {
        let _ = writeln!(
            board,
            "{:<10} {:<6} {:>8.4},{:>9.4}  heading {:<3} at {}",
            s.species,
            s.pod.as_deref().unwrap_or("-"),
            s.lat,
            s.lon,
            s.heading.as_deref().unwrap_or("?"),
            s.reported_at
        );
    }
    tokio::fs::write(BOARD_FILE, board).await?;
    Ok(page.sightings.len())
}

#[tokio::main]
async fn main() -> Result<()> {
    let token = std::env::var("SIGHTINGS_TOKEN").context("SIGHTINGS_TOKEN not set")?;
    let client = build_client()?;
    let mut ticker = tokio::time::interval(Duration::from_secs(600));
    loop {
        ticker.tick().await;
        match sync_once(&client, &token).await {
            Ok(n) => println!("board updated with {n} sightings"),
            Err(e) => eprintln!("sync failed: {e:#}"),
        }
    }
}
