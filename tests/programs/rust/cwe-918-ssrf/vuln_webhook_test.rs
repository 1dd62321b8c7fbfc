// Axum endpoint that sends a test delivery to a customer-configured webhook URL.
use axum::{extract::{Json, State}, http::StatusCode, routing::post, Router};
use regex::Regex;
use serde::{Deserialize, Serialize};
use std::{sync::OnceLock, time::Duration};

#[derive(Deserialize)]
struct WebhookTest {
    url: String,
    event: String,
}

#[derive(Serialize)]
struct Delivery {
    status: u16,
}

fn allowed_target() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"https://[a-z0-9-]+\.hooks\.example\.com").expect("valid regex"))
}

async fn send_test(
    State(http): State<reqwest::Client>,
    Json(req): Json<WebhookTest>,
) -> Result<Json<Delivery>, StatusCode> {
    if !allowed_target().is_match(&req.url) {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    let payload = serde_json::json!({ "event": req.event, "test": true });
    let resp = http
        .post(req.url.as_str())
        .json(&payload)
        .send()
        .await
        .map_err(|_| StatusCode::BAD_GATEWAY)?;
    Ok(Json(Delivery { status: resp.status().as_u16() }))
}

pub fn router() -> Router {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(5))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("http client");
    Router::new().route("/webhooks/test", post(send_test)).with_state(http)
}
