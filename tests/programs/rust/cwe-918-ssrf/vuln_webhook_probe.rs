// CI server "test delivery" endpoint that sends a sample build-finished event to a project's configured webhook URL.
use std::time::Duration;

use actix_web::{post, web, HttpResponse};
use serde::{Deserialize, Serialize};
use url::Url;

#[derive(Deserialize)]
pub struct ProbeRequest {
    url: String,
}

#[derive(Serialize)]
struct ProbeResult {
    status: u16,
    body_preview: String,
}

const BLOCKED_HOSTS: &[&str] = &["localhost", "127.0.0.1", "0.0.0.0", "ci-internal"];

fn acceptable_target(raw: &str) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    if !matches!(url.scheme(), "http" | "https") {
        return None;
    }
    let host = url.host_str()?.to_ascii_lowercase();
    if BLOCKED_HOSTS.iter().any(|b| host == *b) {
        return None;
    }
    Some(url)
}

#[post("/projects/{id}/hooks/test")]
pub async fn test_delivery(path: web::Path<u64>, req: web::Json<ProbeRequest>) -> HttpResponse {
    let project_id = path.into_inner();
    let Some(target) = acceptable_target(&req.url) else {
        return HttpResponse::BadRequest().body("webhook URL not allowed");
    };
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
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
