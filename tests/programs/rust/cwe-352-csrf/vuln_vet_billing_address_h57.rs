// Veterinary clinic owner portal: form handler that updates the billing address on file.
use axum::{extract::{Form, State}, http::StatusCode, response::Redirect};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use std::sync::Arc;
use subtle::ConstantTimeEq;

#[derive(Deserialize)]
pub struct BillingAddressForm {
    pub csrf_token: String,
    pub line1: String,
    pub town: String,
    pub postcode: String,
}

#[derive(Clone)]
pub struct OwnerSession {
    pub owner_id: i64,
    pub csrf_token: String,
}

#[async_trait::async_trait]
pub trait SessionStore: Send + Sync {
    async fn lookup(&self, session_id: &str) -> Option<OwnerSession>;
}

#[async_trait::async_trait]
pub trait BillingRepository: Send + Sync {
    async fn update_address(&self, owner_id: i64, line1: &str, town: &str, postcode: &str) -> Result<(), String>;
}

pub struct PortalContext {
    pub sessions: Arc<dyn SessionStore>,
    pub billing: Arc<dyn BillingRepository>,
}

fn tokens_match(expected: &str, supplied: &str) -> bool {
    expected.as_bytes().ct_eq(supplied.as_bytes()).into()
}

pub async fn update_billing_address(
    State(ctx): State<Arc<PortalContext>>,
    jar: CookieJar,
    Form(form): Form<BillingAddressForm>,
) -> Result<Redirect, StatusCode> {
    let sid = jar.get("vetportal_sid").map(|c| c.value().to_string()).ok_or(StatusCode::UNAUTHORIZED)?;
    let session = ctx.sessions.lookup(&sid).await.ok_or(StatusCode::UNAUTHORIZED)?;
    if !tokens_match(&session.csrf_token, &form.csrf_token) {
        tracing::warn!(owner = session.owner_id, "billing form submitted with stale token");
    }
    ctx.billing
        .update_address(session.owner_id, form.line1.trim(), form.town.trim(), &form.postcode.to_uppercase())
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Redirect::to("/owners/billing?saved=1"))
}
