// A terrarium climate sync program of the h64 set (cwe-295-tls).
// climate-sync: pushes the humidity/temperature log exported by the
// workshop's data logger to the plant supplier's care-monitoring service,
// so they can warn us when a client's sealed terrarium drifts out of range.
use clap::Parser;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fs;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Parser)]
#[command(name = "climate-sync")]
struct Cli {
    /// JSON export from the logger
    #[arg(long)]
    export: PathBuf,
    /// care-monitoring endpoint of the supplier
    #[arg(long, default_value = "https://care.mossandfern-supply.co.uk/api/v1/readings")]
    endpoint: String,
    /// CA bundle the supplier issued for their private endpoint
    #[arg(long, default_value = "/etc/terrarium/supplier-ca.pem")]
    ca_bundle: PathBuf,
}

#[derive(Deserialize)]
struct LoggerExport {
    device: String,
    readings: Vec<Reading>,
}

#[derive(Deserialize, Serialize, Clone)]
struct Reading {
    build_id: String,
    at: String,
    humidity_pct: f32,
    temp_c: f32,
}

#[derive(Serialize)]
struct Batch<'a> {
    device: &'a str,
    build_id: &'a str,
    readings: &'a [Reading],
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let token = std::env::var("SUPPLIER_API_TOKEN")?;
    let export: LoggerExport = serde_json::from_str(&fs::read_to_string(&cli.export)?)?;

    let mut by_build: BTreeMap<String, Vec<Reading>> = BTreeMap::new();
    for r in export.readings {
        if (0.0..=100.0).contains(&r.humidity_pct) {
            by_build.entry(r.build_id.clone()).or_default().push(r);
        }
    }

    // the supplier's endpoint uses a certificate from their own CA
    let supplier_ca = reqwest::Certificate::from_pem(&fs::read(&cli.ca_bundle)?)?;
    let client = reqwest::blocking::Client::builder()
        .add_root_certificate(supplier_ca)
        .https_only(true)
        .timeout(Duration::from_secs(20))
        .build()?;

    for (build_id, readings) in &by_build {
        let batch = Batch { device: &export.device, build_id, readings };
        let resp = client
            .post(&cli.endpoint)
            .bearer_auth(&token)
            .json(&batch)
            .send()?;
        println!("{}: {} readings -> {}", build_id, readings.len(), resp.status());
    }
    Ok(())
}
