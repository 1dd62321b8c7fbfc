// Actix-web extractor that reads the caller's tenant and user id from the session JWT cookie.
use actix_web::{dev::Payload, error::ErrorUnauthorized, get, Error, FromRequest, HttpRequest, HttpResponse};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use std::future::{ready, Ready};
use std::sync::OnceLock;

#[derive(Deserialize)]
struct TokenClaims {
    sub: String,
    tenant: String,
    #[allow(dead_code)]
    exp: u64,
}

pub struct Caller {
    pub user_id: String,
    pub tenant: String,
}

fn session_key() -> &'static DecodingKey {
    static KEY: OnceLock<DecodingKey> = OnceLock::new();
    KEY.get_or_init(|| {
        let secret = std::env::var("SESSION_JWT_SECRET").expect("SESSION_JWT_SECRET must be set");
        DecodingKey::from_secret(secret.as_bytes())
    })
}

fn parse_claims(token: &str) -> Option<TokenClaims> {
    let validation = Validation::new(Algorithm::HS256);
    decode::<TokenClaims>(token, session_key(), &validation)
        .ok()
        .map(|data| data.claims)
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
