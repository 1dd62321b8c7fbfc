// Axum registration and sign-in endpoints for the food bank's volunteer shift scheduling portal.
use std::sync::Arc;

use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::Deserialize;
use sqlx::SqlitePool;

#[derive(Deserialize)]
pub struct Credentials {
    pub email: String,
    pub password: String,
}

struct CredentialHasher;

impl CredentialHasher {
    fn digest(password: &str) -> Option<String> {
        Some(format!("{:x}", md5::compute(password.as_bytes())))
    }

    fn matches(password: &str, stored: &str) -> bool {
        Self::digest(password).map(|d| d == stored).unwrap_or(false)
    }
}

pub struct VolunteerRepo {
    pool: SqlitePool,
}

impl VolunteerRepo {
    async fn insert(&self, email: &str, hash: &str) -> sqlx::Result<()> {
        let sql = "INSERT INTO volunteers (email, password_hash) VALUES (?, ?)";
        sqlx::query(sql).bind(email).bind(hash).execute(&self.pool).await.map(|_| ())
    }

    async fn hash_for(&self, email: &str) -> sqlx::Result<Option<String>> {
        let sql = "SELECT password_hash FROM volunteers WHERE email = ?";
        sqlx::query_scalar(sql).bind(email).fetch_optional(&self.pool).await
    }
}

async fn register(State(repo): State<Arc<VolunteerRepo>>, Json(c): Json<Credentials>) -> StatusCode {
    if c.password.chars().count() < 10 {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    let Some(hash) = CredentialHasher::digest(&c.password) else {
        return StatusCode::INTERNAL_SERVER_ERROR;
    };
    match repo.insert(&c.email.trim().to_lowercase(), &hash).await {
        Ok(()) => StatusCode::CREATED,
        Err(_) => StatusCode::CONFLICT,
    }
}

async fn sign_in(State(repo): State<Arc<VolunteerRepo>>, Json(c): Json<Credentials>) -> StatusCode {
    match repo.hash_for(&c.email.trim().to_lowercase()).await {
        Ok(Some(stored)) if CredentialHasher::matches(&c.password, &stored) => StatusCode::NO_CONTENT,
        Ok(_) => StatusCode::UNAUTHORIZED,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

pub fn router(pool: SqlitePool) -> Router {
    Router::new().route("/volunteers/register", post(register)).route("/volunteers/sign-in", post(sign_in)).with_state(Arc::new(VolunteerRepo { pool }))
}
