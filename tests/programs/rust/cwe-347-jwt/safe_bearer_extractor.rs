// Axum extractor that authenticates API callers from the Authorization bearer token.
use axum::{
    async_trait,
    extract::FromRequestParts,
    http::{header::AUTHORIZATION, request::Parts, StatusCode},
};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct Claims {
    pub sub: String,
    pub exp: usize,
    pub roles: Vec<String>,
}

pub struct AuthUser(pub Claims);

fn signing_secret() -> Option<Vec<u8>> {
    std::env::var("API_JWT_SECRET").ok().filter(|s| s.len() >= 32).map(String::into_bytes)
}

fn validation() -> Validation {
    let mut v = Validation::new(Algorithm::HS256);
    v.set_audience(&["orders-api"]);
    v.leeway = 30;
    v
}

fn bearer(parts: &Parts) -> Option<&str> {
    parts
        .headers
        .get(AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
}

#[async_trait]
impl<S: Send + Sync> FromRequestParts<S> for AuthUser {
    type Rejection = StatusCode;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let token = bearer(parts).ok_or(StatusCode::UNAUTHORIZED)?;
        let secret = signing_secret().ok_or(StatusCode::INTERNAL_SERVER_ERROR)?;
        let key = DecodingKey::from_secret(&secret);
        let data = decode::<Claims>(token, &key, &validation()).map_err(|_| StatusCode::UNAUTHORIZED)?;
        Ok(AuthUser(data.claims))
    }
}

pub async fn whoami(AuthUser(claims): AuthUser) -> String {
    format!("{} ({})", claims.sub, claims.roles.join(","))
}
