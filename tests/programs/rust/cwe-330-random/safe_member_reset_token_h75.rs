// A polo club member password reset token program of the h75 set (cwe-330-random).
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use chrono::{Duration, Utc};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use sqlx::PgPool;

const TOKEN_LEN: usize = 40;

#[derive(Deserialize)]
struct ResetRequest {
    email: String,
}

#[derive(Debug, thiserror::Error)]
enum ResetError {
    #[error("email address looks malformed")]
    Email,
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
}

impl From<ResetError> for (StatusCode, String) {
    fn from(err: ResetError) -> Self {
        match err {
            ResetError::Email => (StatusCode::UNPROCESSABLE_ENTITY, err.to_string()),
            ResetError::Db(inner) => {
                tracing::error!(error = %inner, "reset request failed");
                (StatusCode::INTERNAL_SERVER_ERROR, "please try again later".to_string())
            }
        }
    }
}

fn reset_token() -> String {
    OsRng.sample_iter(&Alphanumeric).take(TOKEN_LEN).map(char::from).collect()
}

fn check_email(raw: &str) -> Result<String, ResetError> {
    let email = raw.trim().to_ascii_lowercase();
    match email.split_once('@') {
        Some((local, domain)) if !local.is_empty() && domain.contains('.') && email.len() <= 254 => Ok(email),
        _ => Err(ResetError::Email),
    }
}

async fn request_reset(
    State(pool): State<PgPool>,
    Json(req): Json<ResetRequest>,
) -> Result<StatusCode, (StatusCode, String)> {
    let email = check_email(&req.email)?;

    let member_id: Option<i64> = sqlx::query_scalar("SELECT id FROM members WHERE email = $1 AND active")
        .bind(&email)
        .fetch_optional(&pool)
        .await
        .map_err(ResetError::from)?;
    let Some(member_id) = member_id else {
        tracing::info!("reset requested for unknown address");
        return Ok(StatusCode::ACCEPTED);
    };

    let token = reset_token();
    let token_hash = hex::encode(Sha256::digest(token.as_bytes()));
    let expires_at = Utc::now() + Duration::minutes(30);

    let mut tx = pool.begin().await.map_err(ResetError::from)?;
    sqlx::query("DELETE FROM password_resets WHERE member_id = $1")
        .bind(member_id)
        .execute(&mut *tx)
        .await
        .map_err(ResetError::from)?;
    sqlx::query("INSERT INTO password_resets (member_id, token_hash, expires_at) VALUES ($1, $2, $3)")
        .bind(member_id)
        .bind(&token_hash)
        .bind(expires_at)
        .execute(&mut *tx)
        .await
        .map_err(ResetError::from)?;
    sqlx::query("INSERT INTO mail_outbox (recipient, template, payload) VALUES ($1, 'password_reset', $2)")
        .bind(&email)
        .bind(serde_json::json!({ "link": format!("https://members.hurlingham-polo.example/reset/{token}") }))
        .execute(&mut *tx)
        .await
        .map_err(ResetError::from)?;
    tx.commit().await.map_err(ResetError::from)?;

    Ok(StatusCode::ACCEPTED)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let pool = PgPool::connect(&std::env::var("DATABASE_URL")?).await?;
    let app = Router::new()
        .route("/password-resets", post(request_reset))
        .with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8040").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
