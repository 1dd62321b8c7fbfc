// A auction bid ingest program of the h61 set (cwe-089-sql).
// Auction house: online and phone bids are published to the "lot-bids" Kafka
// topic by the bidding gateways. This consumer records each bid against the lot.
use rdkafka::config::ClientConfig;
use rdkafka::consumer::{CommitMode, Consumer, StreamConsumer};
use rdkafka::Message;
use rust_decimal::Decimal;
use serde::Deserialize;
use sqlx::postgres::{PgPool, PgPoolOptions};

#[derive(Debug, Deserialize)]
struct BidEvent {
    lot_id: i64,
    paddle: String,
    amount: Decimal,
    channel: String,
}

#[derive(Debug, thiserror::Error)]
enum BidError {
    #[error("bid rejected: {0}")]
    Rejected(&'static str),
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

struct BidRules;

impl BidRules {
    fn check(&self, bid: &BidEvent) -> Result<(), BidError> {
        if bid.amount <= Decimal::ZERO {
            return Err(BidError::Rejected("non-positive amount"));
        }
        if !matches!(bid.channel.as_str(), "online" | "phone" | "room") {
            return Err(BidError::Rejected("unknown channel"));
        }
        Ok(())
    }
}

#[async_trait::async_trait]
trait BidRepository: Send + Sync {
    async fn record(&self, bid: &BidEvent) -> Result<u64, BidError>;
}

struct PgBidRepository {
    pool: PgPool,
}

#[async_trait::async_trait]
impl BidRepository for PgBidRepository {
    async fn record(&self, bid: &BidEvent) -> Result<u64, BidError> {
        let sql = "INSERT INTO bids (lot_id, paddle, amount, channel, placed_at) \
                   VALUES ($1, $2, $3, $4, now())";
        let result = sqlx::query(sql)
            .bind(bid.lot_id)
            .bind(&bid.paddle)
            .bind(bid.amount)
            .bind(&bid.channel)
            .execute(&self.pool)
            .await?;
        Ok(result.rows_affected())
    }
}

struct BidIngestor<R: BidRepository> {
    rules: BidRules,
    repo: R,
}

impl<R: BidRepository> BidIngestor<R> {
    async fn ingest(&self, payload: &[u8]) -> Result<(), BidError> {
        let bid: BidEvent = serde_json::from_slice(payload).map_err(|_| BidError::Rejected("malformed"))?;
        self.rules.check(&bid)?;
        self.repo.record(&bid).await?;
        Ok(())
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let pool = PgPoolOptions::new().max_connections(8).connect(&std::env::var("DATABASE_URL")?).await?;
    let consumer: StreamConsumer = ClientConfig::new()
        .set("bootstrap.servers", std::env::var("KAFKA_BROKERS")?)
        .set("group.id", "bid-ledger")
        .set("enable.auto.commit", "false")
        .create()?;
    consumer.subscribe(&["lot-bids"])?;
    let ingestor = BidIngestor { rules: BidRules, repo: PgBidRepository { pool } };

    loop {
        let msg = consumer.recv().await?;
        if let Some(payload) = msg.payload() {
            if let Err(err) = ingestor.ingest(payload).await {
                tracing::warn!(%err, offset = msg.offset(), "bid not recorded");
            }
        }
        consumer.commit_message(&msg, CommitMode::Async)?;
    }
}
