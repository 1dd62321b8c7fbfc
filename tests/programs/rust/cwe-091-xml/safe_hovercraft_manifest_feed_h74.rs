// A hovercraft manifest feed program of the h74 set (cwe-091-xml).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::{
    extract::{Path, State},
    http::{header, StatusCode},
    response::IntoResponse,
    routing::{get, post},
    Json, Router,
};
use quick_xml::escape::escape;
use serde::Deserialize;
use tokio::sync::broadcast;

#[derive(Deserialize, Clone, Debug)]
struct Booking {
    sailing: String,
    full_name: String,
    nationality: String,
    vehicle_reg: Option<String>,
}

#[derive(Clone)]
struct AppState {
    events: broadcast::Sender<Booking>,
    manifests: Arc<Mutex<HashMap<String, Vec<String>>>>,
}

fn passenger_entry(b: &Booking) -> String {
    let vehicle = b
        .vehicle_reg
        .as_deref()
        .map(|v| format!("<vehicle reg=\"{}\"/>", escape(v)))
        .unwrap_or_default();
    format!(
        "<passenger><name>{}</name><nationality>{}</nationality>{}</passenger>",
        escape(b.full_name.as_str()),
        escape(b.nationality.as_str()),
        vehicle
    )
}

async fn manifest_builder(mut rx: broadcast::Receiver<Booking>, manifests: Arc<Mutex<HashMap<String, Vec<String>>>>) {
    loop {
        match rx.recv().await {
            Ok(booking) => {
                let entry = passenger_entry(&booking);
                manifests.lock().unwrap().entry(booking.sailing.clone()).or_default().push(entry);
            }
            Err(broadcast::error::RecvError::Lagged(n)) => eprintln!("manifest builder lagged by {n} bookings"),
            Err(broadcast::error::RecvError::Closed) => break,
        }
    }
}

async fn boarding_notifier(mut rx: broadcast::Receiver<Booking>) {
    while let Ok(booking) = rx.recv().await {
        println!("boarding pass queued for sailing {}", booking.sailing);
    }
}

async fn create_booking(State(state): State<AppState>, Json(booking): Json<Booking>) -> StatusCode {
    let sailing_ok = booking.sailing.len() == 9
        && booking.sailing.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    if !sailing_ok || booking.full_name.trim().is_empty() {
        return StatusCode::BAD_REQUEST;
    }
    match state.events.send(booking) {
        Ok(_) => StatusCode::ACCEPTED,
        Err(_) => StatusCode::SERVICE_UNAVAILABLE,
    }
}

async fn manifest_xml(State(state): State<AppState>, Path(sailing): Path<String>) -> impl IntoResponse {
    let entries = state.manifests.lock().unwrap().get(&sailing).cloned().unwrap_or_default();
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    xml.push_str(&format!("<manifest operator=\"Solent Skimmer Ferries\" count=\"{}\">", entries.len()));
    for e in &entries {
        xml.push_str(e);
    }
    xml.push_str("</manifest>");
    ([(header::CONTENT_TYPE, "application/xml")], xml)
}

#[tokio::main]
async fn main() {
    let (events, _) = broadcast::channel(256);
    let manifests = Arc::new(Mutex::new(HashMap::new()));
    tokio::spawn(manifest_builder(events.subscribe(), manifests.clone()));
    tokio::spawn(boarding_notifier(events.subscribe()));

    let app = Router::new()
        .route("/bookings", post(create_booking))
        .route("/sailings/{sailing}/manifest.xml", get(manifest_xml))
        .with_state(AppState { events, manifests });
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8087").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
