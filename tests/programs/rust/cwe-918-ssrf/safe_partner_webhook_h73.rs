// A partner webhook program of the h73 set (cwe-918-ssrf).
use anyhow::{bail, Context, Result};
use futures::StreamExt;
use serde::Deserialize;
use serde_json::json;
use url::Url;

const PARTNER_HOSTS: &[&str] = &[
    "hooks.frightpass.com",
    "api.screamtix.net",
    "partners.hollowgatetickets.com",
];

#[derive(Deserialize)]
struct SoldOut {
    house: String,
    slot: String,
    partner: PartnerTarget,
}

#[derive(Deserialize)]
struct PartnerTarget {
    host: String,
    /// partner-chosen callback path, e.g. "/v2/inventory/blackwood-manor"
    callback_path: String,
}

fn callback_url(target: &PartnerTarget) -> Result<Url> {
    let host = target.host.trim().trim_end_matches('.').to_ascii_lowercase();
    if !PARTNER_HOSTS.contains(&host.as_str()) {
        bail!("partner host {host} is not registered");
    }
    let path = target.callback_path.trim();
    let mut url = Url::parse(&format!("https://{host}/"))?;
    let (path_part, query) = path.split_once('?').unwrap_or((path, ""));
    url.set_path(path_part);
    if !query.is_empty() {
        url.set_query(Some(query));
    }
    if url.host_str() != Some(host.as_str()) {
        bail!("callback for {host} resolves to another host");
    }
    Ok(url)
}

async fn notify(http: &reqwest::Client, event: &SoldOut) -> Result<()> {
    let url = callback_url(&event.partner)?;
    let resp = http
        .post(url.clone())
        .json(&json!({
            "event": "slot.sold_out",
            "house": event.house.to_lowercase(),
            "slot": event.slot,
        }))
        .send()
        .await
        .with_context(|| format!("post to {url}"))?;
    if !resp.status().is_success() {
        bail!("partner answered {}", resp.status());
    }
    Ok(())
}

#[tokio::main]
async fn main() -> Result<()> {
    let http = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(8))
        .build()?;
    let nats = async_nats::connect("nats://events.grimhollowhaunts.com:4222").await?;
    let mut sub = nats.subscribe("tickets.slot.sold_out").await?;

    while let Some(msg) = sub.next().await {
        let text = String::from_utf8_lossy(&msg.payload);
        let event: SoldOut = match serde_json::from_str(&text) {
            Ok(e) => e,
            Err(e) => {
                eprintln!("bad sold-out event: {e}");
                continue;
            }
        };
        if let Err(e) = notify(&http, &event).await {
            eprintln!("partner notification for {} {} failed: {e:#}", event.house, event.slot);
        }
    }
    Ok(())
}
