// A stained glass commissions program of the h63 set (cwe-347-jwt).
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::extract::{Path, State};
use axum::http::{header::AUTHORIZATION, HeaderMap, StatusCode};
use axum::routing::get;
use axum::{Json, Router};
use data_encoding::BASE64URL_NOPAD;
use jsonwebtoken::{decode_header, Algorithm, DecodingKey};
use serde::{Deserialize, Serialize};

#[derive(Debug, Deserialize)]
pub struct StudioClaims {
    pub sub: String,
    pub studio: String,
    pub iss: String,
    pub exp: u64,
}

#[derive(Debug, Clone, Serialize)]
pub struct Commission {
    pub id: u32,
    pub studio: String,
    pub church: String,
    pub window: String,
    pub quoted_eur: u32,
}

/// Checks the bearer token issued by the guild's identity service.
pub struct TokenVerifier {
    key: DecodingKey,
    issuer: String,
}

impl TokenVerifier {
    pub fn claims(&self, headers: &HeaderMap) -> Result<StudioClaims, StatusCode> {
        let token = headers
            .get(AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.bearer_token())
            .ok_or(StatusCode::UNAUTHORIZED)?;
        let header = decode_header(token).map_err(|_| StatusCode::UNAUTHORIZED)?;
        if header.alg != Algorithm::HS256 {
            return Err(StatusCode::UNAUTHORIZED);
        }
        let body = token.split('.').nth(1).ok_or(StatusCode::UNAUTHORIZED)?;
        let json = BASE64URL_NOPAD.decode(body.as_bytes()).map_err(|_| StatusCode::UNAUTHORIZED)?;
        let claims: StudioClaims = serde_json::from_slice(&json).map_err(|_| StatusCode::UNAUTHORIZED)?;
        let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().as_secs();
        if claims.iss != self.issuer || claims.exp <= now {
            return Err(StatusCode::UNAUTHORIZED);
        }
        Ok(claims)
    }
}

pub struct CommissionService {
    verifier: TokenVerifier,
    book: HashMap<u32, Commission>,
}

impl CommissionService {
    pub fn fetch(&self, headers: &HeaderMap, id: u32) -> Result<Commission, StatusCode> {
        let claims = self.verifier.claims(headers)?;
        let commission = self.book.get(&id).ok_or(StatusCode::NOT_FOUND)?;
        if commission.studio != claims.studio {
            return Err(StatusCode::FORBIDDEN);
        }
        Ok(commission.clone())
    }
}

trait BearerExt {
    fn bearer_token(&self) -> Option<&str>;
}

impl BearerExt for str {
    fn bearer_token(&self) -> Option<&str> {
        self.split_once(' ').filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer")).map(|(_, t)| t.trim())
    }
}

async fn get_commission(
    State(service): State<Arc<CommissionService>>,
    Path(id): Path<u32>,
    headers: HeaderMap,
) -> Result<Json<Commission>, StatusCode> {
    service.fetch(&headers, id).map(Json)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let secret = std::env::var("GUILD_JWT_SECRET")?;
    let verifier = TokenVerifier {
        key: DecodingKey::from_secret(secret.as_bytes()),
        issuer: "https://id.glaziers-guild.org".to_string(),
    };
    let mut book = HashMap::new();
    book.insert(7, Commission { id: 7, studio: "lead-and-light".into(), church: "St. Aidan".into(), window: "East rose".into(), quoted_eur: 48_500 });
    let service = Arc::new(CommissionService { verifier, book });
    let app = Router::new().route("/commissions/{id}", get(get_commission)).with_state(service);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:3004").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
