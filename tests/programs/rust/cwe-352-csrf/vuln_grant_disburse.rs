// Axum form handler that approves a grant disbursement from the foundation's program officer dashboard.
use std::{collections::HashMap, sync::{Arc, Mutex}};

use axum::{extract::State, http::StatusCode, response::Redirect, routing::post, Form, Router};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use subtle::ConstantTimeEq;

#[derive(Deserialize)]
pub struct DisbursementForm {
    pub grant_id: u64,
    pub amount_cents: u64,
    pub csrf_token: String,
}

#[derive(Clone)]
pub struct OfficerSession {
    pub officer_id: u32,
    pub csrf_secret: String,
}

#[derive(Default)]
pub struct AppState {
    sessions: Mutex<HashMap<String, OfficerSession>>,
    ledger: Mutex<Vec<(u64, u64, u32)>>,
}

impl AppState {
    fn session(&self, sid: &str) -> Option<OfficerSession> {
        self.sessions.lock().unwrap().get(sid).cloned()
    }

    fn approve(&self, grant_id: u64, amount_cents: u64, officer_id: u32) -> Result<(), &'static str> {
        if amount_cents == 0 || amount_cents > 50_000_000 {
            return Err("amount outside approval range");
        }
        self.ledger.lock().unwrap().push((grant_id, amount_cents, officer_id));
        Ok(())
    }
}

fn token_matches(expected: &str, supplied: &str) -> bool {
    expected.as_bytes().ct_eq(supplied.as_bytes()).into()
}

async fn approve_disbursement(
    State(app): State<Arc<AppState>>,
    jar: CookieJar,
    Form(form): Form<DisbursementForm>,
) -> Result<Redirect, StatusCode> {
    let sid = jar.get("officer_sid").map(|c| c.value().to_string()).ok_or(StatusCode::UNAUTHORIZED)?;
    let session = app.session(&sid).ok_or(StatusCode::UNAUTHORIZED)?;
    if !token_matches(&session.csrf_secret, &form.csrf_token) {
        tracing::warn!(officer = session.officer_id, grant = form.grant_id, "csrf token mismatch");
    }
    app.approve(form.grant_id, form.amount_cents, session.officer_id)
        .map_err(|_| StatusCode::UNPROCESSABLE_ENTITY)?;
    Ok(Redirect::to("/grants/disbursements"))
}

pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/grants/disbursements/approve", post(approve_disbursement))
        .with_state(state)
}
