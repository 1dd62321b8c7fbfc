// A manifest sync program of the h73 set (cwe-798-credentials).
use anyhow::{bail, Context, Result};
use clap::Parser;
use serde::Serialize;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;

const PORTAL_URL: &str = "https://manifests.friday-harbour-authority.net/api/v3/sailings";
const PORTAL_USER: &str = "orcaline-ops";
const PORTAL_PASSWORD: &str = "Sp0uting!Humpback#2024";

#[derive(Parser)]
#[command(about = "Submit the passenger manifest for a sailing")]
struct Args {
    /// Manifest exported from the booking system (name|age|emergency contact)
    manifest: PathBuf,
    /// Vessel registration, e.g. "BC-2291-ORCA"
    #[arg(long)]
    vessel: String,
    /// Departure time in local harbour time, e.g. "2024-07-14T09:30"
    #[arg(long)]
    departs: String,
}

#[derive(Serialize)]
struct Passenger {
    name: String,
    age: u8,
    emergency_contact: String,
}

#[derive(Serialize)]
struct Filing {
    vessel: String,
    departs: String,
    souls_on_board: usize,
    passengers: Vec<Passenger>,
}

fn read_manifest(path: &PathBuf) -> Result<Vec<Passenger>> {
    let reader = BufReader::new(File::open(path).context("open manifest")?);
    let mut out = Vec::new();
    for (i, line) in reader.lines().enumerate() {
        let line = line?;
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [name, age, contact] = fields.as_slice() else {
            bail!("line {}: expected name|age|contact", i + 1);
        };
        out.push(Passenger {
            name: name.to_string(),
            age: age.parse().with_context(|| format!("line {}: age", i + 1))?,
            emergency_contact: contact.to_string(),
        });
    }
    Ok(out)
}

fn main() -> Result<()> {
    let args = Args::parse();
    let passengers = read_manifest(&args.manifest)?;
    let filing = Filing {
        vessel: args.vessel.trim().to_uppercase(),
        departs: args.departs.trim().to_string(),
        souls_on_board: passengers.len() + 2, // skipper and deckhand
        passengers,
    };

    let client = reqwest::blocking::Client::new();
    let resp = client
        .post(PORTAL_URL)
        .basic_auth(PORTAL_USER, Some(PORTAL_PASSWORD))
        .json(&filing)
        .send()?;
    if !resp.status().is_success() {
        bail!("harbour authority rejected the manifest: {}", resp.status());
    }
    println!(
        "manifest filed for {} departing {} ({} on board)",
        filing.vessel, filing.departs, filing.souls_on_board
    );
    Ok(())
}
