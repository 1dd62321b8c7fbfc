// Database configuration and connection pool setup for the billing service.
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions, PgSslMode};
use sqlx::PgPool;

#[derive(Clone, Debug)]
pub struct DbConfig {
    pub host: String,
    pub port: u16,
    pub database: String,
    pub username: String,
    pub password: String,
    pub max_connections: u32,
}

impl DbConfig {
    pub fn from_env() -> Result<Self, std::env::VarError> {
        let password = std::env::var("BILLING_DB_PASSWORD")?;
        let env = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_string());
        Ok(DbConfig {
            host: env("BILLING_DB_HOST", "billing-db.internal"),
            port: env("BILLING_DB_PORT", "5432").parse().unwrap_or(5432),
            database: env("BILLING_DB_NAME", "billing"),
            username: env("BILLING_DB_USER", "billing_app"),
            password,
            max_connections: env("BILLING_DB_POOL", "16").parse().unwrap_or(16),
        })
    }

    fn connect_options(&self) -> PgConnectOptions {
        PgConnectOptions::new()
            .host(&self.host)
            .port(self.port)
            .database(&self.database)
            .username(&self.username)
            .password(&self.password)
            .ssl_mode(PgSslMode::VerifyFull)
    }
}

pub async fn build_pool(cfg: &DbConfig) -> Result<PgPool, sqlx::Error> {
    PgPoolOptions::new()
        .max_connections(cfg.max_connections)
        .acquire_timeout(Duration::from_secs(5))
        .connect_with(cfg.connect_options())
        .await
}
