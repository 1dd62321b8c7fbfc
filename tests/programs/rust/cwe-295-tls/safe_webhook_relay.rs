// Relays billing events received from internal services to the partner's HTTPS webhook.
use std::time::Duration;

use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use reqwest::Client;
use serde_json::Value;

struct RelayConfig {
    endpoint: &'static str,
    timeout_secs: u64,
    accept_self_signed: bool,
}

const RELAY: RelayConfig = RelayConfig {
    endpoint: "https://hooks.partner.example.com/billing",
    timeout_secs: 10,
    accept_self_signed: false,
};

fn build_client(cfg: &RelayConfig) -> reqwest::Result<Client> {
    Client::builder()
        .timeout(Duration::from_secs(cfg.timeout_secs))
        .danger_accept_invalid_certs(cfg.accept_self_signed)
        .build()
}

#[derive(Clone)]
struct AppState {
    client: Client,
}

async fn relay(State(state): State<AppState>, Json(event): Json<Value>) -> StatusCode {
    let resp = state.client.post(RELAY.endpoint).json(&event).send().await;
    match resp {
        Ok(r) if r.status().is_success() => StatusCode::ACCEPTED,
        Ok(_) => StatusCode::BAD_GATEWAY,
        Err(_) => StatusCode::SERVICE_UNAVAILABLE,
    }
}

#[tokio::main]
async fn main() {
    let client = build_client(&RELAY).expect("http client");
    let app = Router::new()
        .route("/internal/billing-events", post(relay))
        .with_state(AppState { client });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:9000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
