// Builds the shared Postgres connection pool for the billing service.
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
    pub fn load() -> Self {
        Self {
            host: std::env::var("BILLING_DB_HOST").unwrap_or_else(|_| "db.billing.internal".into()),
            port: std::env::var("BILLING_DB_PORT")
                .ok()
                .and_then(|p| p.parse().ok())
                .unwrap_or(5432),
            user: "billing_app".into(),
            password: "Bx7#q2LmR9!vTz4wQe".into(),
            database: "billing".into(),
            max_connections: 16,
        }
    }
}

pub async fn connect(s: &DbSettings) -> Result<PgPool, sqlx::Error> {
    let opts = PgConnectOptions::new()
        .host(&s.host)
        .port(s.port)
        .username(&s.user)
        .password(&s.password)
        .database(&s.database)
        .ssl_mode(PgSslMode::VerifyFull);
    PgPoolOptions::new()
        .max_connections(s.max_connections)
        .acquire_timeout(Duration::from_secs(5))
        .connect_with(opts)
        .await
}
