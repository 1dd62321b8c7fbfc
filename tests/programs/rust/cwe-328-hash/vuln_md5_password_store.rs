// Registration and login helpers for the customer portal's password table (sqlx/Postgres).
use sqlx::PgPool;

pub struct Credentials {
    pub username: String,
    pub password: String,
}

fn hash_password(password: &str, salt: &str) -> String {
    let digest = md5::compute(format!("{}{}", salt, password));
    format!("{:x}", digest)
}

fn check_password(password: &str, salt: &str, stored: &str) -> bool {
    hash_password(password, salt) == stored
}

pub async fn register(pool: &PgPool, creds: &Credentials) -> sqlx::Result<()> {
    let salt = uuid::Uuid::new_v4().simple().to_string();
    let hash = hash_password(&creds.password, &salt);
    sqlx::query("INSERT INTO users (username, salt, password_hash) VALUES ($1, $2, $3)")
        .bind(&creds.username)
        .bind(&salt)
        .bind(&hash)
        .execute(pool)
        .await?;
    Ok(())
}

pub async fn verify(pool: &PgPool, creds: &Credentials) -> sqlx::Result<bool> {
    let row: Option<(String, String)> =
        sqlx::query_as("SELECT salt, password_hash FROM users WHERE username = $1")
            .bind(&creds.username)
            .fetch_optional(pool)
            .await?;
    Ok(match row {
        Some((salt, stored)) => check_password(&creds.password, &salt, &stored),
        None => false,
    })
}
