// Connection setup and crew timecard query for a film production's payroll service.
use serde::Serialize;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{FromRow, PgPool};
use std::str::FromStr;
use std::time::Duration;

#[derive(Debug, Serialize, FromRow)]
pub struct Timecard {
    pub crew_id: i64,
    pub department: String,
    pub hours: f64,
    pub overtime_hours: f64,
}

type Source = fn() -> Option<String>;

fn from_env() -> Option<String> {
    std::env::var("PAYROLL_DATABASE_URL").ok().filter(|v| !v.is_empty())
}

fn from_secret_file() -> Option<String> {
    std::env::var("PAYROLL_DATABASE_URL_FILE")
        .ok()
        .and_then(|p| std::fs::read_to_string(p).ok())
        .map(|s| s.trim().to_string())
}

fn production_default() -> Option<String> {
    let host = std::env::var("PAYROLL_DB_HOST").ok()?;
    let password = std::env::var("PAYROLL_DB_PASSWORD").ok()?;
    Some(format!("postgres://payroll_svc:{password}@{host}:5432/payroll"))
}

fn resolve_dsn() -> Option<String> {
    let sources: [Source; 3] = [from_env, from_secret_file, production_default];
    sources.iter().find_map(|source| source())
}

pub async fn connect() -> Result<PgPool, sqlx::Error> {
    let dsn = resolve_dsn().ok_or_else(|| sqlx::Error::Configuration("no payroll database configured".into()))?;
    let options = PgConnectOptions::from_str(&dsn)?.application_name("crew-payroll");
    PgPoolOptions::new()
        .max_connections(8)
        .acquire_timeout(Duration::from_secs(5))
        .connect_with(options)
        .await
}

pub async fn week_timecards(pool: &PgPool, production_id: i64, week: i32) -> Result<Vec<Timecard>, sqlx::Error> {
    sqlx::query_as::<_, Timecard>(
        "SELECT crew_id, department, hours, overtime_hours FROM timecards \
         WHERE production_id = $1 AND week = $2 ORDER BY department, crew_id",
    )
    .bind(production_id)
    .bind(week)
    .fetch_all(pool)
    .await
}
