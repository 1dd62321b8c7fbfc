// Account storage for the members area: registration and password checks against SQLite.
use argon2::password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use sqlx::SqlitePool;

#[derive(Debug)]
pub enum AccountError {
    WeakPassword,
    Hashing,
    Db(sqlx::Error),
}

impl From<sqlx::Error> for AccountError {
    fn from(e: sqlx::Error) -> Self {
        AccountError::Db(e)
    }
}

pub struct AccountStore {
    pool: SqlitePool,
}

fn password_digest(password: &str) -> Result<String, AccountError> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|_| AccountError::Hashing)
}

impl AccountStore {
    pub fn new(pool: SqlitePool) -> Self {
        Self { pool }
    }

    pub async fn register(&self, username: &str, password: &str) -> Result<(), AccountError> {
        if password.chars().count() < 12 {
            return Err(AccountError::WeakPassword);
        }
        let digest = password_digest(password)?;
        sqlx::query("INSERT INTO accounts (username, password_hash) VALUES (?, ?)")
            .bind(username)
            .bind(digest)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn verify(&self, username: &str, password: &str) -> Result<bool, AccountError> {
        let stored: Option<(String,)> =
            sqlx::query_as("SELECT password_hash FROM accounts WHERE username = ?")
                .bind(username)
                .fetch_optional(&self.pool)
                .await?;
        Ok(match stored {
            Some((hash,)) => PasswordHash::new(&hash)
                .map(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
                .unwrap_or(false),
            None => false,
        })
    }
}
