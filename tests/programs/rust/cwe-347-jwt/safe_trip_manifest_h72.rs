// A trip manifest program of the h72 set (cwe-347-jwt).
use std::collections::HashMap;
use std::sync::Arc;

use axum::extract::{FromRequestParts, Path};
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::routing::get;
use axum::{Json, Router};
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Deserialize)]
struct Claims {
    sub: String,
    role: String,
    #[allow(dead_code)]
    exp: u64,
}

trait TokenVerifier: Send + Sync {
    fn key(&self) -> &DecodingKey;

    fn validation(&self) -> Validation {
        let mut v = Validation::new(Algorithm::HS256);
        v.set_issuer(&["whitewater-ops"]);
        v
    }

    fn verify(&self, token: &str) -> Result<Claims, jsonwebtoken::errors::Error> {
        decode::<Claims>(token, self.key(), &self.validation()).map(|data| data.claims)
    }
}

/// Tokens minted by our own staff app.
struct StaffVerifier {
    key: DecodingKey,
}

impl TokenVerifier for StaffVerifier {
    fn key(&self) -> &DecodingKey {
        &self.key
    }
}

/// Tokens minted by the booking partner's platform (RS256).
struct PartnerVerifier {
    key: DecodingKey,
}

impl TokenVerifier for PartnerVerifier {
    fn key(&self) -> &DecodingKey {
        &self.key
    }

    fn validation(&self) -> Validation {
        let mut v = Validation::new(Algorithm::RS256);
        v.set_issuer(&["https://auth.paddlebook.travel"]);
        v.set_audience(&["whitewater-ops"]);
        v.leeway = 30;
        v
    }
}

#[derive(Clone)]
struct AppState {
    verifiers: Arc<HashMap<String, Arc<dyn TokenVerifier>>>,
}

struct Caller(Claims);

impl FromRequestParts<AppState> for Caller {
    type Rejection = StatusCode;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let token = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .ok_or(StatusCode::UNAUTHORIZED)?;
        let kid = decode_header(token).ok().and_then(|h| h.kid).ok_or(StatusCode::UNAUTHORIZED)?;
        let verifier = state.verifiers.get(&kid).ok_or(StatusCode::UNAUTHORIZED)?;
        verifier.verify(token).map(Caller).map_err(|_| StatusCode::UNAUTHORIZED)
    }
}

#[derive(Serialize)]
struct Passenger {
    name: String,
    swim_ability: String,
    medical_notes: String,
}

async fn manifest(Caller(claims): Caller, Path(trip_id): Path<u32>) -> Result<Json<Vec<Passenger>>, StatusCode> {
    if !matches!(claims.role.as_str(), "guide" | "partner-ops") {
        return Err(StatusCode::FORBIDDEN);
    }
    println!("manifest for trip {trip_id} requested by {}", claims.sub);
    Ok(Json(vec![Passenger {
        name: "Dana Whitfield".into(),
        swim_ability: "strong".into(),
        medical_notes: "asthma, carries inhaler".into(),
    }]))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let staff_secret = std::env::var("STAFF_JWT_SECRET")?;
    let partner_pem = std::fs::read("/etc/whitewater/paddlebook-jwt.pem")?;

    let mut verifiers: HashMap<String, Arc<dyn TokenVerifier>> = HashMap::new();
    verifiers.insert("staff-1".into(), Arc::new(StaffVerifier { key: DecodingKey::from_secret(staff_secret.as_bytes()) }));
    verifiers.insert("paddlebook".into(), Arc::new(PartnerVerifier { key: DecodingKey::from_rsa_pem(&partner_pem)? }));

    let app = Router::new()
        .route("/trips/{trip_id}/manifest", get(manifest))
        .with_state(AppState { verifiers: Arc::new(verifiers) });
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8070").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
