// Password-reset flow: issues a six-digit code by email and checks it when the user submits it.
use axum::{extract::{Json, State}, http::StatusCode, routing::post, Router};
use rand::{rngs::OsRng, Rng};
use serde::Deserialize;
use std::{collections::HashMap, sync::Arc, time::{Duration, Instant}};
use tokio::sync::{mpsc, Mutex};

struct Pending { code: String, expires: Instant, attempts: u8 }

struct ResetState {
    pending: Mutex<HashMap<String, Pending>>,
    mail_tx: mpsc::Sender<(String, String)>,
    password_tx: mpsc::Sender<(String, String)>,
}

#[derive(Deserialize)]
struct StartReset { email: String }

#[derive(Deserialize)]
struct FinishReset { email: String, code: String, new_password: String }

fn six_digit_code() -> String {
    format!("{:06}", OsRng.gen_range(0..1_000_000u32))
}

async fn start(State(st): State<Arc<ResetState>>, Json(req): Json<StartReset>) -> StatusCode {
    let email = req.email.trim().to_lowercase();
    let code = six_digit_code();
    let entry = Pending { code: code.clone(), expires: Instant::now() + Duration::from_secs(900), attempts: 0 };
    st.pending.lock().await.insert(email.clone(), entry);
    let _ = st.mail_tx.send((email, code)).await;
    StatusCode::ACCEPTED
}

async fn finish(State(st): State<Arc<ResetState>>, Json(req): Json<FinishReset>) -> StatusCode {
    let email = req.email.trim().to_lowercase();
    let mut pending = st.pending.lock().await;
    let Some(p) = pending.get_mut(&email) else { return StatusCode::FORBIDDEN };
    p.attempts += 1;
    if p.expires < Instant::now() || p.attempts > 5 {
        pending.remove(&email);
        return StatusCode::FORBIDDEN;
    }
    if p.code != req.code {
        return StatusCode::FORBIDDEN;
    }
    pending.remove(&email);
    drop(pending);
    let _ = st.password_tx.send((email, req.new_password)).await;
    StatusCode::NO_CONTENT
}

pub fn router(mail_tx: mpsc::Sender<(String, String)>, password_tx: mpsc::Sender<(String, String)>) -> Router {
    let st = ResetState { pending: Mutex::new(HashMap::new()), mail_tx, password_tx };
    Router::new()
        .route("/password/reset", post(start))
        .route("/password/reset/confirm", post(finish))
        .with_state(Arc::new(st))
}
