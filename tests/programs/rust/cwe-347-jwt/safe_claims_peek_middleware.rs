// Axum middleware that gates the /admin routes on the role carried in the caller's JWT.
use axum::{extract::Request, http::StatusCode, middleware::Next, response::Response};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use std::sync::OnceLock;
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

fn decoding_key() -> &'static DecodingKey {
    static KEY: OnceLock<DecodingKey> = OnceLock::new();
    KEY.get_or_init(|| {
        DecodingKey::from_rsa_pem(include_bytes!("../keys/auth_public.pem")).expect("valid RSA public key")
    })
}

fn read_claims(token: &str) -> Option<AdminClaims> {
    let validation = Validation::new(Algorithm::RS256);
    decode::<AdminClaims>(token, decoding_key(), &validation)
        .ok()
        .map(|data| data.claims)
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
