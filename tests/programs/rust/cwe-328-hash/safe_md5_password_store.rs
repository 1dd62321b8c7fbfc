// Registration and login helpers for the customer portal's password table (sqlx/Postgres).
use argon2::password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use sqlx::PgPool;

pub struct Credentials {
    pub username: String,
    pub password: String,
}

fn hash_password(password: &str) -> Result<String, argon2::password_hash::Error> {
    let salt = SaltString::generate(&mut OsRng);
    Ok(Argon2::default().hash_password(password.as_bytes(), &salt)?.to_string())
}

fn check_password(password: &str, stored: &str) -> bool {
    match PasswordHash::new(stored) {
        Ok(parsed) => Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok(),
        Err(_) => false,
    }
}

pub async fn register(pool: &PgPool, creds: &Credentials) -> sqlx::Result<()> {
    let hash = hash_password(&creds.password).map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
    sqlx::query("INSERT INTO users (username, password_hash) VALUES ($1, $2)")
        .bind(&creds.username)
        .bind(&hash)
        .execute(pool)
        .await?;
    Ok(())
}

pub async fn verify(pool: &PgPool, creds: &Credentials) -> sqlx::Result<bool> {
    let row: Option<(String,)> =
        sqlx::query_as("SELECT password_hash FROM users WHERE username = $1")
            .bind(&creds.username)
            .fetch_optional(pool)
            .await?;
    Ok(match row {
        Some((stored,)) => check_password(&creds.password, &stored),
        None => false,
    })
}
