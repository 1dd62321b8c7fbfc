// CI server "test delivery" endpoint that sends a sample build-finished event to a project's configured webhook URL.
use std::{net::{IpAddr, SocketAddr}, time::Duration};

use actix_web::{post, web, HttpResponse};
use serde::{Deserialize, Serialize};
use url::Url;

#[derive(Deserialize)]
pub struct ProbeRequest {
    url: String,
}

#[derive(Serialize)]
struct ProbeResult { status: u16, body_preview: String }

fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let o = v4.octets();
            !(v4.is_private() || v4.is_loopback() || v4.is_link_local() || v4.is_unspecified()
                || v4.is_broadcast() || v4.is_multicast() || o[0] == 0 || (o[0] == 100 && (o[1] & 0xc0) == 64))
        }
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public(IpAddr::V4(v4)),
            None => !(v6.is_loopback() || v6.is_unspecified() || v6.is_multicast()
                || (v6.segments()[0] & 0xfe00) == 0xfc00 || (v6.segments()[0] & 0xffc0) == 0xfe80),
        },
    }
}

async fn acceptable_target(raw: &str) -> Option<(Url, String, SocketAddr)> {
    let url = Url::parse(raw).ok()?;
    if !matches!(url.scheme(), "http" | "https") {
        return None;
    }
    let host = url.host_str()?.to_string();
    let port = url.port_or_known_default()?;
    let addrs: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), port)).await.ok()?.collect();
    if addrs.is_empty() || !addrs.iter().all(|a| is_public(a.ip())) {
        return None;
    }
    Some((url, host, addrs[0]))
}

#[post("/projects/{id}/hooks/test")]
pub async fn test_delivery(path: web::Path<u64>, req: web::Json<ProbeRequest>) -> HttpResponse {
    let project_id = path.into_inner();
    let Some((target, host, addr)) = acceptable_target(&req.url).await else {
        return HttpResponse::BadRequest().body("webhook URL not allowed");
    };
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .redirect(reqwest::redirect::Policy::none())
        .resolve(&host, addr)
        .build()
        .expect("http client");
    let event = serde_json::json!({ "event": "build.finished", "project": project_id, "test": true });

    match client.post(target).json(&event).send().await {
        Ok(resp) => {
            let status = resp.status().as_u16();
            let text = resp.text().await.unwrap_or_default();
            let body_preview = text.chars().take(2000).collect();
            HttpResponse::Ok().json(ProbeResult { status, body_preview })
        }
        Err(e) => HttpResponse::BadGateway().body(e.to_string()),
    }
}
