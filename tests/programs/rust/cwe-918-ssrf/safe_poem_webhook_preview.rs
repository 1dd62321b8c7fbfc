// Lets integration admins test-fire a webhook and preview the receiver's response (poem + reqwest).
use poem::http::StatusCode;
use poem::web::Json;
use poem::{handler, Error, Result};
use reqwest::{redirect::Policy, Url};
use serde::{Deserialize, Serialize};
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

#[derive(Deserialize)]
pub struct PreviewRequest {
    target: String,
    event: String,
}

#[derive(Serialize)]
pub struct PreviewResponse {
    status: u16,
    body_snippet: String,
}

fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let o = v4.octets();
            !(v4.is_private() || v4.is_loopback() || v4.is_link_local() || v4.is_unspecified()
                || v4.is_broadcast() || v4.is_documentation() || (o[0] == 100 && (64..128).contains(&o[1])))
        }
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public(IpAddr::V4(v4)),
            None => {
                let s0 = v6.segments()[0];
                !(v6.is_loopback() || v6.is_unspecified() || (s0 & 0xfe00) == 0xfc00 || (s0 & 0xffc0) == 0xfe80)
            }
        },
    }
}

async fn vetted_target(raw: &str) -> Option<(Url, String, SocketAddr)> {
    let url = Url::parse(raw).ok()?;
    if url.scheme() != "https" {
        return None;
    }
    let host = url.host_str()?.to_owned();
    let port = url.port_or_known_default()?;
    let addrs: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), port)).await.ok()?.collect();
    let first = *addrs.first()?;
    addrs.iter().all(|a| is_public(a.ip())).then_some((url, host, first))
}

#[handler]
pub async fn preview_webhook(Json(req): Json<PreviewRequest>) -> Result<Json<PreviewResponse>> {
    let bad = Error::from_status;
    let (url, host, addr) = vetted_target(&req.target).await.ok_or_else(|| bad(StatusCode::BAD_REQUEST))?;
    let client = reqwest::Client::builder()
        .resolve(&host, addr)
        .redirect(Policy::none())
        .timeout(Duration::from_secs(5))
        .build()
        .map_err(|_| bad(StatusCode::INTERNAL_SERVER_ERROR))?;
    let payload = serde_json::json!({ "event": req.event, "test": true });
    let resp = client.post(url).json(&payload).send().await.map_err(|_| bad(StatusCode::BAD_GATEWAY))?;
    let status = resp.status().as_u16();
    let text = resp.text().await.unwrap_or_default();
    Ok(Json(PreviewResponse { status, body_snippet: text.chars().take(500).collect() }))
}
