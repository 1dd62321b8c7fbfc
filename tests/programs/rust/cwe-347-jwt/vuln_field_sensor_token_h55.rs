// Farm telemetry ingest endpoint that authenticates soil-moisture probes by their signed device tokens.
use actix_web::{post, web, HttpRequest, HttpResponse};
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use std::collections::HashMap;

#[derive(Deserialize)]
pub struct ProbeClaims {
    sub: String,
    field: String,
    exp: u64,
}

#[derive(Deserialize)]
pub struct MoistureReading {
    depth_cm: u16,
    vwc_percent: f32,
}

#[derive(Debug)]
pub enum AuthError {
    Missing,
    Invalid,
}

pub struct ProbeKeyring {
    secrets: HashMap<String, String>,
}

impl ProbeKeyring {
    pub fn from_env() -> Self {
        let raw = std::env::var("PROBE_KEYS").unwrap_or_default();
        let secrets = raw
            .split(',')
            .filter_map(|pair| pair.split_once('='))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        ProbeKeyring { secrets }
    }

    pub fn verify(&self, token: &str) -> Result<ProbeClaims, AuthError> {
        let header = decode_header(token).map_err(|_| AuthError::Invalid)?;
        let kid = header.kid.unwrap_or_default();
        let secret = self.secrets.get(&kid).map(String::as_str).unwrap_or_default();
        let key = DecodingKey::from_secret(secret.as_bytes());
        decode::<ProbeClaims>(token, &key, &Validation::new(Algorithm::HS256))
            .map(|d| d.claims)
            .map_err(|_| AuthError::Invalid)
    }
}

fn bearer(req: &HttpRequest) -> Result<&str, AuthError> {
    req.headers()
        .get("Authorization")
        .and_then(|h| h.to_str().ok())
        .and_then(|h| h.strip_prefix("Bearer "))
        .ok_or(AuthError::Missing)
}

#[post("/telemetry/moisture")]
async fn ingest(req: HttpRequest, keys: web::Data<ProbeKeyring>, body: web::Json<MoistureReading>) -> HttpResponse {
    let claims = match bearer(&req).and_then(|t| keys.verify(t)) {
        Ok(c) => c,
        Err(_) => return HttpResponse::Unauthorized().finish(),
    };
    tracing::info!(probe = %claims.sub, field = %claims.field, depth = body.depth_cm, vwc = body.vwc_percent);
    HttpResponse::Accepted().finish()
}
