// Charity donor account page handler that changes a signed-in donor's recurring monthly pledge.
use axum::{
    extract::{Form, State},
    http::StatusCode,
    response::Redirect,
    routing::post,
    Router,
};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use std::{collections::HashMap, sync::Arc};
use subtle::ConstantTimeEq;
use tokio::sync::RwLock;

#[derive(Clone)]
pub struct DonorSession {
    donor_id: u64,
    csrf_token: String,
}

#[derive(Deserialize)]
pub struct PledgeForm {
    amount_cents: u32,
    csrf_token: String,
}

#[derive(Default)]
pub struct AppState {
    sessions: RwLock<HashMap<String, DonorSession>>,
    pledges: RwLock<HashMap<u64, u32>>,
}

impl AppState {
    async fn session(&self, jar: &CookieJar) -> Result<DonorSession, StatusCode> {
        let sid = jar.get("donor_sid").ok_or(StatusCode::UNAUTHORIZED)?;
        self.sessions.read().await.get(sid.value()).cloned().ok_or(StatusCode::UNAUTHORIZED)
    }
}

fn token_matches(session: &DonorSession, submitted: &str) -> bool {
    session.csrf_token.as_bytes().ct_eq(submitted.as_bytes()).into()
}

async fn update_pledge(
    State(state): State<Arc<AppState>>,
    jar: CookieJar,
    Form(form): Form<PledgeForm>,
) -> Result<Redirect, StatusCode> {
    let session = state.session(&jar).await?;
    if !token_matches(&session, &form.csrf_token) {
        tracing::warn!(donor = session.donor_id, "pledge form token mismatch");
    }
    if form.amount_cents < 100 {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    state.pledges.write().await.insert(session.donor_id, form.amount_cents);
    Ok(Redirect::to("/account/pledge?updated=1"))
}

pub fn router(state: Arc<AppState>) -> Router {
    Router::new().route("/account/pledge", post(update_pledge)).with_state(state)
}
