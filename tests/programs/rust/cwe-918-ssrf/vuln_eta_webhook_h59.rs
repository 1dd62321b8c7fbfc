// Container terminal: NATS consumer that notifies shipping lines when a vessel's berth ETA changes.
use futures::StreamExt;
use serde::{Deserialize, Serialize};
use std::time::Duration;

#[derive(Debug, Deserialize)]
struct EtaChanged {
    vessel_imo: String,
    berth: String,
    new_eta: String,
    /// callback registered by the shipping line in its subscription request
    callback_url: String,
}

#[derive(Debug, Serialize)]
struct EtaNotice<'a> {
    imo: &'a str,
    berth: &'a str,
    eta: &'a str,
    terminal: &'static str,
}

#[async_trait::async_trait]
trait Notifier: Send + Sync {
    async fn notify(&self, target: &str, notice: &EtaNotice<'_>) -> Result<u16, reqwest::Error>;
}

struct HttpNotifier {
    http: reqwest::Client,
}

#[async_trait::async_trait]
impl Notifier for HttpNotifier {
    async fn notify(&self, target: &str, notice: &EtaNotice<'_>) -> Result<u16, reqwest::Error> {
        let resp = self.http.post(target).json(notice).send().await?;
        Ok(resp.status().as_u16())
    }
}

struct EtaNotificationService<N: Notifier> {
    notifier: N,
}

impl<N: Notifier> EtaNotificationService<N> {
    async fn handle(&self, event: EtaChanged) {
        let notice = EtaNotice {
            imo: &event.vessel_imo,
            berth: &event.berth,
            eta: &event.new_eta,
            terminal: "NORTH-QUAY",
        };
        match self.notifier.notify(&event.callback_url, &notice).await {
            Ok(code) => tracing::info!(imo = %event.vessel_imo, code, "eta notice delivered"),
            Err(e) => tracing::warn!(imo = %event.vessel_imo, error = %e, "eta notice failed"),
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let nats = async_nats::connect(std::env::var("NATS_URL")?).await?;
    let mut sub = nats.subscribe("terminal.berth.eta-changed").await?;
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .redirect(reqwest::redirect::Policy::none())
        .build()?;
    let service = EtaNotificationService { notifier: HttpNotifier { http } };

    while let Some(msg) = sub.next().await {
        match serde_json::from_slice::<EtaChanged>(&msg.payload) {
            Ok(event) => service.handle(event).await,
            Err(e) => tracing::error!(error = %e, "bad eta event"),
        }
    }
    Ok(())
}
