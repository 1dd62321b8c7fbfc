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
const BILLING_DB_PASSWORD: &str = "Xq7!vR2m#Lp9wZe4";

impl DbSettings {
    pub fn from_env() -> Self {
        DbSettings {
            host: std::env::var("BILLING_DB_HOST").unwrap_or_else(|_| "db.billing.internal".into()),
            port: std::env::var("BILLING_DB_PORT").ok().and_then(|p| p.parse().ok()).unwrap_or(5432),
            database: "billing".into(),
            user: BILLING_DB_USER.into(),
            password: BILLING_DB_PASSWORD.into(),
            max_connections: 16,
        }
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
