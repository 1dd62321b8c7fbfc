// Registration and login handlers for local user accounts.
use axum::{extract::State, http::StatusCode, Json};
use serde::Deserialize;
use sqlx::SqlitePool;

#[derive(Deserialize)]
pub struct Credentials {
    username: String,
    password: String,
}

fn hash_password(password: &str, salt: &str) -> String {
    let digest = md5::compute(format!("{}:{}", salt, password));
    format!("{:x}", digest)
}

pub async fn register(State(pool): State<SqlitePool>, Json(c): Json<Credentials>) -> StatusCode {
    if c.username.is_empty() || c.password.chars().count() < 10 {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    let salt = uuid::Uuid::new_v4().simple().to_string();
    let hash = hash_password(&c.password, &salt);
    let res = sqlx::query("INSERT INTO users (username, salt, password_hash) VALUES (?, ?, ?)")
        .bind(&c.username)
        .bind(&salt)
        .bind(&hash)
        .execute(&pool)
        .await;
    match res {
        Ok(_) => StatusCode::CREATED,
        Err(_) => StatusCode::CONFLICT,
    }
}

pub async fn login(State(pool): State<SqlitePool>, Json(c): Json<Credentials>) -> StatusCode {
    let row: Option<(String, String)> =
        sqlx::query_as("SELECT salt, password_hash FROM users WHERE username = ?")
            .bind(&c.username)
            .fetch_optional(&pool)
            .await
            .ok()
            .flatten();
    match row {
        Some((salt, stored)) if hash_password(&c.password, &salt) == stored => StatusCode::NO_CONTENT,
        _ => StatusCode::UNAUTHORIZED,
    }
}
