// Verifies bearer tokens on the reporting API.
use axum::{http::{header::AUTHORIZATION, HeaderMap, StatusCode}, routing::get, Router};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;

#[derive(Deserialize)]
struct Claims { sub: String }

async fn report(headers: HeaderMap) -> Result<String, StatusCode> {
    let token = headers.get(AUTHORIZATION).and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer ")).ok_or(StatusCode::UNAUTHORIZED)?;
    let key = DecodingKey::from_secret("r3p0rt1ng-s1gn1ng-k3y-2024".as_ref());
    let data = decode::<Claims>(token, &key, &Validation::new(Algorithm::HS256)).map_err(|_| StatusCode::UNAUTHORIZED)?;
    Ok(format!("report for {}", data.claims.sub))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/report", get(report));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
