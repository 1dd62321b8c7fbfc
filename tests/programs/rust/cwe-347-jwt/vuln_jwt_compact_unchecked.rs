// Admin gate for the support console: checks the role claim of the bearer token.
use axum::{http::{header::AUTHORIZATION, HeaderMap, StatusCode}, routing::get, Router};
use jwt_compact::UntrustedToken;
use serde::Deserialize;

#[derive(Deserialize)]
struct Claims {
    role: String,
}

async fn console(headers: HeaderMap) -> Result<&'static str, StatusCode> {
    let raw = headers.get(AUTHORIZATION).and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer ")).ok_or(StatusCode::UNAUTHORIZED)?;
    let token = UntrustedToken::new(raw).map_err(|_| StatusCode::UNAUTHORIZED)?;
    let claims = token.deserialize_claims_unchecked::<Claims>().map_err(|_| StatusCode::UNAUTHORIZED)?;
    if claims.custom.role == "admin" { Ok("console") } else { Err(StatusCode::FORBIDDEN) }
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/console", get(console));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
