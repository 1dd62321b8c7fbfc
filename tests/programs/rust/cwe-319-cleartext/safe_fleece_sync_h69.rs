// A fleece sync program of the h69 set (cwe-319-cleartext).
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;

struct CoopConfig {
    intake_url: String,
    member_id: String,
    api_token: String,
}

static COOP: LazyLock<CoopConfig> = LazyLock::new(|| CoopConfig {
    intake_url: std::env::var("COOP_INTAKE_URL")
        .unwrap_or_else(|_| "https://intake.andesfibrecoop.com/api/v2/fleeces".to_owned()),
    member_id: std::env::var("COOP_MEMBER_ID").unwrap_or_else(|_| "FARM-0417".to_owned()),
    api_token: std::env::var("COOP_API_TOKEN").expect("COOP_API_TOKEN not set"),
});

#[derive(Debug, Deserialize, Serialize)]
struct FleeceRecord {
    animal_tag: String,
    animal_name: String,
    grade: u8,
    blanket_kg: f32,
    seconds_kg: f32,
    micron: f32,
}

#[derive(Serialize)]
struct IntakeBatch<'a> {
    member_id: &'a str,
    records: &'a [FleeceRecord],
}

struct ShedState {
    outbound: mpsc::Sender<FleeceRecord>,
}

async fn record_fleece(State(shed): State<Arc<ShedState>>, Json(rec): Json<FleeceRecord>) -> StatusCode {
    if rec.blanket_kg <= 0.0 || !(1..=6).contains(&rec.grade) {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    match shed.outbound.send(rec).await {
        Ok(()) => StatusCode::ACCEPTED,
        Err(_) => StatusCode::SERVICE_UNAVAILABLE,
    }
}

/// Batches the shed's records so the co-op gets one upload per few minutes.
async fn coop_uploader(mut inbox: mpsc::Receiver<FleeceRecord>) {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(20))
        .https_only(true)
        .build()
        .expect("http client");
    let mut pending: Vec<FleeceRecord> = Vec::new();
    let mut flush = tokio::time::interval(Duration::from_secs(180));

    loop {
        tokio::select! {
            Some(rec) = inbox.recv() => pending.push(rec),
            _ = flush.tick() => {
                if pending.is_empty() {
                    continue;
                }
                let batch = IntakeBatch { member_id: &COOP.member_id, records: &pending };
                let sent = http
                    .post(&COOP.intake_url)
                    .bearer_auth(&COOP.api_token)
                    .json(&batch)
                    .send()
                    .await
                    .and_then(|r| r.error_for_status());
                match sent {
                    Ok(_) => {
                        tracing::info!(count = pending.len(), "fleece batch delivered");
                        pending.clear();
                    }
                    Err(e) => tracing::warn!(error = %e, "co-op intake unreachable, will retry"),
                }
            }
        }
    }
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    LazyLock::force(&COOP);

    let (tx, rx) = mpsc::channel(512);
    tokio::spawn(coop_uploader(rx));

    let app = Router::new()
        .route("/shearing/fleeces", post(record_fleece))
        .with_state(Arc::new(ShedState { outbound: tx }));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8150").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
