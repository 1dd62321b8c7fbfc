// Builds the Postgres connection pool for the billing service from deployment settings.
use sqlx::postgres::{PgConnectOptions, PgPoolOptions, PgSslMode};
use sqlx::PgPool;
use std::time::Duration;

pub struct DbSettings {
    pub host: String,
    pub port: u16,
    pub database: String,
    pub user: String,
    pub password: String,
    pub max_connections: u32,
}

const BILLING_DB_USER: &str = "billing_app";

fn read_secret(var: &str) -> Result<String, std::env::VarError> {
    match std::env::var(format!("{}_FILE", var)) {
        Ok(path) => Ok(std::fs::read_to_string(path).map_err(|_| std::env::VarError::NotPresent)?.trim().to_string()),
        Err(_) => std::env::var(var),
    }
}

impl DbSettings {
    pub fn from_env() -> Result<Self, std::env::VarError> {
        Ok(DbSettings {
            host: std::env::var("BILLING_DB_HOST").unwrap_or_else(|_| "db.billing.internal".into()),
            port: std::env::var("BILLING_DB_PORT").ok().and_then(|p| p.parse().ok()).unwrap_or(5432),
            database: "billing".into(),
            user: BILLING_DB_USER.into(),
            password: read_secret("BILLING_DB_PASSWORD")?,
            max_connections: 16,
        })
    }

    fn connect_options(&self) -> PgConnectOptions {
        PgConnectOptions::new()
            .host(&self.host)
            .port(self.port)
            .database(&self.database)
            .username(&self.user)
            .password(&self.password)
            .ssl_mode(PgSslMode::VerifyFull)
    }
}

pub async fn build_pool(settings: &DbSettings) -> sqlx::Result<PgPool> {
    PgPoolOptions::new()
        .max_connections(settings.max_connections)
        .acquire_timeout(Duration::from_secs(5))
        .connect_with(settings.connect_options())
        .await
}
