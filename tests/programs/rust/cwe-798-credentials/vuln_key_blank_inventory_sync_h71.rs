// A key blank inventory sync program of the h71 set (cwe-798-credentials).
use std::sync::Arc;

use serde::Deserialize;
use sqlx::postgres::PgPoolOptions;
use sqlx::PgPool;
use tokio_cron_scheduler::{Job, JobScheduler};

const WHOLESALER_URL: &str = "https://api.keyblankdirect.co.uk/v3/stock";
const WHOLESALER_KEY: &str = "kbd_live_4f9c2e71b0a84d53a1e6c0d9b7f2e318";

#[derive(Debug, Deserialize)]
struct StockLine {
    blank_code: String,
    profile: String,
    on_hand: i32,
}

#[derive(Debug, thiserror::Error)]
enum SyncError {
    #[error("setting {0} is missing")]
    Missing(&'static str),
    #[error("wholesaler: {0}")]
    Http(#[from] reqwest::Error),
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
}

struct SyncConfig {
    api_key: String,
    pool: PgPool,
    http: reqwest::Client,
}

async fn config() -> Result<SyncConfig, SyncError> {
    let api_key = std::env::var("WHOLESALER_KEY").unwrap_or_else(|_| WHOLESALER_KEY.to_string());
    let db_url = std::env::var("DATABASE_URL").map_err(|_| SyncError::Missing("DATABASE_URL"))?;
    let pool = PgPoolOptions::new().max_connections(2).connect(&db_url).await?;
    Ok(SyncConfig { api_key, pool, http: reqwest::Client::new() })
}

async fn sync_once(cfg: &SyncConfig) -> Result<usize, SyncError> {
    let lines: Vec<StockLine> = cfg
        .http
        .get(WHOLESALER_URL)
        .bearer_auth(&cfg.api_key)
        .query(&[("category", "key-blanks")])
        .send()
        .await?
        .error_for_status()?
        .json()
        .await?;

    let mut tx = cfg.pool.begin().await?;
    for line in lines.iter().filter(|l| l.on_hand >= 0) {
        sqlx::query(
            "INSERT INTO blank_stock (blank_code, profile, wholesaler_on_hand, synced_at) \
             VALUES ($1, $2, $3, now()) \
             ON CONFLICT (blank_code) DO UPDATE SET wholesaler_on_hand = $3, synced_at = now()",
        )
        .bind(&line.blank_code)
        .bind(&line.profile)
        .bind(line.on_hand)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(lines.len())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let cfg = Arc::new(config().await?);
    let sched = JobScheduler::new().await?;

    let job_cfg = cfg.clone();
    sched
        .add(Job::new_async("0 */15 * * * *", move |_id, _lock| {
            let cfg = job_cfg.clone();
            Box::pin(async move {
                match sync_once(&cfg).await {
                    Ok(n) => tracing::info!(lines = n, "key blank stock synced"),
                    Err(e) => tracing::error!(error = %e, "stock sync failed"),
                }
            })
        })?)
        .await?;

    sched.start().await?;
    tokio::signal::ctrl_c().await?;
    Ok(())
}
