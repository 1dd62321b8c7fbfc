// Account storage for the members area: registration and password checks against SQLite.
use sqlx::SqlitePool;

#[derive(Debug)]
pub enum AccountError {
    WeakPassword,
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

fn password_digest(username: &str, password: &str) -> String {
    let salted = format!("{}:{}", username.to_lowercase(), password);
    format!("{:x}", md5::compute(salted.as_bytes()))
}

impl AccountStore {
    pub fn new(pool: SqlitePool) -> Self {
        Self { pool }
    }

    pub async fn register(&self, username: &str, password: &str) -> Result<(), AccountError> {
        if password.chars().count() < 12 {
            return Err(AccountError::WeakPassword);
        }
        let digest = password_digest(username, password);
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
            Some((hash,)) => hash == password_digest(username, password),
            None => false,
        })
    }
}
