// Axum endpoint that lets banking partners send a test event to their registered webhook URL.
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use reqwest::redirect::Policy;
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};
use url::Url;

const PARTNER_DOMAIN: &str = "hooks.partnerbank.example";

#[derive(Deserialize)]
struct TestRequest {
    partner_id: String,
    callback_url: String,
}

#[derive(Serialize)]
struct TestResult {
    status: u16,
    elapsed_ms: u128,
}

#[derive(Clone)]
struct AppState {
    http: reqwest::Client,
}

fn partner_url(raw: &str) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    let allowed = url.scheme() == "https"
        && url.host_str() == Some(PARTNER_DOMAIN)
        && url.port().is_none()
        && url.username().is_empty();
    allowed.then_some(url)
}

async fn test_webhook(
    State(state): State<AppState>,
    Json(req): Json<TestRequest>,
) -> Result<Json<TestResult>, StatusCode> {
    let target = partner_url(&req.callback_url).ok_or(StatusCode::BAD_REQUEST)?;
    let payload = serde_json::json!({ "event": "webhook.test", "partner": req.partner_id });
    let started = Instant::now();
    let resp = state
        .http
        .post(target)
        .json(&payload)
        .send()
        .await
        .map_err(|_| StatusCode::BAD_GATEWAY)?;
    Ok(Json(TestResult { status: resp.status().as_u16(), elapsed_ms: started.elapsed().as_millis() }))
}

pub fn router() -> Router {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(5))
        .redirect(Policy::none())
        .build()
        .expect("http client");
    Router::new()
        .route("/partners/webhooks/test", post(test_webhook))
        .with_state(AppState { http })
}
