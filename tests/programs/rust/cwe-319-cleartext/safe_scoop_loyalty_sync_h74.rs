// A scoop loyalty sync program of the h74 set (cwe-319-cleartext).
use std::time::Duration;

use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;

const REWARDS_ENDPOINT: &str = "https://rewards.frostline-creamery.com/api/v3/visits";
const BATCH_SIZE: usize = 50;

#[derive(Deserialize, Serialize, Debug, Clone)]
struct Visit {
    store_id: u16,
    card_number: String,
    phone: String,
    scoops: u8,
    spend_cents: u32,
}

#[derive(Serialize)]
struct VisitBatch<'a> {
    source: &'static str,
    visits: &'a [Visit],
}

async fn record_visit(State(queue): State<mpsc::Sender<Visit>>, Json(v): Json<Visit>) -> StatusCode {
    if v.card_number.len() != 16 || !v.card_number.chars().all(|c| c.is_ascii_digit()) {
        return StatusCode::BAD_REQUEST;
    }
    match queue.try_send(v) {
        Ok(()) => StatusCode::ACCEPTED,
        Err(_) => StatusCode::TOO_MANY_REQUESTS,
    }
}

async fn flush(client: &reqwest::Client, api_key: &str, pending: &mut Vec<Visit>) {
    if pending.is_empty() {
        return;
    }
    let body = VisitBatch { source: "till", visits: pending };
    let sent = client
        .post(REWARDS_ENDPOINT)
        .bearer_auth(api_key)
        .json(&body)
        .send()
        .await
        .and_then(|r| r.error_for_status());
    match sent {
        Ok(_) => {
            println!("uploaded {} loyalty visits", pending.len());
            pending.clear();
        }
        // keep the batch and retry on the next tick
        Err(e) => eprintln!("rewards upload failed, {} visits kept: {e}", pending.len()),
    }
}

async fn uploader(mut rx: mpsc::Receiver<Visit>, api_key: String) {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .https_only(true)
        .build()
        .expect("http client");
    let mut pending: Vec<Visit> = Vec::with_capacity(BATCH_SIZE);
    let mut tick = tokio::time::interval(Duration::from_secs(30));
    loop {
        tokio::select! {
            maybe = rx.recv() => match maybe {
                Some(v) => {
                    pending.push(v);
                    if pending.len() >= BATCH_SIZE {
                        flush(&client, &api_key, &mut pending).await;
                    }
                }
                None => {
                    flush(&client, &api_key, &mut pending).await;
                    break;
                }
            },
            _ = tick.tick() => flush(&client, &api_key, &mut pending).await,
        }
    }
}

#[tokio::main]
async fn main() {
    let api_key = std::env::var("FROSTLINE_REWARDS_KEY").expect("FROSTLINE_REWARDS_KEY not set");
    let (tx, rx) = mpsc::channel::<Visit>(1_000);
    tokio::spawn(uploader(rx, api_key));

    let app = Router::new().route("/loyalty/visits", post(record_visit)).with_state(tx);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8089").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
