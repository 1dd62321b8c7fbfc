// Token endpoint that issues a signed JWT after checking the operator password.
use axum::{http::StatusCode, routing::post, Json, Router};
use jsonwebtoken::{encode, EncodingKey, Header};
use serde::{Deserialize, Serialize};
use subtle::ConstantTimeEq;

#[derive(Deserialize)]
struct Login { user: String, password: String }

#[derive(Serialize)]
struct Claims { sub: String, exp: usize }

fn signing_key() -> Vec<u8> {
    std::env::var("JWT_SIGNING_KEY").expect("JWT_SIGNING_KEY must be set").into_bytes()
}

async fn token(Json(l): Json<Login>) -> Result<String, StatusCode> {
    let expected = std::env::var("OPERATOR_PASSWORD").unwrap_or_default();
    if expected.is_empty() || !bool::from(l.password.as_bytes().ct_eq(expected.as_bytes())) {
        return Err(StatusCode::UNAUTHORIZED);
    }
    let exp = (chrono::Utc::now() + chrono::Duration::minutes(30)).timestamp() as usize;
    let claims = Claims { sub: l.user, exp };
    encode(&Header::default(), &claims, &EncodingKey::from_secret(&signing_key()))
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/token", post(token));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
