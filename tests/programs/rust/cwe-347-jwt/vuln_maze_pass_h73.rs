// A maze pass program of the h73 set (cwe-347-jwt).
use axum::{
    extract::FromRequestParts,
    http::{header::AUTHORIZATION, request::Parts, StatusCode},
    routing::get,
    Json, Router,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use serde::{Deserialize, Serialize};
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(Deserialize)]
struct PassClaims {
    sub: String,
    tier: String,
    exp: u64,
}

struct SeasonPass(PassClaims);

fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

fn read_pass(token: &str) -> Option<PassClaims> {
    let mut segments = token.split('.');
    let (_header, payload, _sig) = (segments.next()?, segments.next()?, segments.next()?);
    let json = URL_SAFE_NO_PAD.decode(payload.trim_end_matches('=')).ok()?;
    let claims: PassClaims = serde_json::from_slice(&json).ok()?;
    (claims.exp > now()).then_some(claims)
}

impl<S: Send + Sync> FromRequestParts<S> for SeasonPass {
    type Rejection = (StatusCode, &'static str);

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let header = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .ok_or((StatusCode::UNAUTHORIZED, "season pass required"))?;
        let token = header
            .strip_prefix("Bearer ")
            .map(str::trim)
            .ok_or((StatusCode::UNAUTHORIZED, "expected a bearer token"))?;
        read_pass(token)
            .map(SeasonPass)
            .ok_or((StatusCode::UNAUTHORIZED, "pass invalid or expired"))
    }
}

#[derive(Serialize)]
struct NightMap {
    holder: String,
    valid_until: u64,
    map_url: &'static str,
    checkpoint_answers: Vec<&'static str>,
}

async fn night_map(SeasonPass(claims): SeasonPass) -> Result<Json<NightMap>, StatusCode> {
    if !matches!(claims.tier.to_lowercase().as_str(), "gold" | "harvest") {
        return Err(StatusCode::FORBIDDEN);
    }
    Ok(Json(NightMap {
        holder: claims.sub,
        valid_until: claims.exp,
        map_url: "https://cdn.kernelcreekmaze.com/maps/night-2024.pdf",
        checkpoint_answers: vec!["scarecrow", "tractor", "owl", "pumpkin"],
    }))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let app = Router::new().route("/pass/night-map", get(night_map));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8070").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
