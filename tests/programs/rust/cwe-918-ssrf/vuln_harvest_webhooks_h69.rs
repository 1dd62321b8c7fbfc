// A harvest webhooks program of the h69 set (cwe-918-ssrf).
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::{post, put},
    Json, Router,
};
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, RwLock};
use url::Url;

#[derive(Clone, Debug, Deserialize, Serialize)]
struct HarvestGraded {
    lot: String,
    species: String,
    kilograms: f32,
    grade: char,
}

struct Farm {
    webhooks: RwLock<HashMap<u32, Url>>,
    events: mpsc::Sender<HarvestGraded>,
}

#[derive(Deserialize)]
struct WebhookRegistration {
    url: String,
}

fn parse_callback(raw: &str) -> Option<Url> {
    let url = Url::parse(raw.trim()).ok()?;
    matches!(url.scheme(), "http" | "https").then_some(url)
}

async fn register_webhook(
    State(farm): State<Arc<Farm>>,
    Path(buyer_id): Path<u32>,
    Json(reg): Json<WebhookRegistration>,
) -> StatusCode {
    let Some(url) = parse_callback(&reg.url) else {
        return StatusCode::UNPROCESSABLE_ENTITY;
    };
    farm.webhooks.write().await.insert(buyer_id, url);
    StatusCode::NO_CONTENT
}

async fn grade_harvest(State(farm): State<Arc<Farm>>, Json(event): Json<HarvestGraded>) -> StatusCode {
    if !matches!(event.grade, 'A' | 'B' | 'C') {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    match farm.events.send(event).await {
        Ok(()) => StatusCode::ACCEPTED,
        Err(_) => StatusCode::SERVICE_UNAVAILABLE,
    }
}

/// Fans each graded lot out to every registered buyer.
async fn notifier(farm: Arc<Farm>, mut events: mpsc::Receiver<HarvestGraded>) {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(5))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("http client");
    while let Some(event) = events.recv().await {
        let targets: Vec<(u32, Url)> = farm
            .webhooks
            .read()
            .await
            .iter()
            .map(|(id, url)| (*id, url.clone()))
            .collect();
        for (buyer, url) in targets {
            match http.post(url).json(&event).send().await {
                Ok(resp) => tracing::info!(buyer, status = %resp.status(), lot = %event.lot, "buyer notified"),
                Err(e) => tracing::warn!(buyer, error = %e, "buyer webhook failed"),
            }
        }
    }
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let (tx, rx) = mpsc::channel(128);
    let farm = Arc::new(Farm { webhooks: RwLock::new(HashMap::new()), events: tx });
    tokio::spawn(notifier(farm.clone(), rx));

    let app = Router::new()
        .route("/buyers/{buyer_id}/webhook", put(register_webhook))
        .route("/harvests/graded", post(grade_harvest))
        .with_state(farm);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8290").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
