// Axum service that issues tamper-evidence receipts for submitted benefit application forms.
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::Serialize;
use sha2::{Digest, Sha256};
use sqlx::PgPool;
use std::collections::BTreeMap;

#[derive(Serialize, serde::Deserialize)]
pub struct Submission {
    pub form_code: String,
    pub applicant_ref: String,
    pub fields: BTreeMap<String, String>,
    pub submitted_at: i64,
}

#[derive(Serialize)]
pub struct Receipt {
    pub reference: String,
    pub digest: String,
}

fn canonical_bytes(sub: &Submission) -> Vec<u8> {
    serde_json::to_vec(sub).expect("submission serializes")
}

pub fn fingerprint(sub: &Submission) -> String {
    let mut hasher = Sha256::new();
    hasher.update(canonical_bytes(sub));
    hex::encode(hasher.finalize())
}

pub fn matches_receipt(sub: &Submission, receipt: &Receipt) -> bool {
    fingerprint(sub) == receipt.digest
}

async fn submit(State(pool): State<PgPool>, Json(sub): Json<Submission>) -> Result<Json<Receipt>, StatusCode> {
    if sub.fields.is_empty() || sub.form_code.len() > 16 {
        return Err(StatusCode::BAD_REQUEST);
    }
    let digest = fingerprint(&sub);
    let reference = format!("{}-{}", sub.form_code, &digest[..12]);
    sqlx::query("INSERT INTO form_receipts (reference, digest, body) VALUES ($1, $2, $3)")
        .bind(&reference)
        .bind(&digest)
        .bind(sqlx::types::Json(&sub))
        .execute(&pool)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Json(Receipt { reference, digest }))
}

pub fn router(pool: PgPool) -> Router {
    Router::new().route("/benefits/applications", post(submit)).with_state(pool)
}
