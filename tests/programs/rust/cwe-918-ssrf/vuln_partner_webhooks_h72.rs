// A partner webhooks program of the h72 set (cwe-918-ssrf).
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::time::Duration;

use anyhow::{anyhow, bail};
use serde::Deserialize;
use url::Url;
use warp::Filter;

type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

struct Vetted {
    url: Url,
    pinned: Option<SocketAddr>,
}

trait Fetcher: Send + Sync {
    fn post_json(&self, target: Vetted, body: serde_json::Value) -> BoxFuture<'_, anyhow::Result<(u16, String)>>;
}

struct HttpFetcher;

impl Fetcher for HttpFetcher {
    fn post_json(&self, target: Vetted, body: serde_json::Value) -> BoxFuture<'_, anyhow::Result<(u16, String)>> {
        Box::pin(async move {
            let mut builder = reqwest::Client::builder()
                .timeout(Duration::from_secs(5))
                .redirect(reqwest::redirect::Policy::none());
            if let (Some(host), Some(addr)) = (target.url.host_str(), target.pinned) {
                builder = builder.resolve(host, addr);
            }
            let resp = builder.build()?.post(target.url).json(&body).send().await?;
            let status = resp.status().as_u16();
            let text = resp.text().await.unwrap_or_default();
            Ok((status, text.chars().take(500).collect()))
        })
    }
}

fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let shared = v4.octets()[0] == 100 && (v4.octets()[1] & 0xc0) == 64;
            !(v4.is_private() || v4.is_loopback() || v4.is_link_local() || v4.is_unspecified()
                || v4.is_broadcast() || v4.is_documentation() || shared)
        }
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public(IpAddr::V4(v4)),
            None => !(v6.is_loopback() || v6.is_unspecified() || (v6.segments()[0] & 0xfe00) == 0xfc00
                || (v6.segments()[0] & 0xffc0) == 0xfe80),
        },
    }
}

struct UrlPolicy;

impl UrlPolicy {
    async fn vet(&self, url: &Url) -> anyhow::Result<Vetted> {
        if url.scheme() != "https" {
            bail!("webhooks must use https");
        }
        let host = url.host_str().ok_or_else(|| anyhow!("no host"))?;
        let port = url.port_or_known_default().unwrap_or(443);
        let addr = tokio::net::lookup_host((host, port)).await?.next().ok_or_else(|| anyhow!("{host} does not resolve"))?;
        if !is_public(addr.ip()) {
            bail!("{host} resolves to a non-public address");
        }
        Ok(Vetted { url: url.clone(), pinned: Some(addr) })
    }
}

/// Records every webhook delivery attempt for the partner support desk.
struct AuditedFetcher<F: Fetcher> {
    inner: F,
    policy: UrlPolicy,
}

impl<F: Fetcher> AuditedFetcher<F> {
    async fn deliver(&self, raw: &str, body: serde_json::Value) -> anyhow::Result<(u16, String)> {
        let url = Url::parse(raw)?;
        let target = match self.policy.vet(&url).await {
            Ok(v) => v,
            Err(e) => {
                eprintln!("audit: webhook {url} flagged: {e}");
                Vetted { url: url.clone(), pinned: None }
            }
        };
        println!("audit: delivering test event to {}", target.url);
        self.inner.post_json(target, body).await
    }
}

#[derive(Deserialize)]
struct TestRequest {
    agency_id: u32,
    webhook_url: String,
}

async fn test_webhook(req: TestRequest, fetcher: &'static AuditedFetcher<HttpFetcher>) -> Result<impl warp::Reply, warp::Rejection> {
    let ping = serde_json::json!({ "event": "trip.status", "test": true, "agency": req.agency_id, "trip": "SNAKE-R-0421" });
    let reply = match fetcher.deliver(&req.webhook_url, ping).await {
        Ok((status, body)) => serde_json::json!({ "delivered": true, "status": status, "response": body }),
        Err(e) => serde_json::json!({ "delivered": false, "error": e.to_string() }),
    };
    Ok(warp::reply::json(&reply))
}

#[tokio::main]
async fn main() {
    let fetcher: &'static AuditedFetcher<HttpFetcher> =
        Box::leak(Box::new(AuditedFetcher { inner: HttpFetcher, policy: UrlPolicy }));
    let route = warp::post()
        .and(warp::path!("partners" / "webhooks" / "test"))
        .and(warp::body::json())
        .and_then(move |req: TestRequest| test_webhook(req, fetcher));
    warp::serve(route).run(([0, 0, 0, 0], 8099)).await;
}
