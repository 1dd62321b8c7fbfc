// Axum middleware authenticating dispatcher bearer tokens for a multi-tenant trucking dispatch API.
use std::{collections::HashMap, sync::Arc};

use axum::{extract::{Request, State}, http::{header, StatusCode}, middleware::Next, response::Response};
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
pub struct DispatcherClaims {
    pub sub: String,
    pub tenant: String,
    pub role: String,
    pub exp: usize,
}

pub struct TenantKeys {
    pub hmac_secrets: HashMap<String, Vec<u8>>,
}

fn bearer(req: &Request) -> Option<&str> {
    req.headers()
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
}

fn tenant_claims(token: &str, keys: &TenantKeys) -> Option<DispatcherClaims> {
    let kid = decode_header(token).ok()?.kid?;
    let secret = keys.hmac_secrets.get(&kid)?;
    let mut validation = Validation::new(Algorithm::HS256);
    validation.set_required_spec_claims(&["exp", "sub"]);
    let data = decode::<DispatcherClaims>(token, &DecodingKey::from_secret(secret), &validation).ok()?;
    if data.claims.tenant != kid {
        return None;
    }
    Some(data.claims)
}

pub async fn require_dispatcher(
    State(keys): State<Arc<TenantKeys>>,
    mut req: Request,
    next: Next,
) -> Result<Response, StatusCode> {
    let token = bearer(&req).ok_or(StatusCode::UNAUTHORIZED)?.to_owned();
    let claims = tenant_claims(&token, &keys).ok_or(StatusCode::UNAUTHORIZED)?;
    if claims.role != "dispatcher" && claims.role != "supervisor" {
        return Err(StatusCode::FORBIDDEN);
    }
    req.extensions_mut().insert(claims);
    Ok(next.run(req).await)
}
