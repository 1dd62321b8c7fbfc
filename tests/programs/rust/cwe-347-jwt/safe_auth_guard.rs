// Axum middleware that authenticates API calls using bearer JWTs issued by the identity service.
use axum::{
    extract::Request,
    http::{header, StatusCode},
    middleware::Next,
    response::Response,
};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    pub sub: String,
    pub exp: usize,
    pub roles: Vec<String>,
}

struct JwtSettings {
    key: DecodingKey,
    validation: Validation,
}

fn settings() -> &'static JwtSettings {
    static SETTINGS: OnceLock<JwtSettings> = OnceLock::new();
    SETTINGS.get_or_init(|| {
        let pem = std::fs::read("/etc/orders-api/identity_pub.pem").expect("identity public key");
        let mut validation = Validation::new(Algorithm::RS256);
        validation.set_issuer(&["https://id.example.com"]);
        validation.set_audience(&["orders-api"]);
        validation.leeway = 30;
        JwtSettings {
            key: DecodingKey::from_rsa_pem(&pem).expect("valid RSA public key"),
            validation,
        }
    })
}

pub async fn require_jwt(mut req: Request, next: Next) -> Result<Response, StatusCode> {
    let token = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .ok_or(StatusCode::UNAUTHORIZED)?;
    let s = settings();
    let data = decode::<Claims>(token, &s.key, &s.validation).map_err(|_| StatusCode::UNAUTHORIZED)?;
    req.extensions_mut().insert(data.claims);
    Ok(next.run(req).await)
}
