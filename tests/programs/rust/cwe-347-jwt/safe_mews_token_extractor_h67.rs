// A mews token extractor program of the h67 set (cwe-347-jwt).
// falconers: record daily flying weights for birds in the mews, scoped to the signed-in keeper
use std::{collections::HashMap, sync::Arc};

use async_trait::async_trait;
use axum::{
    extract::{FromRequestParts, Path, State},
    http::{header::AUTHORIZATION, request::Parts, StatusCode},
    routing::post,
    Json, Router,
};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use tokio::sync::Mutex;
use validator::Validate;

#[derive(Debug, Deserialize)]
struct KeeperClaims {
    sub: String,
    birds: Vec<String>,
    exp: usize,
}

struct AppState {
    jwt_secret: Vec<u8>,
    weights: Mutex<HashMap<String, Vec<(String, u16)>>>,
}

#[async_trait]
impl FromRequestParts<Arc<AppState>> for KeeperClaims {
    type Rejection = (StatusCode, &'static str);

    async fn from_request_parts(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Self::Rejection> {
        let token = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .ok_or((StatusCode::UNAUTHORIZED, "missing bearer token"))?;

        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&["mews-auth"]);
        validation.set_required_spec_claims(&["exp", "sub", "iss"]);

        let data = decode::<KeeperClaims>(token, &DecodingKey::from_secret(&state.jwt_secret), &validation)
            .map_err(|_| (StatusCode::UNAUTHORIZED, "invalid token"))?;
        Ok(data.claims)
    }
}

#[derive(Debug, Deserialize, Validate)]
struct WeightEntry {
    #[validate(range(min = 80, max = 2500))]
    grams: u16,
    #[validate(length(min = 10, max = 10))]
    date: String,
}

async fn record_weight(
    State(state): State<Arc<AppState>>,
    claims: KeeperClaims,
    Path(ring): Path<String>,
    Json(entry): Json<WeightEntry>,
) -> Result<StatusCode, (StatusCode, String)> {
    entry
        .validate()
        .map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()))?;
    if !claims.birds.iter().any(|b| b == &ring) {
        return Err((StatusCode::FORBIDDEN, format!("{} does not fly {}", claims.sub, ring)));
    }

    state
        .weights
        .lock()
        .await
        .entry(ring)
        .or_default()
        .push((entry.date, entry.grams));
    Ok(StatusCode::CREATED)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = Arc::new(AppState {
        jwt_secret: std::env::var("MEWS_JWT_SECRET")?.into_bytes(),
        weights: Mutex::new(HashMap::new()),
    });

    let app = Router::new()
        .route("/birds/:ring/weights", post(record_weight))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8800").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
