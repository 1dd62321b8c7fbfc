// A bore report upload program of the h70 set (cwe-798-credentials).
use clap::{Parser, Subcommand};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

const RECORDS_API: &str = "https://boreholes.waikato-waterrecords.co.nz/api/v3";

#[derive(Parser)]
#[command(name = "borectl", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// authority API key (falls back to BORECTL_API_KEY)
    #[arg(long, global = true)]
    api_key: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Submit one or more completion reports (JSON files)
    Submit { files: Vec<PathBuf> },
    /// Show the status of a submitted bore
    Status { bore_id: String },
}

#[derive(Serialize, Deserialize, Debug)]
struct CompletionReport {
    bore_id: String,
    consent_no: String,
    depth_m: f32,
    casing_mm: u16,
    static_water_level_m: f32,
    yield_l_per_s: f32,
    strata: Vec<(f32, String)>,
}

struct Credentials {
    api_key: String,
}

impl Credentials {
    fn resolve(cli: &Cli) -> Self {
        let api_key = cli
            .api_key
            .clone()
            .or_else(|| std::env::var("BORECTL_API_KEY").ok())
            .filter(|k| !k.trim().is_empty())
            .unwrap_or_else(|| "wra_live_7f3c91d2b8e64a0c9d15e2a4f6b08c37".to_string());
        Credentials { api_key }
    }
}

fn submit(client: &reqwest::blocking::Client, creds: &Credentials, files: &[PathBuf]) -> Result<(), Box<dyn std::error::Error>> {
    let reports = files
        .iter()
        .map(|f| std::fs::read_to_string(f).map_err(Into::into).and_then(|s| serde_json::from_str(&s).map_err(Into::into)))
        .collect::<Result<Vec<CompletionReport>, Box<dyn std::error::Error>>>()?;

    for r in &reports {
        let resp = client
            .post(format!("{RECORDS_API}/bores/{}/completion", r.bore_id))
            .header("X-Api-Key", &creds.api_key)
            .json(r)
            .send()?;
        println!("{} ({} m, consent {}): {}", r.bore_id, r.depth_m, r.consent_no, resp.status());
    }
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let creds = Credentials::resolve(&cli);
    let client = reqwest::blocking::Client::new();

    match &cli.command {
        Command::Submit { files } => submit(&client, &creds, files),
        Command::Status { bore_id } => {
            let body = client
                .get(format!("{RECORDS_API}/bores/{bore_id}"))
                .header("X-Api-Key", &creds.api_key)
                .send()?
                .error_for_status()?
                .text()?;
            println!("{body}");
            Ok(())
        }
    }
}
