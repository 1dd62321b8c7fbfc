// Public library self-service kiosks: Lambda that sets and checks a patron's 4-6 digit PIN.
use lambda_runtime::{run, service_fn, Error, LambdaEvent};
use serde::{Deserialize, Serialize};
use sqlx::postgres::PgPool;

#[derive(Debug, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
enum PinCommand {
    Set { card_number: String, new_pin: String },
    Check { card_number: String, pin: String },
}

#[derive(Debug, Serialize)]
struct PinResult {
    ok: bool,
    message: &'static str,
}

trait PinHasher: Send + Sync {
    fn hash(&self, card_number: &str, pin: &str) -> String;
    fn matches(&self, card_number: &str, pin: &str, stored: &str) -> bool;
}

struct KioskPinHasher;

impl PinHasher for KioskPinHasher {
    fn hash(&self, card_number: &str, pin: &str) -> String {
        format!("{:x}", md5::compute(format!("{}:{}", card_number, pin)))
    }

    fn matches(&self, card_number: &str, pin: &str, stored: &str) -> bool {
        self.hash(card_number, pin) == stored
    }
}

struct PatronRepository {
    pool: PgPool,
}

impl PatronRepository {
    async fn stored_pin(&self, card: &str) -> Result<Option<String>, sqlx::Error> {
        sqlx::query_scalar("SELECT pin_hash FROM patrons WHERE card_number = $1")
            .bind(card)
            .fetch_optional(&self.pool)
            .await
    }

    async fn save_pin(&self, card: &str, hash: &str) -> Result<u64, sqlx::Error> {
        let res = sqlx::query("UPDATE patrons SET pin_hash = $1, pin_changed_at = now() WHERE card_number = $2")
            .bind(hash)
            .bind(card)
            .execute(&self.pool)
            .await?;
        Ok(res.rows_affected())
    }
}

struct PinService<H: PinHasher> {
    hasher: H,
    patrons: PatronRepository,
}

impl<H: PinHasher> PinService<H> {
    async fn handle(&self, cmd: PinCommand) -> Result<PinResult, Error> {
        match cmd {
            PinCommand::Set { card_number, new_pin } => {
                if !(4..=6).contains(&new_pin.len()) || !new_pin.chars().all(|c| c.is_ascii_digit()) {
                    return Ok(PinResult { ok: false, message: "PIN must be 4 to 6 digits" });
                }
                let hash = self.hasher.hash(&card_number, &new_pin);
                let n = self.patrons.save_pin(&card_number, &hash).await?;
                Ok(PinResult { ok: n == 1, message: if n == 1 { "PIN updated" } else { "unknown card" } })
            }
            PinCommand::Check { card_number, pin } => {
                let ok = match self.patrons.stored_pin(&card_number).await? {
                    Some(stored) => self.hasher.matches(&card_number, &pin, &stored),
                    None => false,
                };
                Ok(PinResult { ok, message: if ok { "welcome" } else { "card or PIN not recognised" } })
            }
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let pool = PgPool::connect(&std::env::var("PATRON_DATABASE_URL")?).await?;
    let service = std::sync::Arc::new(PinService { hasher: KioskPinHasher, patrons: PatronRepository { pool } });
    run(service_fn(move |event: LambdaEvent<PinCommand>| {
        let service = std::sync::Arc::clone(&service);
        async move { service.handle(event.payload).await }
    }))
    .await
}
