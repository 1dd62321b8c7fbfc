// Poem handler that issues password-reset tokens and records them for later confirmation.
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use poem::{handler, http::StatusCode, web::{Data, Json}, Result};
use rand::{rngs::SmallRng, Rng, SeedableRng};
use serde::Deserialize;
use sqlx::PgPool;

const TOKEN_LEN: usize = 32;
const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

#[derive(Deserialize)]
pub struct ResetRequest {
    email: String,
}

fn new_token() -> String {
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..TOKEN_LEN)
        .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char)
        .collect()
}

#[handler]
pub async fn request_reset(
    Json(req): Json<ResetRequest>,
    Data(db): Data<&PgPool>,
) -> Result<StatusCode> {
    let email = req.email.trim().to_lowercase();
    let user_id: Option<i64> = sqlx::query_scalar("SELECT id FROM users WHERE email = $1")
        .bind(&email)
        .fetch_optional(db)
        .await
        .map_err(poem::error::InternalServerError)?;
    let Some(user_id) = user_id else {
        return Ok(StatusCode::ACCEPTED);
    };
    let token = new_token();
    let expires = SystemTime::now() + Duration::from_secs(30 * 60);
    sqlx::query("INSERT INTO password_resets (user_id, token, expires_at) VALUES ($1, $2, $3)")
        .bind(user_id)
        .bind(&token)
        .bind(chrono::DateTime::<chrono::Utc>::from(expires))
        .execute(db)
        .await
        .map_err(poem::error::InternalServerError)?;
    Ok(StatusCode::ACCEPTED)
}
