// A ghost itinerary import program of the h74 set (cwe-918-ssrf).
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use axum::{http::StatusCode, routing::post, Json, Router};
use serde::{Deserialize, Serialize};
use url::Url;

#[derive(Deserialize)]
struct ImportRequest {
    hotel: String,
    feed_url: String,
}

#[derive(Deserialize, Serialize)]
struct GuestWalk {
    guest_name: String,
    party_size: u8,
    tour: String,
    start: String,
}

fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let o = v4.octets();
            !(v4.is_private()
                || v4.is_loopback()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || (o[0] == 100 && (64..128).contains(&o[1])))
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public(IpAddr::V4(v4));
            }
            let seg = v6.segments();
            !(v6.is_loopback() || v6.is_unspecified() || (seg[0] & 0xfe00) == 0xfc00 || (seg[0] & 0xffc0) == 0xfe80)
        }
    }
}

/// Resolves the feed host and returns an address only if every record is publicly routable.
async fn public_address(url: &Url) -> Option<SocketAddr> {
    let host = url.host_str()?;
    let port = url.port_or_known_default()?;
    let addrs: Vec<SocketAddr> = tokio::net::lookup_host((host, port)).await.ok()?.collect();
    if addrs.is_empty() || !addrs.iter().all(|a| is_public(a.ip())) {
        return None;
    }
    addrs.first().copied()
}

async fn fetch_feed(url: Url, pinned: Option<SocketAddr>) -> Result<Vec<GuestWalk>, reqwest::Error> {
    let mut builder = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .redirect(reqwest::redirect::Policy::none());
    if let (Some(addr), Some(host)) = (pinned, url.host_str()) {
        builder = builder.resolve(host, addr);
    }
    builder.build()?.get(url).send().await?.error_for_status()?.json().await
}

async fn import_itinerary(Json(req): Json<ImportRequest>) -> Result<Json<Vec<GuestWalk>>, (StatusCode, String)> {
    let url = Url::parse(&req.feed_url).map_err(|_| (StatusCode::BAD_REQUEST, "feed_url is not a URL".to_string()))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err((StatusCode::BAD_REQUEST, "feed must be http(s)".into()));
    }

    // resolve and download side by side; the feed servers are slow
    let (address, fetched) = tokio::join!(public_address(&url), fetch_feed(url.clone(), None));
    if address.is_none() {
        return Err((StatusCode::BAD_REQUEST, "feed host is not reachable from the internet".into()));
    }
    let walks = fetched.map_err(|e| (StatusCode::BAD_GATEWAY, format!("feed download failed: {e}")))?;

    println!("{}: imported {} walks", req.hotel, walks.len());
    Ok(Json(walks))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/partners/itinerary-import", post(import_itinerary));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8098").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
