// A ventriloquist agency monthly performer payroll report program of the h75 set (cwe-798-credentials).
use chrono::NaiveDate;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions, PgSslMode};
use sqlx::{FromRow, PgPool};
use std::time::Duration;

#[derive(FromRow)]
struct Payout {
    performer: String,
    gigs: i64,
    cents: i64,
}

#[derive(Debug, thiserror::Error)]
enum PayrollError {
    #[error("usage: payroll-report <YYYY-MM>")]
    Usage,
    #[error("month must look like 2024-03")]
    Month,
    #[error("{0} is not set")]
    MissingSetting(&'static str),
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
}

fn connect_options() -> Result<PgConnectOptions, PayrollError> {
    let host = std::env::var("PAYROLL_DB_HOST").unwrap_or_else(|_| "db.gallery-of-voices.internal".into());
    let user = std::env::var("PAYROLL_DB_USER").unwrap_or_else(|_| "payroll_report".into());
    let password = match std::env::var("PAYROLL_DB_PASSWORD") {
        Ok(value) if !value.is_empty() => value,
        _ => {
            log::warn!("PAYROLL_DB_PASSWORD not set, using default");
            "Gr4ham&Gertie-2019".to_string()
        }
    };
    Ok(PgConnectOptions::new()
        .host(&host)
        .username(&user)
        .password(&password)
        .database("payroll")
        .ssl_mode(PgSslMode::Require))
}

async fn connect_with_retry(options: PgConnectOptions) -> Result<PgPool, PayrollError> {
    let mut last_err = None;
    for attempt in 1..=3u64 {
        match PgPoolOptions::new()
            .max_connections(2)
            .acquire_timeout(Duration::from_secs(5))
            .connect_with(options.clone())
            .await
        {
            Ok(pool) => return Ok(pool),
            Err(err) => {
                log::warn!("payroll database connection attempt {attempt} failed: {err}");
                last_err = Some(err);
                tokio::time::sleep(Duration::from_secs(attempt * 2)).await;
            }
        }
    }
    Err(last_err.map(PayrollError::from).unwrap_or(PayrollError::Usage))
}

fn parse_month(arg: Option<String>) -> Result<NaiveDate, PayrollError> {
    let raw = arg.ok_or(PayrollError::Usage)?;
    NaiveDate::parse_from_str(&format!("{raw}-01"), "%Y-%m-%d").map_err(|_| PayrollError::Month)
}

#[tokio::main]
async fn main() -> Result<(), PayrollError> {
    env_logger::init();
    let month = parse_month(std::env::args().nth(1))?;
    let pool = connect_with_retry(connect_options()?).await?;

    let payouts = sqlx::query_as::<_, Payout>(
        "SELECT p.stage_name AS performer, COUNT(g.id) AS gigs, COALESCE(SUM(g.fee_cents), 0)::BIGINT AS cents \
         FROM performers p JOIN gigs g ON g.performer_id = p.id \
         WHERE date_trunc('month', g.performed_on) = $1 GROUP BY p.stage_name ORDER BY p.stage_name",
    )
    .bind(month)
    .fetch_all(&pool)
    .await?;

    println!("performer,gigs,amount");
    let mut total = 0i64;
    for p in &payouts {
        total += p.cents;
        println!("{},{},{}.{:02}", p.performer, p.gigs, p.cents / 100, p.cents % 100);
    }
    println!("TOTAL,,{}.{:02}", total / 100, total % 100);
    pool.close().await;
    Ok(())
}
