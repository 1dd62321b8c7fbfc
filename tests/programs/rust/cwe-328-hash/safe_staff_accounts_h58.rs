// staff accounts (h58 set)
use std::sync::Arc;

use argon2::{
    password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Argon2,
};
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::Deserialize;
use sqlx::{sqlite::SqlitePoolOptions, SqlitePool};

/// Front-desk and night-audit staff accounts for the property management system.
#[derive(Deserialize)]
struct Credentials {
    username: String,
    password: String,
}

struct Pms {
    db: SqlitePool,
}

fn password_digest(password: &str) -> Result<String, StatusCode> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

fn password_matches(stored: &str, password: &str) -> bool {
    PasswordHash::new(stored)
        .map(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
        .unwrap_or(false)
}

fn strong_enough(password: &str) -> bool {
    password.chars().count() >= 12 && password.chars().any(|c| c.is_ascii_digit())
}

async fn create_staff(
    State(pms): State<Arc<Pms>>,
    Json(c): Json<Credentials>,
) -> Result<StatusCode, StatusCode> {
    if !strong_enough(&c.password) {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    let digest = password_digest(&c.password)?;
    sqlx::query("INSERT INTO staff (username, password_hash) VALUES (?1, ?2)")
        .bind(&c.username)
        .bind(digest)
        .execute(&pms.db)
        .await
        .map(|_| StatusCode::CREATED)
        .map_err(|_| StatusCode::CONFLICT)
}

async fn login(
    State(pms): State<Arc<Pms>>,
    Json(c): Json<Credentials>,
) -> Result<StatusCode, StatusCode> {
    let stored: Option<(String,)> = sqlx::query_as("SELECT password_hash FROM staff WHERE username = ?1")
        .bind(&c.username)
        .fetch_optional(&pms.db)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    match stored {
        Some((hash,)) if password_matches(&hash, &c.password) => Ok(StatusCode::NO_CONTENT),
        _ => Err(StatusCode::UNAUTHORIZED),
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let db = SqlitePoolOptions::new()
        .connect(&std::env::var("PMS_DB").unwrap_or_else(|_| "sqlite://pms.db".into()))
        .await?;
    let app = Router::new()
        .route("/staff", post(create_staff))
        .route("/staff/login", post(login))
        .with_state(Arc::new(Pms { db }));
    axum::serve(tokio::net::TcpListener::bind("127.0.0.1:8130").await?, app).await?;
    Ok(())
}
