// Builds the shared Postgres connection pool for the reporting service at startup (sqlx).
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

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.to_string())
}

impl DbSettings {
    pub fn load() -> Result<Self, std::env::VarError> {
        Ok(DbSettings {
            host: env_or("REPORTING_DB_HOST", "reporting-db.internal"),
            port: env_or("REPORTING_DB_PORT", "5432").parse().unwrap_or(5432),
            database: env_or("REPORTING_DB_NAME", "reporting"),
            user: env_or("REPORTING_DB_USER", "reporting_app"),
            password: std::env::var("REPORTING_DB_PASSWORD")?,
            max_connections: 20,
        })
    }
}

pub async fn connect(settings: &DbSettings) -> sqlx::Result<PgPool> {
    let options = PgConnectOptions::new()
        .host(&settings.host)
        .port(settings.port)
        .database(&settings.database)
        .username(&settings.user)
        .password(&settings.password)
        .ssl_mode(PgSslMode::Require);
    PgPoolOptions::new()
        .max_connections(settings.max_connections)
        .acquire_timeout(Duration::from_secs(5))
        .connect_with(options)
        .await
}
