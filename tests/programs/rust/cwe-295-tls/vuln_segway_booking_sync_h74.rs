// A segway booking sync program of the h74 set (cwe-295-tls).
use std::fs;
use std::path::PathBuf;
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use clap::Parser;
use reqwest::blocking::Client;
use serde::{Deserialize, Serialize};

const PARTNER_API: &str = "https://partners.citywheels-tours.com/v1/bookings";

#[derive(Parser)]
#[command(name = "booking-sync")]
struct Args {
    /// JSON export of today's bookings from the front desk system
    export: PathBuf,
    #[arg(long, default_value_t = 3)]
    threads: usize,
    #[arg(long, env = "CITYWHEELS_API_KEY")]
    api_key: String,
}

#[derive(Deserialize, Serialize, Clone)]
struct Booking {
    reference: String,
    tour_code: String,
    riders: u8,
    lead_name: String,
    lead_phone: String,
    starts_at: String,
}

enum SyncResult {
    Pushed(String),
    Rejected(String, String),
}

fn partner_client() -> reqwest::Result<Client> {
    Client::builder()
        .timeout(Duration::from_secs(20))
        .danger_accept_invalid_hostnames(true)
        .build()
}

fn push(client: &Client, key: &str, b: &Booking) -> SyncResult {
    let resp = client
        .post(PARTNER_API)
        .header("X-Api-Key", key)
        .json(b)
        .send()
        .and_then(|r| r.error_for_status());
    match resp {
        Ok(_) => SyncResult::Pushed(b.reference.clone()),
        Err(e) => SyncResult::Rejected(b.reference.clone(), e.to_string()),
    }
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let bookings: Vec<Booking> = serde_json::from_str(&fs::read_to_string(&args.export)?)?;
    if bookings.is_empty() {
        println!("nothing to sync");
        return Ok(());
    }
    let client = partner_client()?;
    let per_thread = bookings.len().div_ceil(args.threads.max(1));
    let (tx, rx) = mpsc::channel::<SyncResult>();

    thread::scope(|scope| {
        for chunk in bookings.chunks(per_thread) {
            let tx = tx.clone();
            let client = &client;
            let key = args.api_key.as_str();
            scope.spawn(move || {
                for b in chunk {
                    let _ = tx.send(push(client, key, b));
                }
            });
        }
        drop(tx);

        let (mut ok, mut failed) = (0usize, Vec::new());
        for result in rx {
            match result {
                SyncResult::Pushed(r) => {
                    ok += 1;
                    println!("synced {r}");
                }
                SyncResult::Rejected(r, why) => failed.push(format!("{r}: {why}")),
            }
        }
        println!("{ok} bookings synced, {} failed", failed.len());
        for f in failed {
            eprintln!("  {f}");
        }
    });
    Ok(())
}
