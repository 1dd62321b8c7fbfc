// court efiling (h58 set)
use std::path::PathBuf;

use reqwest::{multipart, Client};
use serde::Deserialize;
use tokio::sync::mpsc;

/// Lodges court documents prepared by the litigation team with the
/// e-filing gateway. Jobs arrive from the document management system.
const EFILING_GATEWAY: &str = "https://efiling.courtlink.net.au/api/v3/lodgements";

#[derive(Debug, Deserialize)]
struct Lodgement {
    matter_ref: String,
    court_file_no: String,
    document: PathBuf,
}

struct Filer {
    http: Client,
    firm_id: String,
    api_key: String,
}

impl Filer {
    fn from_env() -> Result<Self, std::env::VarError> {
        Ok(Self {
            http: Client::new(),
            firm_id: std::env::var("EFILING_FIRM_ID")?,
            api_key: std::env::var("EFILING_API_KEY")?,
        })
    }

    async fn lodge(&self, job: &Lodgement) -> anyhow::Result<String> {
        let bytes = tokio::fs::read(&job.document).await?;
        let file_name = job
            .document
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("document.pdf")
            .to_owned();
        let form = multipart::Form::new()
            .text("firm_id", self.firm_id.clone())
            .text("court_file_no", job.court_file_no.clone())
            .part("document", multipart::Part::bytes(bytes).file_name(file_name).mime_str("application/pdf")?);

        let receipt = self
            .http
            .post(EFILING_GATEWAY)
            .header("X-Api-Key", &self.api_key)
            .multipart(form)
            .send()
            .await?
            .error_for_status()?
            .text()
            .await?;
        Ok(receipt)
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let filer = Filer::from_env()?;
    let (tx, mut rx) = mpsc::channel::<Lodgement>(16);

    tokio::spawn(async move {
        let inbox = tokio::fs::read_to_string("/var/spool/efiling/queue.jsonl").await.unwrap_or_default();
        for job in inbox.lines().filter_map(|l| serde_json::from_str::<Lodgement>(l).ok()) {
            if tx.send(job).await.is_err() {
                break;
            }
        }
    });

    while let Some(job) = rx.recv().await {
        match filer.lodge(&job).await {
            Ok(receipt) => println!("{}: lodged, receipt {}", job.matter_ref, receipt.trim()),
            Err(e) => eprintln!("{}: lodgement failed: {e}", job.matter_ref),
        }
    }
    Ok(())
}
