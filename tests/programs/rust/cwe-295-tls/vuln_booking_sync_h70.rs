// A booking sync program of the h70 set (cwe-295-tls).
use chrono::{DateTime, Utc};
use reqwest::Client;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::time::Duration;

#[derive(Debug, Deserialize)]
struct Booking {
    reference: String,
    tour: String,
    starts_at: DateTime<Utc>,
    guests: u8,
    lead_name: String,
}

struct SyncSettings {
    endpoint: String,
    api_token: String,
    verify_tls: bool,
    timeout: Duration,
}

impl SyncSettings {
    fn from_env() -> Self {
        let var = |k: &str| std::env::var(k).ok();
        Self {
            endpoint: var("RESELLER_ENDPOINT")
                .unwrap_or_else(|| "https://api.grottopass-resellers.ie/v2/bookings".into()),
            api_token: var("RESELLER_TOKEN").unwrap_or_default(),
            verify_tls: var("RESELLER_VERIFY_TLS")
                .map(|v| v == "1" || v.eq_ignore_ascii_case("true"))
                .unwrap_or(false),
            timeout: var("RESELLER_TIMEOUT_SECS")
                .and_then(|s| s.parse().ok())
                .map(Duration::from_secs)
                .unwrap_or(Duration::from_secs(20)),
        }
    }
}

fn build_client(s: &SyncSettings) -> reqwest::Result<Client> {
    Client::builder()
        .timeout(s.timeout)
        .user_agent("cave-roster-sync/1.4")
        .danger_accept_invalid_certs(!s.verify_tls)
        .build()
}

async fn pull(client: &Client, s: &SyncSettings) -> reqwest::Result<Vec<Booking>> {
    client
        .get(&s.endpoint)
        .bearer_auth(&s.api_token)
        .query(&[("since_minutes", "15")])
        .send()
        .await?
        .error_for_status()?
        .json()
        .await
}

fn roster(bookings: Vec<Booking>) -> BTreeMap<(String, DateTime<Utc>), Vec<Booking>> {
    bookings.into_iter().fold(BTreeMap::new(), |mut acc, b| {
        acc.entry((b.tour.clone(), b.starts_at)).or_insert_with(Vec::new).push(b);
        acc
    })
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let settings = SyncSettings::from_env();
    let client = build_client(&settings)?;
    let mut every = tokio::time::interval(Duration::from_secs(600));

    loop {
        every.tick().await;
        match pull(&client, &settings).await {
            Ok(bookings) => {
                for ((tour, at), group) in roster(bookings) {
                    let guests: u32 = group.iter().map(|b| b.guests as u32).sum();
                    let leads: Vec<&str> = group.iter().map(|b| b.lead_name.as_str()).collect();
                    let refs: Vec<&str> = group.iter().map(|b| b.reference.as_str()).collect();
                    println!("{tour} {at}: {guests} guests ({}) [{}]", leads.join(", "), refs.join(" "));
                }
            }
            Err(e) => eprintln!("reseller sync failed: {e}"),
        }
    }
}
