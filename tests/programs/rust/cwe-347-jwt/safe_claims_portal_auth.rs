// Axum middleware that authenticates insurance claims-portal requests using bearer JWTs.
use axum::{
    extract::Request,
    http::{header::AUTHORIZATION, StatusCode},
    middleware::Next,
    response::Response,
};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use std::sync::OnceLock;

#[derive(Debug, Clone, Deserialize)]
pub struct AdjusterClaims {
    pub sub: String,
    pub role: String,
    pub region: String,
    pub exp: usize,
}

pub struct JwtSettings {
    issuer: String,
    secret: Vec<u8>,
}

impl JwtSettings {
    fn global() -> &'static JwtSettings {
        static SETTINGS: OnceLock<JwtSettings> = OnceLock::new();
        SETTINGS.get_or_init(|| JwtSettings {
            issuer: std::env::var("CLAIMS_JWT_ISSUER").unwrap_or_else(|_| "claims-idp".into()),
            secret: std::env::var("CLAIMS_JWT_SECRET").expect("CLAIMS_JWT_SECRET").into_bytes(),
        })
    }

    fn validation(&self) -> Validation {
        let mut v = Validation::new(Algorithm::HS256);
        v.set_issuer(&[self.issuer.as_str()]);
        v.leeway = 30;
        v
    }
}

fn bearer(req: &Request) -> Option<&str> {
    req.headers().get(AUTHORIZATION)?.to_str().ok()?.strip_prefix("Bearer ")
}

pub async fn require_adjuster(mut req: Request, next: Next) -> Result<Response, StatusCode> {
    let settings = JwtSettings::global();
    let token = bearer(&req).ok_or(StatusCode::UNAUTHORIZED)?;
    let data = decode::<AdjusterClaims>(token, &DecodingKey::from_secret(&settings.secret), &settings.validation())
        .map_err(|_| StatusCode::UNAUTHORIZED)?;
    if data.claims.role != "adjuster" && data.claims.role != "supervisor" {
        return Err(StatusCode::FORBIDDEN);
    }
    req.extensions_mut().insert(data.claims);
    Ok(next.run(req).await)
}
