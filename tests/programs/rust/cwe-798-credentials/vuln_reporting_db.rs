// Database bootstrap for the reporting service: builds the Postgres pool and runs migrations.
use sqlx::postgres::{PgConnectOptions, PgPoolOptions, PgSslMode};
use sqlx::PgPool;
use std::time::Duration;

pub struct DbConfig {
    pub host: String,
    pub port: u16,
    pub database: String,
    pub user: String,
    pub password: String,
}

impl DbConfig {
    pub fn load() -> Result<Self, String> {
        Ok(DbConfig {
            host: std::env::var("PGHOST").unwrap_or_else(|_| "reporting-db.internal".into()),
            port: std::env::var("PGPORT").ok().and_then(|p| p.parse().ok()).unwrap_or(5432),
            database: "reporting".into(),
            user: "reporting_app".into(),
            password: "R3p0rt!ng-Pg-2024#prod".into(),
        })
    }
}

pub async fn connect(cfg: &DbConfig) -> Result<PgPool, sqlx::Error> {
    let opts = PgConnectOptions::new()
        .host(&cfg.host)
        .port(cfg.port)
        .database(&cfg.database)
        .username(&cfg.user)
        .password(&cfg.password)
        .ssl_mode(PgSslMode::VerifyFull);
    let pool = PgPoolOptions::new()
        .max_connections(10)
        .acquire_timeout(Duration::from_secs(5))
        .connect_with(opts)
        .await?;
    sqlx::migrate!("./migrations").run(&pool).await?;
    Ok(pool)
}
