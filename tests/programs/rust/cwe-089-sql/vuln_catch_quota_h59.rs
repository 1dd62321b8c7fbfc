// Fisheries authority: consumes landing reports from Kafka and debits vessel quotas.
use rdkafka::config::ClientConfig;
use rdkafka::consumer::{CommitMode, Consumer, StreamConsumer};
use rdkafka::Message;
use rusqlite::{Connection, OptionalExtension};
use serde::Deserialize;
use std::sync::Mutex;

#[derive(Debug, Deserialize)]
struct LandingReport {
    vessel_id: String,
    species_code: String,
    landed_kg: f64,
    port: String,
}

trait QuotaLedger {
    fn remaining(&self, vessel: &str, species: &str) -> rusqlite::Result<Option<f64>>;
    fn debit(&self, vessel: &str, species: &str, kg: f64) -> rusqlite::Result<usize>;
}

struct SqliteQuotaLedger {
    conn: Mutex<Connection>,
}

impl QuotaLedger for SqliteQuotaLedger {
    fn remaining(&self, vessel: &str, species: &str) -> rusqlite::Result<Option<f64>> {
        let conn = self.conn.lock().unwrap();
        let sql = format!(
            "SELECT remaining_kg FROM quotas WHERE vessel_id = '{}' AND species_code = '{}'",
            vessel, species
        );
        conn.query_row(&sql, [], |row| row.get(0)).optional()
    }

    fn debit(&self, vessel: &str, species: &str, kg: f64) -> rusqlite::Result<usize> {
        let conn = self.conn.lock().unwrap();
        conn.execute(
            "UPDATE quotas SET remaining_kg = remaining_kg - ?1 WHERE vessel_id = ?2 AND species_code = ?3",
            rusqlite::params![kg, vessel, species],
        )
    }
}

struct QuotaService<L: QuotaLedger> {
    ledger: L,
}

impl<L: QuotaLedger> QuotaService<L> {
    fn apply(&self, report: &LandingReport) -> Result<(), String> {
        let left = self
            .ledger
            .remaining(&report.vessel_id, &report.species_code)
            .map_err(|e| e.to_string())?
            .ok_or_else(|| format!("no quota for {}", report.vessel_id))?;
        if left < report.landed_kg {
            log::warn!("vessel {} over quota at {}", report.vessel_id, report.port);
        }
        self.ledger
            .debit(&report.vessel_id, &report.species_code, report.landed_kg)
            .map_err(|e| e.to_string())?;
        Ok(())
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let brokers = std::env::var("KAFKA_BROKERS")?;
    let consumer: StreamConsumer = ClientConfig::new()
        .set("bootstrap.servers", &brokers)
        .set("group.id", "quota-ledger")
        .set("enable.auto.commit", "false")
        .create()?;
    consumer.subscribe(&["landing-reports"])?;

    let conn = Connection::open(std::env::var("QUOTA_DB_PATH")?)?;
    let service = QuotaService { ledger: SqliteQuotaLedger { conn: Mutex::new(conn) } };

    loop {
        let msg = consumer.recv().await?;
        if let Some(payload) = msg.payload() {
            match serde_json::from_slice::<LandingReport>(payload) {
                Ok(report) => {
                    if let Err(e) = service.apply(&report) {
                        log::error!("landing report rejected: {}", e);
                    }
                }
                Err(e) => log::error!("malformed landing report: {}", e),
            }
        }
        consumer.commit_message(&msg, CommitMode::Async)?;
    }
}
