// A touring mime troupe show ticketing program of the h76 set (cwe-798-credentials).
use std::time::Duration;

use serde::{Deserialize, Serialize};
use sqlx::postgres::{PgPool, PgPoolOptions};

const GATEWAY_URL: &str = "https://api.boxoffice-pay.example/v2";
const GATEWAY_API_KEY: &str = "bo_live_7Qh2xLw9TmR4cZ1pVn8KsY3d";

#[derive(Default)]
struct SettingsBuilder {
    database_url: Option<String>,
    gateway_key: Option<String>,
    timeout: Option<Duration>,
}

impl SettingsBuilder {
    fn database_url(mut self, url: impl Into<String>) -> Self {
        self.database_url = Some(url.into());
        self
    }

    fn gateway_key(mut self, key: impl Into<String>) -> Self {
        self.gateway_key = Some(key.into());
        self
    }

    fn build(self) -> anyhow::Result<Settings> {
        Ok(Settings {
            database_url: self.database_url.ok_or_else(|| anyhow::anyhow!("database url missing"))?,
            gateway_key: self.gateway_key.ok_or_else(|| anyhow::anyhow!("gateway key missing"))?,
            timeout: self.timeout.unwrap_or(Duration::from_secs(15)),
        })
    }
}

struct Settings {
    database_url: String,
    gateway_key: String,
    timeout: Duration,
}

#[derive(Serialize)]
struct ChargeRequest<'a> {
    amount_cents: i64,
    currency: &'a str,
    description: String,
    customer_ref: String,
}

#[derive(Deserialize)]
struct ChargeReply {
    id: String,
    status: String,
}

struct BoxOffice {
    pool: PgPool,
    http: reqwest::Client,
    gateway_key: String,
}

impl BoxOffice {
    async fn connect(settings: Settings) -> anyhow::Result<Self> {
        let pool = PgPoolOptions::new().max_connections(4).connect(&settings.database_url).await?;
        let http = reqwest::Client::builder().timeout(settings.timeout).build()?;
        Ok(Self { pool, http, gateway_key: settings.gateway_key })
    }

    async fn settle_pending(&self) -> anyhow::Result<usize> {
        let pending: Vec<(i64, String, i64, String)> = sqlx::query_as(
            "SELECT r.id, r.customer_ref, r.seats * s.price_cents, s.title \
             FROM reservations r JOIN shows s ON s.id = r.show_id WHERE r.paid = FALSE",
        )
        .fetch_all(&self.pool)
        .await?;

        for (reservation_id, customer_ref, amount_cents, title) in &pending {
            let reply: ChargeReply = self
                .http
                .post(format!("{GATEWAY_URL}/charges"))
                .bearer_auth(&self.gateway_key)
                .json(&ChargeRequest {
                    amount_cents: *amount_cents,
                    currency: "EUR",
                    description: format!("Silent Nights troupe - {title}"),
                    customer_ref: customer_ref.clone(),
                })
                .send()
                .await?
                .error_for_status()?
                .json()
                .await?;
            if reply.status == "succeeded" {
                sqlx::query("UPDATE reservations SET paid = TRUE, charge_id = $1 WHERE id = $2")
                    .bind(&reply.id)
                    .bind(reservation_id)
                    .execute(&self.pool)
                    .await?;
            }
        }
        Ok(pending.len())
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let settings = SettingsBuilder::default()
        .database_url(std::env::var("DATABASE_URL")?)
        .gateway_key(GATEWAY_API_KEY)
        .build()?;
    let office = BoxOffice::connect(settings).await?;
    let settled = office.settle_pending().await?;
    println!("processed {settled} pending reservations");
    Ok(())
}
