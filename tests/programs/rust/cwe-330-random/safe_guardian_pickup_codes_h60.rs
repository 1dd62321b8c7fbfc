// Childcare centre: each morning every guardian gets a one-day pickup code by
// SMS; staff ask for it at the door together with photo ID.
use std::collections::HashMap;
use std::sync::Arc;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use rand::rngs::OsRng;
use rand::Rng;
use serde::Serialize;
use tokio::sync::Mutex;

const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LEN: usize = 8;

#[derive(Default)]
struct PickupDesk {
    guardians: HashMap<u32, Vec<String>>,
    codes: HashMap<String, u32>,
    sms_outbox: Vec<(String, String)>,
}

type Desk = Arc<Mutex<PickupDesk>>;

#[derive(Serialize)]
struct Issued {
    child_id: u32,
    codes_sent: usize,
}

fn pickup_code() -> String {
    let mut rng = OsRng;
    (0..CODE_LEN)
        .map(|_| CODE_ALPHABET[rng.gen_range(0..CODE_ALPHABET.len())] as char)
        .collect()
}

async fn issue_codes(
    State(desk): State<Desk>,
    Path(child_id): Path<u32>,
) -> Result<Json<Issued>, StatusCode> {
    let mut desk = desk.lock().await;
    let phones = desk.guardians.get(&child_id).cloned().ok_or(StatusCode::NOT_FOUND)?;

    let issued: Vec<(String, String)> = phones
        .into_iter()
        .map(|phone| (phone, pickup_code()))
        .collect();
    issued.iter().for_each(|(_, code)| {
        desk.codes.insert(code.clone(), child_id);
    });

    let codes_sent = issued.len();
    desk.sms_outbox.extend(
        issued
            .into_iter()
            .map(|(phone, code)| (phone, format!("Today's pickup code: {code}"))),
    );
    Ok(Json(Issued { child_id, codes_sent }))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let desk: Desk = Arc::new(Mutex::new(PickupDesk::default()));
    let app = Router::new()
        .route("/children/:child_id/pickup-codes", post(issue_codes))
        .with_state(desk);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:8160").await?;
    axum::serve(listener, app).await
}
