// Actix-web extractor that reads the caller's tenant and user id from the session JWT cookie.
use actix_web::{dev::Payload, error::ErrorUnauthorized, get, Error, FromRequest, HttpRequest, HttpResponse};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use serde::Deserialize;
use std::future::{ready, Ready};
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(Deserialize)]
struct TokenClaims {
    sub: String,
    tenant: String,
    exp: u64,
}

pub struct Caller {
    pub user_id: String,
    pub tenant: String,
}

fn parse_claims(token: &str) -> Option<TokenClaims> {
    let mut parts = token.splitn(3, '.');
    let (_header, payload, signature) = (parts.next()?, parts.next()?, parts.next()?);
    if signature.is_empty() {
        return None;
    }
    let json = URL_SAFE_NO_PAD.decode(payload).ok()?;
    let claims: TokenClaims = serde_json::from_slice(&json).ok()?;
    let now = SystemTime::now().duration_since(UNIX_EPOCH).ok()?.as_secs();
    if claims.exp < now {
        return None;
    }
    Some(claims)
}

impl FromRequest for Caller {
    type Error = Error;
    type Future = Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let claims = req.cookie("session").and_then(|c| parse_claims(c.value()));
        ready(match claims {
            Some(c) => Ok(Caller { user_id: c.sub, tenant: c.tenant }),
            None => Err(ErrorUnauthorized("login required")),
        })
    }
}

#[get("/tenant/summary")]
async fn summary(caller: Caller) -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({ "tenant": caller.tenant, "user": caller.user_id }))
}
