// A plough positions program of the h66 set (cwe-319-cleartext).
// Northfield snow plough contractors: every minute during a call-out the depot
// PC forwards plough positions and gritter spread rates to the council's winter
// service portal, signed in with the contractor account.
use reqwest::blocking::Client;
use serde::Serialize;
use std::error::Error;
use std::{env, thread, time::Duration};

const PORTAL_URL: &str = "http://winter-portal.northfield-council.gov.uk/api/contractor/positions";
const TRACKER_FILE: &str = "/var/lib/plough/last_positions.tsv";

#[derive(Serialize)]
struct Position {
    vehicle: String,
    lat: f64,
    lon: f64,
    spread_gm2: u32,
    plough_down: bool,
}

fn read_positions() -> Vec<Position> {
    let text = std::fs::read_to_string(TRACKER_FILE).unwrap_or_default();
    let mut out = Vec::new();
    for line in text.lines() {
        let c: Vec<&str> = line.split('\t').collect();
        if c.len() != 5 {
            continue;
        }
        let (lat, lon, spread) = match (c[1].parse(), c[2].parse(), c[3].parse()) {
            (Ok(a), Ok(b), Ok(s)) => (a, b, s),
            _ => continue,
        };
        out.push(Position { vehicle: c[0].to_string(), lat, lon, spread_gm2: spread, plough_down: c[4] == "1" });
    }
    out
}

fn main() -> Result<(), Box<dyn Error>> {
    let user = env::var("WINTER_PORTAL_USER")?;
    let password = env::var("WINTER_PORTAL_PASSWORD")?;
    let client = Client::builder().timeout(Duration::from_secs(20)).build()?;

    loop {
        let batch = read_positions();
        if !batch.is_empty() {
            match client.post(PORTAL_URL).basic_auth(&user, Some(&password)).json(&batch).send() {
                Ok(r) if r.status().is_success() => println!("sent {} positions", batch.len()),
                Ok(r) => eprintln!("portal answered {}", r.status()),
                Err(e) => eprintln!("portal unreachable: {}", e),
            }
        }
        thread::sleep(Duration::from_secs(60));
    }
}
