// Multiplayer game backend: middleware that authenticates players from bearer tokens.
use axum::{
    extract::{Request, State},
    http::{header::AUTHORIZATION, StatusCode},
    middleware::Next,
    response::Response,
};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Debug, Clone, Deserialize)]
pub struct PlayerClaims {
    pub sub: String,
    pub region: String,
    pub exp: usize,
    #[serde(default)]
    pub moderator: bool,
}

pub struct AuthSettings {
    pub issuer: String,
    pub hmac_secret: Vec<u8>,
}

pub struct TokenVerifier {
    key: DecodingKey,
    validation: Validation,
}

impl TokenVerifier {
    pub fn new(settings: &AuthSettings) -> Self {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[settings.issuer.as_str()]);
        validation.set_required_spec_claims(&["exp", "iss", "sub"]);
        Self { key: DecodingKey::from_secret(&settings.hmac_secret), validation }
    }

    pub fn verify(&self, token: &str) -> Option<PlayerClaims> {
        decode::<PlayerClaims>(token, &self.key, &self.validation).ok().map(|d| d.claims)
    }
}

fn bearer(req: &Request) -> Option<&str> {
    req.headers().get(AUTHORIZATION)?.to_str().ok()?.strip_prefix("Bearer ")
}

pub async fn require_player(
    State(verifier): State<Arc<TokenVerifier>>,
    mut req: Request,
    next: Next,
) -> Result<Response, StatusCode> {
    let token = bearer(&req).ok_or(StatusCode::UNAUTHORIZED)?;
    let claims = verifier.verify(token).ok_or(StatusCode::UNAUTHORIZED)?;
    req.extensions_mut().insert(claims);
    Ok(next.run(req).await)
}
