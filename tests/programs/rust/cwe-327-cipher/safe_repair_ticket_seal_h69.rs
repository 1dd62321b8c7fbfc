// A repair ticket seal program of the h69 set (cwe-327-cipher).
use std::sync::{Arc, LazyLock};

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::{get, post},
    Json, Router,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use aes_gcm::{
    aead::{Aead, AeadCore, KeyInit, OsRng},
    Aes256Gcm, Nonce,
};
use serde::{Deserialize, Serialize};

const NONCE_LEN: usize = 12;

static TICKET_KEY: LazyLock<Vec<u8>> = LazyLock::new(|| {
    let hex_key = std::env::var("CLAIM_TICKET_KEY").expect("CLAIM_TICKET_KEY not set");
    hex::decode(hex_key.trim()).expect("CLAIM_TICKET_KEY must be hex")
});

#[derive(Debug, Deserialize, Serialize)]
struct RepairTicket {
    customer_phone: String,
    item: String,
    work: String,
    price_cents: u32,
}

/// Seals ticket contents so the stub we hand over can't be edited to change the price.
struct TicketSealer {
    cipher: Aes256Gcm,
}

impl TicketSealer {
    fn from_key(key: &[u8]) -> Self {
        assert_eq!(key.len(), 32, "claim ticket key must be 32 bytes");
        Self { cipher: Aes256Gcm::new_from_slice(key).expect("key length checked") }
    }

    fn seal(&self, ticket: &RepairTicket) -> String {
        let plain = serde_json::to_vec(ticket).expect("ticket serialises");
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let mut sealed = nonce.to_vec();
        sealed.extend(self.cipher.encrypt(&nonce, plain.as_slice()).expect("ticket encrypts"));
        URL_SAFE_NO_PAD.encode(sealed)
    }

    fn open(&self, stub: &str) -> Option<RepairTicket> {
        let sealed = URL_SAFE_NO_PAD.decode(stub).ok()?;
        if sealed.len() <= NONCE_LEN {
            return None;
        }
        let (nonce, body) = sealed.split_at(NONCE_LEN);
        let plain = self.cipher.decrypt(Nonce::from_slice(nonce), body).ok()?;
        serde_json::from_slice(&plain).ok()
    }
}

#[derive(Serialize)]
struct Stub {
    claim: String,
}

async fn drop_off(State(sealer): State<Arc<TicketSealer>>, Json(ticket): Json<RepairTicket>) -> Result<Json<Stub>, StatusCode> {
    if ticket.item.is_empty() || ticket.work.is_empty() {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    Ok(Json(Stub { claim: sealer.seal(&ticket) }))
}

async fn pick_up(State(sealer): State<Arc<TicketSealer>>, Path(claim): Path<String>) -> Result<Json<RepairTicket>, StatusCode> {
    sealer.open(&claim).map(Json).ok_or(StatusCode::NOT_FOUND)
}

#[tokio::main]
async fn main() {
    let sealer = Arc::new(TicketSealer::from_key(&TICKET_KEY));
    let app = Router::new()
        .route("/tickets", post(drop_off))
        .route("/tickets/{claim}", get(pick_up))
        .with_state(sealer);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8160").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
