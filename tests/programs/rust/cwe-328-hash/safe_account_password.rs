// Registration and login handlers for local user accounts.
use argon2::password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use axum::{extract::State, http::StatusCode, Json};
use serde::Deserialize;
use sqlx::SqlitePool;

#[derive(Deserialize)]
pub struct Credentials {
    username: String,
    password: String,
}

fn hash_password(password: &str) -> Option<String> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .ok()
        .map(|h| h.to_string())
}

fn verify_password(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .map(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
        .unwrap_or(false)
}

pub async fn register(State(pool): State<SqlitePool>, Json(c): Json<Credentials>) -> StatusCode {
    if c.username.is_empty() || c.password.chars().count() < 10 {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    let Some(hash) = hash_password(&c.password) else {
        return StatusCode::INTERNAL_SERVER_ERROR;
    };
    let res = sqlx::query("INSERT INTO users (username, password_hash) VALUES (?, ?)")
        .bind(&c.username)
        .bind(&hash)
        .execute(&pool)
        .await;
    match res {
        Ok(_) => StatusCode::CREATED,
        Err(_) => StatusCode::CONFLICT,
    }
}

pub async fn login(State(pool): State<SqlitePool>, Json(c): Json<Credentials>) -> StatusCode {
    let row: Option<(String,)> = sqlx::query_as("SELECT password_hash FROM users WHERE username = ?")
        .bind(&c.username)
        .fetch_optional(&pool)
        .await
        .ok()
        .flatten();
    match row {
        Some((stored,)) if verify_password(&c.password, &stored) => StatusCode::NO_CONTENT,
        _ => StatusCode::UNAUTHORIZED,
    }
}
