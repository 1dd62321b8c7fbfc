// A pickup codes program of the h69 set (cwe-330-random).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use rand::{rngs::SmallRng, Rng, SeedableRng};
use serde::{Deserialize, Serialize};

/// Hands out the short numeric codes typed into the locker keypad.
struct CodeIssuer {
    rng: SmallRng,
    digits: usize,
}

impl CodeIssuer {
    fn new(digits: usize) -> Self {
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .expect("clock after 1970")
            .as_secs();
        Self { rng: SmallRng::seed_from_u64(seed), digits }
    }

    fn next_code(&mut self) -> String {
        (0..self.digits)
            .map(|_| char::from(b'0' + self.rng.random_range(0..10u8)))
            .collect()
    }
}

struct Counter {
    issuer: Mutex<CodeIssuer>,
    lockers: Mutex<HashMap<u32, (u64, String)>>,
}

#[derive(Deserialize)]
struct ReadyNotice {
    order_id: u64,
    locker: u32,
}

#[derive(Serialize)]
struct ReadyReceipt {
    locker: u32,
    code: String,
}

#[derive(Deserialize)]
struct OpenAttempt {
    code: String,
}

async fn order_ready(State(counter): State<Arc<Counter>>, Json(notice): Json<ReadyNotice>) -> Result<Json<ReadyReceipt>, StatusCode> {
    let code = counter.issuer.lock().unwrap().next_code();
    let mut lockers = counter.lockers.lock().unwrap();
    if lockers.contains_key(&notice.locker) {
        return Err(StatusCode::CONFLICT);
    }
    lockers.insert(notice.locker, (notice.order_id, code.clone()));
    // the code is texted to the customer by the notifier that consumes this response
    Ok(Json(ReadyReceipt { locker: notice.locker, code }))
}

async fn open_locker(
    State(counter): State<Arc<Counter>>,
    Path(locker): Path<u32>,
    Json(attempt): Json<OpenAttempt>,
) -> StatusCode {
    let mut lockers = counter.lockers.lock().unwrap();
    let code_matches = match lockers.get(&locker) {
        Some((_, code)) => *code == attempt.code,
        None => return StatusCode::NOT_FOUND,
    };
    if !code_matches {
        return StatusCode::FORBIDDEN;
    }
    if let Some((order_id, _)) = lockers.remove(&locker) {
        tracing::info!(locker, order_id, "locker released");
    }
    StatusCode::NO_CONTENT
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let counter = Arc::new(Counter {
        issuer: Mutex::new(CodeIssuer::new(6)),
        lockers: Mutex::new(HashMap::new()),
    });
    let app = Router::new()
        .route("/orders/ready", post(order_ready))
        .route("/lockers/{locker}/open", post(open_locker))
        .with_state(counter);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8180").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
