// Axum endpoint where podcasters submit an RSS feed URL that the streaming service fetches and previews.
use axum::{http::StatusCode, routing::post, Json, Router};
use reqwest::{redirect::Policy, Url};
use serde::{Deserialize, Serialize};
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

#[derive(Deserialize)]
struct FeedSubmission { feed_url: String }

#[derive(Serialize)]
struct FeedPreview {
    url: String,
    excerpt: String,
    looks_like_rss: bool,
}

fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            !(v4.is_private() || v4.is_loopback() || v4.is_link_local() || v4.is_unspecified()
                || v4.is_broadcast() || v4.is_documentation() || a == 0 || (a == 100 && (b & 0xc0) == 64))
        }
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public(IpAddr::V4(v4)),
            None => !(v6.is_loopback() || v6.is_unspecified()
                || (v6.segments()[0] & 0xfe00) == 0xfc00 || (v6.segments()[0] & 0xffc0) == 0xfe80),
        },
    }
}

fn check_url(raw: &str) -> Result<Url, String> {
    let url = Url::parse(raw.trim()).map_err(|e| e.to_string())?;
    matches!(url.scheme(), "http" | "https").then_some(url).ok_or_else(|| "feed URL must be http(s)".into())
}

async fn pin_address(url: &Url) -> Result<(String, SocketAddr), String> {
    let host = url.host_str().ok_or("missing host")?.to_string();
    let port = url.port_or_known_default().ok_or("missing port")?;
    let addrs: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), port)).await.map_err(|e| e.to_string())?.collect();
    match addrs.first() {
        Some(first) if addrs.iter().all(|a| is_public(a.ip())) => Ok((host, *first)),
        _ => Err(format!("host {host} does not resolve to a public address")),
    }
}

async fn fetch_feed(url: Url) -> Result<FeedPreview, String> {
    let (host, addr) = pin_address(&url).await?;
    let client = reqwest::Client::builder().timeout(Duration::from_secs(10)).redirect(Policy::none())
        .resolve(&host, addr).build().map_err(|e| e.to_string())?;
    let body = client.get(url.clone()).send().await.and_then(|r| r.error_for_status()).map_err(|e| e.to_string())?
        .text().await.map_err(|e| e.to_string())?;
    Ok(FeedPreview {
        url: url.to_string(),
        excerpt: body.chars().take(280).collect(),
        looks_like_rss: body.contains("<rss") || body.contains("<feed"),
    })
}

async fn submit(Json(sub): Json<FeedSubmission>) -> Result<Json<FeedPreview>, (StatusCode, String)> {
    let url = check_url(&sub.feed_url).map_err(|e| (StatusCode::BAD_REQUEST, e))?;
    fetch_feed(url).await.map(Json).map_err(|e| (StatusCode::BAD_GATEWAY, e))
}

pub fn router() -> Router {
    Router::new().route("/podcasts/feeds/preview", post(submit))
}
