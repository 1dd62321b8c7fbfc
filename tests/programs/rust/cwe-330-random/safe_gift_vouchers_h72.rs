// A gift vouchers program of the h72 set (cwe-330-random).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::post;
use axum::{Json, Router};
use rand::rngs::StdRng;
use rand::{Rng, RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

struct Order {
    id: u64,
    placed_at: u64,
}

trait EntropySource: Send + Sync {
    fn rng_for(&self, order: &Order) -> Box<dyn RngCore + Send>;
}

struct CodeEntropy;

impl EntropySource for CodeEntropy {
    fn rng_for(&self, _order: &Order) -> Box<dyn RngCore + Send> {
        // reprints read the stored code, so every voucher gets fresh OS entropy
        Box::new(StdRng::from_os_rng())
    }
}

fn voucher_code<R: Rng + ?Sized>(rng: &mut R, groups: usize) -> String {
    (0..groups)
        .map(|_| (0..4).map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char).collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

#[derive(Clone)]
struct AppState {
    entropy: Arc<dyn EntropySource>,
    vouchers: Arc<Mutex<HashMap<String, Voucher>>>,
}

#[derive(Clone, Serialize)]
struct Voucher {
    code: String,
    value_eur: u32,
    redeemed: bool,
}

#[derive(Deserialize)]
struct IssueRequest {
    order_id: u64,
    value_eur: u32,
}

#[derive(Deserialize)]
struct RedeemRequest {
    code: String,
}

async fn issue(State(app): State<AppState>, Json(req): Json<IssueRequest>) -> Result<Json<Voucher>, StatusCode> {
    if !(10..=500).contains(&req.value_eur) {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    let placed_at = SystemTime::now().duration_since(UNIX_EPOCH).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?.as_secs();
    let order = Order { id: req.order_id, placed_at };
    let mut rng = app.entropy.rng_for(&order);
    let voucher = Voucher { code: voucher_code(&mut rng, 4), value_eur: req.value_eur, redeemed: false };

    let mut store = app.vouchers.lock().map_err(|_| StatusCode::SERVICE_UNAVAILABLE)?;
    store.insert(voucher.code.clone(), voucher.clone());
    println!("order {} got a {} EUR voucher (t={})", order.id, voucher.value_eur, order.placed_at);
    Ok(Json(voucher))
}

async fn redeem(State(app): State<AppState>, Json(req): Json<RedeemRequest>) -> Result<Json<Voucher>, StatusCode> {
    let mut store = app.vouchers.lock().map_err(|_| StatusCode::SERVICE_UNAVAILABLE)?;
    let voucher = store.get_mut(req.code.trim()).ok_or(StatusCode::NOT_FOUND)?;
    if voucher.redeemed {
        return Err(StatusCode::CONFLICT);
    }
    voucher.redeemed = true;
    Ok(Json(voucher.clone()))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = AppState { entropy: Arc::new(CodeEntropy), vouchers: Arc::new(Mutex::new(HashMap::new())) };
    let app = Router::new()
        .route("/vouchers", post(issue))
        .route("/vouchers/redeem", post(redeem))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8055").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
