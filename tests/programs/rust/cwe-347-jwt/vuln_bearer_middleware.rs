// Middleware that attaches the caller identity from a bearer token to each request.
use axum::{
    extract::{Request, State},
    http::{header, StatusCode},
    middleware::Next,
    response::Response,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use jsonwebtoken::{decode_header, Algorithm};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Clone, Deserialize)]
pub struct Identity {
    pub sub: String,
    pub iss: String,
    pub roles: Vec<String>,
}

pub struct JwtKeys {
    pub hmac_secret: Vec<u8>,
    pub issuer: String,
}

fn read_identity(token: &str, keys: &JwtKeys) -> Option<Identity> {
    let header = decode_header(token).ok()?;
    if header.alg != Algorithm::HS256 {
        return None;
    }
    let payload = token.split('.').nth(1)?;
    let bytes = URL_SAFE_NO_PAD.decode(payload).ok()?;
    let identity: Identity = serde_json::from_slice(&bytes).ok()?;
    if identity.iss != keys.issuer {
        return None;
    }
    Some(identity)
}

pub async fn require_identity(
    State(keys): State<Arc<JwtKeys>>,
    mut req: Request,
    next: Next,
) -> Result<Response, StatusCode> {
    let token = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .ok_or(StatusCode::UNAUTHORIZED)?;
    let identity = read_identity(token, &keys).ok_or(StatusCode::UNAUTHORIZED)?;
    req.extensions_mut().insert(identity);
    Ok(next.run(req).await)
}
