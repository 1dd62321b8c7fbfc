// A wash bay controller program of the h61 set (cwe-078-command).
// Car wash: the mobile app publishes "start wash" requests on NATS after the
// customer pays. The site controller drives the bay PLC through the vendor's
// `bayctl` command-line tool.
use std::collections::HashSet;
use std::sync::Arc;

use futures::StreamExt;
use serde::Deserialize;
use tokio::process::Command;

#[derive(Debug, Deserialize)]
struct StartWash {
    bay: u8,
    program: String,
    order_id: String,
}

/// Wash programmes configured on this site's PLC.
struct ProgramCatalogue {
    programs: HashSet<&'static str>,
}

impl ProgramCatalogue {
    fn standard() -> Self {
        Self { programs: ["basic", "foam-deluxe", "underbody", "wax-shine", "ceramic"].into_iter().collect() }
    }

    fn is_known(&self, program: &str) -> bool {
        self.programs.contains(program)
    }
}

#[async_trait::async_trait]
trait BayDriver: Send + Sync {
    async fn start(&self, bay: u8, program: &str) -> anyhow::Result<()>;
}

struct BayctlDriver;

#[async_trait::async_trait]
impl BayDriver for BayctlDriver {
    async fn start(&self, bay: u8, program: &str) -> anyhow::Result<()> {
        let cmdline = format!("bayctl --bay {bay} --start {program} --timeout 900");
        let out = Command::new("sh").arg("-c").arg(cmdline).output().await?;
        if !out.status.success() {
            anyhow::bail!("bayctl failed: {}", String::from_utf8_lossy(&out.stderr));
        }
        Ok(())
    }
}

struct WashService<D: BayDriver> {
    catalogue: ProgramCatalogue,
    driver: D,
    bays: u8,
}

impl<D: BayDriver> WashService<D> {
    async fn handle(&self, req: StartWash) -> anyhow::Result<()> {
        if req.bay == 0 || req.bay > self.bays {
            anyhow::bail!("no such bay {}", req.bay);
        }
        if !self.catalogue.is_known(&req.program) {
            tracing::warn!(program = %req.program, order = %req.order_id, "programme not in catalogue");
            anyhow::bail!("unknown programme");
        }
        self.driver.start(req.bay, &req.program).await?;
        tracing::info!(order = %req.order_id, bay = req.bay, "wash started");
        Ok(())
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let site = std::env::var("SITE_ID")?;
    let client = async_nats::connect(std::env::var("NATS_URL")?).await?;
    let mut sub = client.subscribe(format!("carwash.{site}.start")).await?;
    let service = Arc::new(WashService { catalogue: ProgramCatalogue::standard(), driver: BayctlDriver, bays: 6 });

    while let Some(msg) = sub.next().await {
        let service = service.clone();
        tokio::spawn(async move {
            match serde_json::from_slice::<StartWash>(&msg.payload) {
                Ok(req) => {
                    if let Err(err) = service.handle(req).await {
                        tracing::error!(%err, "start request failed");
                    }
                }
                Err(err) => tracing::warn!(%err, "malformed start request"),
            }
        });
    }
    Ok(())
}
