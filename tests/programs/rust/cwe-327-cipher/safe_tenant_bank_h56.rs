// Axum handler that stores a tenant's rent-debit bank account number in encrypted form.
use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::put,
    Json, Router,
};
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::Aes256Gcm;
use serde::Deserialize;
use sqlx::PgPool;
use std::sync::Arc;

#[derive(Clone)]
struct AppState {
    pool: PgPool,
    key: Arc<[u8; 32]>,
}

#[derive(Deserialize)]
struct BankDetails {
    routing_number: String,
    account_number: String,
}

fn digits_only(s: &str) -> Option<String> {
    let d: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    (d.len() >= 6 && d.chars().all(|c| c.is_ascii_digit())).then_some(d)
}

fn seal(key: &[u8; 32], plain: &str) -> Option<Vec<u8>> {
    let cipher = Aes256Gcm::new(key.into());
    let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
    let ct = cipher.encrypt(&nonce, plain.as_bytes()).ok()?;
    Some(nonce.iter().copied().chain(ct).collect())
}

async fn save_bank(
    State(st): State<AppState>,
    Path(tenant_id): Path<i64>,
    Json(body): Json<BankDetails>,
) -> Result<StatusCode, StatusCode> {
    let (routing, account) = digits_only(&body.routing_number)
        .zip(digits_only(&body.account_number))
        .ok_or(StatusCode::UNPROCESSABLE_ENTITY)?;
    let sealed = seal(&st.key, &account).ok_or(StatusCode::INTERNAL_SERVER_ERROR)?;
    sqlx::query("UPDATE tenants SET routing_number = $1, account_enc = $2 WHERE id = $3")
        .bind(routing)
        .bind(sealed)
        .bind(tenant_id)
        .execute(&st.pool)
        .await
        .map(|_| StatusCode::NO_CONTENT)
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

pub fn router(pool: PgPool, key: [u8; 32]) -> Router {
    Router::new()
        .route("/tenants/:id/bank", put(save_bank))
        .with_state(AppState { pool, key: Arc::new(key) })
}
