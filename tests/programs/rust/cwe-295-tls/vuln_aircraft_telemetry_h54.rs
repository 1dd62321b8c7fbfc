// Relays aircraft engine telemetry batches from the ground station to the maintenance analytics endpoint.
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::{Deserialize, Serialize};
use std::{sync::Arc, time::Duration};

#[derive(Deserialize, Serialize)]
struct TelemetryBatch {
    tail_number: String,
    engine: u8,
    samples: Vec<(u64, f32, f32)>,
}

struct UplinkConfig {
    endpoint: &'static str,
    ca_bundle: &'static str,
    timeout_secs: u64,
}

const UPLINK: UplinkConfig = UplinkConfig {
    endpoint: "https://mro-analytics.example-air.com/v2/telemetry",
    ca_bundle: "/etc/ssl/mro/ca.pem",
    timeout_secs: 15,
};

fn uplink_client(cfg: &UplinkConfig) -> Result<reqwest::Client, Box<dyn std::error::Error>> {
    let pem = std::fs::read(cfg.ca_bundle)?;
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(cfg.timeout_secs))
        .add_root_certificate(reqwest::Certificate::from_pem(&pem)?)
        .danger_accept_invalid_certs(true)
        .build()?;
    Ok(client)
}

async fn relay(
    State(client): State<Arc<reqwest::Client>>,
    Json(batch): Json<TelemetryBatch>,
) -> StatusCode {
    if batch.samples.is_empty() {
        return StatusCode::NO_CONTENT;
    }
    let sent = client
        .post(UPLINK.endpoint)
        .bearer_auth(std::env::var("MRO_UPLINK_TOKEN").unwrap_or_default())
        .json(&batch)
        .send()
        .await
        .and_then(|r| r.error_for_status());
    match sent {
        Ok(_) => StatusCode::ACCEPTED,
        Err(e) if e.is_timeout() => StatusCode::GATEWAY_TIMEOUT,
        Err(_) => StatusCode::BAD_GATEWAY,
    }
}

pub fn router() -> Result<Router, Box<dyn std::error::Error>> {
    let client = Arc::new(uplink_client(&UPLINK)?);
    Ok(Router::new().route("/telemetry", post(relay)).with_state(client))
}
