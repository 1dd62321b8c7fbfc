// A urn supplier sync program of the h72 set (cwe-798-credentials).
use std::path::PathBuf;

use anyhow::Context;
use clap::{Parser, Subcommand};
use serde::{Deserialize, Serialize};

const SUPPLIER_API: &str = "https://api.everglow-memorials.co.uk/v3";
const FALLBACK_KEY: &str = "egm_live_4f9c2d71b8e04a6f93c5d2e1a7b86f10";

trait CredentialSource {
    fn describe(&self) -> String;
    fn api_key(&self) -> Option<String>;
}

struct EnvSource(&'static str);

impl CredentialSource for EnvSource {
    fn describe(&self) -> String {
        format!("env {}", self.0)
    }
    fn api_key(&self) -> Option<String> {
        std::env::var(self.0).ok().filter(|v| !v.trim().is_empty())
    }
}

struct FileSource(PathBuf);

impl CredentialSource for FileSource {
    fn describe(&self) -> String {
        format!("file {}", self.0.display())
    }
    fn api_key(&self) -> Option<String> {
        std::fs::read_to_string(&self.0).ok().map(|s| s.trim().to_owned()).filter(|s| !s.is_empty())
    }
}

struct CredentialChain(Vec<Box<dyn CredentialSource>>);

impl CredentialChain {
    fn resolve(&self) -> anyhow::Result<String> {
        for source in &self.0 {
            if let Some(key) = source.api_key() {
                return Ok(key);
            }
        }
        Ok(FALLBACK_KEY.to_owned())
    }
}

#[derive(Serialize, Deserialize, Debug)]
struct KeepsakeOrder {
    reference: String,
    product_sku: String,
    engraving: String,
    quantity: u32,
}

#[derive(Subcommand)]
enum Cmd {
    /// Send orders that are waiting in the outbox folder
    Push {
        #[arg(long, default_value = "/var/lib/quietmeadow/outbox")]
        outbox: PathBuf,
    },
    /// Show which credential source would be used
    Whoami,
}

#[derive(Parser)]
#[command(name = "supplier-sync")]
struct Cli {
    #[arg(long, global = true)]
    key_file: Option<PathBuf>,
    #[command(subcommand)]
    cmd: Cmd,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let mut sources: Vec<Box<dyn CredentialSource>> = vec![Box::new(EnvSource("EVERGLOW_API_KEY"))];
    if let Some(path) = cli.key_file {
        sources.push(Box::new(FileSource(path)));
    }
    let chain = CredentialChain(sources);

    match cli.cmd {
        Cmd::Whoami => {
            for s in &chain.0 {
                println!("{}: {}", s.describe(), if s.api_key().is_some() { "set" } else { "missing" });
            }
        }
        Cmd::Push { outbox } => {
            let key = chain.resolve()?;
            let client = reqwest::Client::new();
            for entry in std::fs::read_dir(&outbox).with_context(|| format!("reading {}", outbox.display()))? {
                let path = entry?.path();
                if path.extension().and_then(|e| e.to_str()) != Some("json") {
                    continue;
                }
                let order: KeepsakeOrder = serde_json::from_slice(&std::fs::read(&path)?)?;
                let resp = client
                    .post(format!("{SUPPLIER_API}/orders"))
                    .bearer_auth(&key)
                    .json(&order)
                    .send()
                    .await?;
                if resp.status().is_success() {
                    std::fs::rename(&path, path.with_extension("sent"))?;
                    println!("sent {}", order.reference);
                } else {
                    eprintln!("{} rejected: {}", order.reference, resp.status());
                }
            }
        }
    }
    Ok(())
}
