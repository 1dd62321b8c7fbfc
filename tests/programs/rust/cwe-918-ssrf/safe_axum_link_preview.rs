// Axum endpoint that fetches a URL posted in chat and returns its title for the link preview.
use axum::{http::StatusCode, routing::post, Json, Router};
use serde::{Deserialize, Serialize};
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;
use url::Url;

#[derive(Deserialize)]
struct PreviewRequest {
    url: String,
}

#[derive(Serialize)]
struct Preview {
    url: String,
    title: Option<String>,
}

fn extract_title(html: &str) -> Option<String> {
    let start = html.find("<title>")? + "<title>".len();
    let end = html[start..].find("</title>")? + start;
    Some(html[start..end].trim().chars().take(200).collect())
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
            None => !(v6.is_loopback() || v6.is_unspecified() || (v6.segments()[0] & 0xfe00) == 0xfc00 || (v6.segments()[0] & 0xffc0) == 0xfe80),
        },
    }
}

async fn resolve_public(url: &Url) -> Option<(String, SocketAddr)> {
    if !matches!(url.scheme(), "http" | "https") {
        return None;
    }
    let host = url.host_str()?.to_string();
    let port = url.port_or_known_default()?;
    let addrs: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), port)).await.ok()?.collect();
    if addrs.is_empty() || !addrs.iter().all(|a| is_public(a.ip())) {
        return None;
    }
    Some((host, addrs[0]))
}

async fn preview(Json(req): Json<PreviewRequest>) -> Result<Json<Preview>, StatusCode> {
    let target = Url::parse(&req.url).map_err(|_| StatusCode::BAD_REQUEST)?;
    let (host, addr) = resolve_public(&target).await.ok_or(StatusCode::FORBIDDEN)?;
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(4))
        .redirect(reqwest::redirect::Policy::none())
        .resolve(&host, addr)
        .build()
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let resp = http.get(target.clone()).send().await.map_err(|_| StatusCode::BAD_GATEWAY)?;
    let body = resp.text().await.map_err(|_| StatusCode::BAD_GATEWAY)?;
    Ok(Json(Preview { url: target.to_string(), title: extract_title(&body) }))
}

pub fn router() -> Router {
    Router::new().route("/chat/preview", post(preview))
}
