// A settlement upload program of the h71 set (cwe-295-tls).
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Parser;
use reqwest::blocking::Client;
use reqwest::Certificate;
use serde::Serialize;

const GATEWAY: &str = "https://settle.cardloop-payments.com/v2/merchants";

#[derive(Parser)]
#[command(name = "settle-day", about = "Upload card reader takings for settlement")]
struct Args {
    /// CSV exported from the card reader: time,amount_pence,last4
    takings: PathBuf,
    #[arg(long, env = "CARDLOOP_MERCHANT_ID")]
    merchant: String,
    #[arg(long, env = "CARDLOOP_API_KEY", hide_env_values = true)]
    api_key: String,
    /// PEM bundle for the gateway, if the stall laptop needs one
    #[arg(long)]
    ca_file: Option<PathBuf>,
}

#[derive(Serialize)]
struct Batch {
    transactions: Vec<Txn>,
    total_pence: u64,
}

#[derive(Serialize)]
struct Txn {
    time: String,
    amount_pence: u64,
    last4: String,
}

#[derive(Debug, thiserror::Error)]
enum SettleError {
    #[error("line {0} of the takings file is malformed")]
    Line(usize),
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error("gateway: {0}")]
    Http(#[from] reqwest::Error),
}

fn read_takings(path: &Path) -> Result<Batch, SettleError> {
    let text = fs::read_to_string(path)?;
    let mut transactions = Vec::new();
    for (n, line) in text.lines().enumerate().skip(1) {
        let mut cols = line.split(',');
        let (Some(time), Some(amount), Some(last4)) = (cols.next(), cols.next(), cols.next()) else {
            return Err(SettleError::Line(n + 1));
        };
        let amount_pence = amount.trim().parse().map_err(|_| SettleError::Line(n + 1))?;
        transactions.push(Txn { time: time.into(), amount_pence, last4: last4.trim().into() });
    }
    let total_pence = transactions.iter().map(|t| t.amount_pence).sum();
    Ok(Batch { transactions, total_pence })
}

fn gateway_client(ca_file: Option<&Path>) -> Result<Client, SettleError> {
    let builder = Client::builder().timeout(Duration::from_secs(30));
    let builder = match ca_file {
        Some(path) => {
            let pem = fs::read(path)?;
            builder.add_root_certificate(Certificate::from_pem(&pem)?)
        }
        None => builder,
    };
    Ok(builder.build()?)
}

fn run(args: Args) -> Result<u64, SettleError> {
    let batch = read_takings(&args.takings)?;
    let client = gateway_client(args.ca_file.as_deref())?;
    client
        .post(format!("{GATEWAY}/{}/batches", args.merchant))
        .bearer_auth(&args.api_key)
        .json(&batch)
        .send()?
        .error_for_status()?;
    Ok(batch.total_pence)
}

fn main() {
    match run(Args::parse()) {
        Ok(total) => println!("settled £{}.{:02}", total / 100, total % 100),
        Err(e) => {
            eprintln!("settle-day: {e}");
            std::process::exit(1);
        }
    }
}
