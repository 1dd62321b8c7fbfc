// A maze pass program of the h73 set (cwe-347-jwt).
use axum::{
    extract::FromRequestParts,
    http::{header::AUTHORIZATION, request::Parts, StatusCode},
    routing::get,
    Json, Router,
};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

#[derive(Deserialize)]
struct PassClaims {
    sub: String,
    tier: String,
    exp: u64,
}

struct SeasonPass(PassClaims);

static PASS_KEY: OnceLock<DecodingKey> = OnceLock::new();

fn read_pass(token: &str) -> Option<PassClaims> {
    let key = PASS_KEY.get()?;
    let mut validation = Validation::new(Algorithm::HS256);
    validation.set_required_spec_claims(&["exp", "sub"]);
    decode::<PassClaims>(token, key, &validation).ok().map(|data| data.claims)
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
    let secret = std::env::var("PASS_SIGNING_SECRET")?;
    let _ = PASS_KEY.set(DecodingKey::from_secret(secret.as_bytes()));
    let app = Router::new().route("/pass/night-map", get(night_map));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8070").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
