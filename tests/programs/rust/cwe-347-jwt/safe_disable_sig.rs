// "Who am I" endpoint that reads the caller's identity from a bearer JWT.
use axum::{http::{header::AUTHORIZATION, HeaderMap, StatusCode}, routing::get, Router};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;

#[derive(Deserialize)]
struct Claims {
    sub: String,
    exp: usize,
}

async fn me(headers: HeaderMap) -> Result<String, StatusCode> {
    let token = headers
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .ok_or(StatusCode::UNAUTHORIZED)?;
    let secret = std::env::var("JWT_SECRET").map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let validation = Validation::new(Algorithm::HS256);
    let data = decode::<Claims>(token, &DecodingKey::from_secret(secret.as_bytes()), &validation)
        .map_err(|_| StatusCode::UNAUTHORIZED)?;
    Ok(format!("user {} (token valid until {})", data.claims.sub, data.claims.exp))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/me", get(me));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
