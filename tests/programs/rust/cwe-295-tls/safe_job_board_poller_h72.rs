// A job board poller program of the h72 set (cwe-295-tls).
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use anyhow::Context;
use reqwest::Client;
use serde::Deserialize;
use tokio::sync::mpsc;

type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

#[derive(Debug, Deserialize)]
struct Pickup {
    id: String,
    from_address: String,
    to_address: String,
    deadline: String,
}

trait JobBoard: Send + Sync {
    fn name(&self) -> &str;
    fn fetch_open(&self) -> BoxFuture<'_, anyhow::Result<Vec<Pickup>>>;
}

struct ParcelHubBoard {
    client: Client,
    token: String,
}

impl JobBoard for ParcelHubBoard {
    fn name(&self) -> &str {
        "parcelhub"
    }
    fn fetch_open(&self) -> BoxFuture<'_, anyhow::Result<Vec<Pickup>>> {
        Box::pin(async move {
            let resp = self
                .client
                .get("https://api.parcelhub.eu/v2/courier-jobs?status=open")
                .bearer_auth(&self.token)
                .send()
                .await?
                .error_for_status()?;
            Ok(resp.json().await?)
        })
    }
}

/// The pharmacy co-op still runs its own board on a box in their back office.
struct PharmacyCoopBoard {
    client: Client,
    api_key: String,
}

impl PharmacyCoopBoard {
    fn connect(api_key: String, ca_pem_path: &str) -> anyhow::Result<Self> {
        let pem = std::fs::read(ca_pem_path).with_context(|| format!("reading {ca_pem_path}"))?;
        let client = Client::builder()
            .timeout(Duration::from_secs(10))
            .tls_built_in_root_certs(false)
            .add_root_certificate(reqwest::Certificate::from_pem(&pem)?)
            .build()?;
        Ok(Self { client, api_key })
    }
}

impl JobBoard for PharmacyCoopBoard {
    fn name(&self) -> &str {
        "pharmacy-coop"
    }
    fn fetch_open(&self) -> BoxFuture<'_, anyhow::Result<Vec<Pickup>>> {
        Box::pin(async move {
            let resp = self
                .client
                .get("https://deliveries.apothekenverbund-nord.de/api/open")
                .header("X-Api-Key", &self.api_key)
                .send()
                .await?
                .error_for_status()?;
            Ok(resp.json().await?)
        })
    }
}

async fn poll_once(boards: &[Box<dyn JobBoard>], queue: &mpsc::Sender<(String, Pickup)>) {
    for board in boards {
        match board.fetch_open().await {
            Ok(jobs) => {
                for job in jobs {
                    let _ = queue.send((board.name().to_owned(), job)).await;
                }
            }
            Err(e) => eprintln!("{}: poll failed: {e:#}", board.name()),
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let hub_client = Client::builder().timeout(Duration::from_secs(10)).build()?;
    let boards: Vec<Box<dyn JobBoard>> = vec![
        Box::new(ParcelHubBoard { client: hub_client, token: std::env::var("PARCELHUB_TOKEN").context("PARCELHUB_TOKEN")? }),
        Box::new(PharmacyCoopBoard::connect(
            std::env::var("COOP_API_KEY").context("COOP_API_KEY")?,
            "/etc/spokeswift/coop-ca.pem",
        )?),
    ];

    let (tx, mut rx) = mpsc::channel::<(String, Pickup)>(256);
    tokio::spawn(async move {
        while let Some((source, job)) = rx.recv().await {
            println!("[{source}] {} {} -> {} by {}", job.id, job.from_address, job.to_address, job.deadline);
        }
    });

    let mut ticker = tokio::time::interval(Duration::from_secs(30));
    loop {
        ticker.tick().await;
        poll_once(&boards, &tx).await;
    }
}
