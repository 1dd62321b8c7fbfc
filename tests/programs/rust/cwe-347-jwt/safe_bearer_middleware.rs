// Middleware that attaches the caller identity from a bearer token to each request.
use axum::{
    extract::{Request, State},
    http::{header, StatusCode},
    middleware::Next,
    response::Response,
};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
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
    let mut validation = Validation::new(Algorithm::HS256);
    validation.set_issuer(&[keys.issuer.as_str()]);
    let key = DecodingKey::from_secret(&keys.hmac_secret);
    let data = decode::<Identity>(token, &key, &validation).ok()?;
    Some(data.claims)
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
