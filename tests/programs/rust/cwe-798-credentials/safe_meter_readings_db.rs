// Database bootstrap for the smart-meter readings ingestion service.
use sqlx::postgres::{PgConnectOptions, PgPoolOptions, PgSslMode};
use sqlx::PgPool;
use std::time::Duration;

pub struct DbSettings {
    host: String,
    port: u16,
    user: String,
    password: String,
    database: String,
    max_connections: u32,
}

impl DbSettings {
    pub fn load() -> Result<Self, String> {
        let port = match std::env::var("READINGS_DB_PORT") {
            Ok(p) => p.parse::<u16>().map_err(|e| format!("READINGS_DB_PORT: {}", e))?,
            Err(_) => 5432,
        };
        Ok(DbSettings {
            host: std::env::var("READINGS_DB_HOST").unwrap_or_else(|_| "readings-db.internal".into()),
            port,
            user: "ingest_svc".into(),
            password: std::env::var("READINGS_DB_PASSWORD")
                .map_err(|_| "READINGS_DB_PASSWORD must be set".to_string())?,
            database: "meter_readings".into(),
            max_connections: 16,
        })
    }

    fn connect_options(&self) -> PgConnectOptions {
        PgConnectOptions::new()
            .host(&self.host)
            .port(self.port)
            .username(&self.user)
            .password(&self.password)
            .database(&self.database)
            .ssl_mode(PgSslMode::VerifyFull)
    }
}

pub async fn connect() -> Result<PgPool, Box<dyn std::error::Error>> {
    let settings = DbSettings::load()?;
    let pool = PgPoolOptions::new()
        .max_connections(settings.max_connections)
        .acquire_timeout(Duration::from_secs(5))
        .connect_with(settings.connect_options())
        .await?;
    sqlx::query("SELECT 1").execute(&pool).await?;
    Ok(pool)
}
