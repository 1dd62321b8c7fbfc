// Lets integration admins test-fire a webhook and preview the receiver's response (poem + reqwest).
use poem::http::StatusCode;
use poem::web::{Data, Json};
use poem::{handler, Error, Result};
use serde::{Deserialize, Serialize};
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

fn looks_like_url(target: &str) -> bool {
    target.starts_with("https://") || target.starts_with("http://")
}

fn bad(status: StatusCode) -> Error {
    Error::from_status(status)
}

#[handler]
pub async fn preview_webhook(
    client: Data<&reqwest::Client>,
    Json(req): Json<PreviewRequest>,
) -> Result<Json<PreviewResponse>> {
    if !looks_like_url(&req.target) {
        return Err(bad(StatusCode::BAD_REQUEST));
    }
    let payload = serde_json::json!({ "event": req.event, "test": true });
    let resp = client
        .post(&req.target)
        .timeout(Duration::from_secs(5))
        .json(&payload)
        .send()
        .await
        .map_err(|_| bad(StatusCode::BAD_GATEWAY))?;
    let status = resp.status().as_u16();
    let text = resp.text().await.unwrap_or_default();
    Ok(Json(PreviewResponse {
        status,
        body_snippet: text.chars().take(500).collect(),
    }))
}
