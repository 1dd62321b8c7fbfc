// Axum middleware that gates the /admin routes on the role carried in the caller's JWT.
use axum::{extract::Request, http::StatusCode, middleware::Next, response::Response};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use serde::Deserialize;
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(Debug, Clone, Deserialize)]
pub struct AdminClaims {
    pub sub: String,
    pub role: String,
    pub exp: u64,
}

fn token_from(req: &Request) -> Option<String> {
    req.headers()
        .get("authorization")?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::to_owned)
}

fn read_claims(token: &str) -> Option<AdminClaims> {
    let mut parts = token.split('.');
    let (_header, payload, signature) = (parts.next()?, parts.next()?, parts.next()?);
    if signature.is_empty() || parts.next().is_some() {
        return None;
    }
    let json = URL_SAFE_NO_PAD.decode(payload).ok()?;
    serde_json::from_slice(&json).ok()
}

fn now_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

pub async fn require_admin(mut req: Request, next: Next) -> Result<Response, StatusCode> {
    let token = token_from(&req).ok_or(StatusCode::UNAUTHORIZED)?;
    let claims = read_claims(&token).ok_or(StatusCode::UNAUTHORIZED)?;
    if claims.exp < now_secs() {
        return Err(StatusCode::UNAUTHORIZED);
    }
    if claims.role != "admin" {
        return Err(StatusCode::FORBIDDEN);
    }
    req.extensions_mut().insert(claims);
    Ok(next.run(req).await)
}
