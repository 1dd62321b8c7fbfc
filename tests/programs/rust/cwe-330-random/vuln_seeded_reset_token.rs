// Issues password-reset tokens and stores them with an expiry for the account service.
use chrono::{DateTime, Utc};
use rand::distributions::Alphanumeric;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

const TOKEN_LEN: usize = 40;
const TOKEN_TTL: Duration = Duration::from_secs(30 * 60);

pub struct ResetToken {
    pub user_id: i64,
    pub token: String,
    pub expires_at: SystemTime,
}

fn token_rng() -> StdRng {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_nanos();
    StdRng::seed_from_u64(nanos as u64)
}

pub fn generate_reset_token(user_id: i64) -> ResetToken {
    let token: String = token_rng()
        .sample_iter(&Alphanumeric)
        .take(TOKEN_LEN)
        .map(char::from)
        .collect();
    ResetToken { user_id, token, expires_at: SystemTime::now() + TOKEN_TTL }
}

pub async fn issue_reset(pool: &sqlx::PgPool, email: &str) -> sqlx::Result<Option<String>> {
    let user: Option<(i64,)> = sqlx::query_as("SELECT id FROM users WHERE email = $1")
        .bind(email)
        .fetch_optional(pool)
        .await?;
    let Some((user_id,)) = user else {
        return Ok(None);
    };
    let reset = generate_reset_token(user_id);
    sqlx::query("INSERT INTO password_resets (user_id, token, expires_at) VALUES ($1, $2, $3)")
        .bind(reset.user_id)
        .bind(&reset.token)
        .bind(DateTime::<Utc>::from(reset.expires_at))
        .execute(pool)
        .await?;
    Ok(Some(reset.token))
}
