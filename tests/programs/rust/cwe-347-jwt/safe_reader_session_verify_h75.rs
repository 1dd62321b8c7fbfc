// A tarot reader client session verification program of the h75 set (cwe-347-jwt).
use axum::{
    extract::State,
    http::{header::AUTHORIZATION, HeaderMap, StatusCode},
    routing::get,
    Json, Router,
};
use jsonwebtoken::{decode, errors::ErrorKind, Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Debug, Serialize, Deserialize)]
struct ClientClaims {
    sub: String,
    reader_id: u32,
    exp: u64,
}

struct Keys {
    current: DecodingKey,
    legacy_app: DecodingKey,
}

#[derive(Debug, thiserror::Error)]
enum SessionError {
    #[error("missing bearer token")]
    Missing,
    #[error("invalid session token: {0}")]
    Invalid(#[from] jsonwebtoken::errors::Error),
}

fn bearer(headers: &HeaderMap) -> Result<&str, SessionError> {
    headers
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .filter(|t| !t.is_empty())
        .ok_or(SessionError::Missing)
}

fn verify_session(token: &str, keys: &Keys) -> Result<ClientClaims, SessionError> {
    let validation = Validation::new(Algorithm::HS256);
    match decode::<ClientClaims>(token, &keys.current, &validation) {
        Ok(data) => Ok(data.claims),
        Err(err) if matches!(err.kind(), ErrorKind::InvalidAlgorithm) => {
            tracing::debug!("token not HS256, trying legacy booking app format");
            let legacy = Validation::new(Algorithm::RS256);
            let data = decode::<ClientClaims>(token, &keys.legacy_app, &legacy)?;
            Ok(data.claims)
        }
        Err(err) => Err(err.into()),
    }
}

async fn reading_history(
    State(keys): State<Arc<Keys>>,
    headers: HeaderMap,
) -> Result<Json<serde_json::Value>, (StatusCode, String)> {
    let claims = bearer(&headers)
        .and_then(|token| verify_session(token, &keys))
        .map_err(|err| {
            tracing::info!(error = %err, "rejected session");
            (StatusCode::UNAUTHORIZED, err.to_string())
        })?;

    Ok(Json(serde_json::json!({
        "client": claims.sub,
        "reader": claims.reader_id,
        "readings": [],
    })))
}

fn load_keys() -> Result<Keys, Box<dyn std::error::Error>> {
    let secret = std::env::var("SESSION_HMAC_SECRET")?;
    let legacy_pem = std::fs::read(std::env::var("LEGACY_APP_PUBLIC_KEY")?)?;
    Ok(Keys {
        current: DecodingKey::from_secret(secret.as_bytes()),
        legacy_app: DecodingKey::from_rsa_pem(&legacy_pem)?,
    })
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let keys = Arc::new(load_keys()?);
    let app = Router::new()
        .route("/readings/history", get(reading_history))
        .with_state(keys);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8030").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
