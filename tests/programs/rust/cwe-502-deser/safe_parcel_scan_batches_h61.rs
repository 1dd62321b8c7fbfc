// A parcel scan batches program of the h61 set (cwe-502-deser).
// Courier service: handheld scanners in the vans buffer parcel scans while
// offline and publish them as compact bincode batches on NATS when they
// reconnect. This service unpacks the batches and updates tracking.
use bincode::Options;
use futures::StreamExt;
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Debug, Deserialize)]
enum ScanKind {
    Collected,
    OutForDelivery,
    Delivered { signed_by: String },
    FailedAttempt { reason_code: u16 },
}

#[derive(Debug, Deserialize)]
struct ParcelScan {
    tracking_no: String,
    kind: ScanKind,
    scanned_at_unix: i64,
    lat: f32,
    lon: f32,
}

#[derive(Debug, Deserialize)]
struct ScanBatch {
    device_id: String,
    route_id: u32,
    scans: Vec<ParcelScan>,
}

trait BatchDecoder: Send + Sync {
    fn decode(&self, bytes: &[u8]) -> anyhow::Result<ScanBatch>;
}

const MAX_BATCH_BYTES: u64 = 256 * 1024;

struct BincodeDecoder;

impl BatchDecoder for BincodeDecoder {
    fn decode(&self, bytes: &[u8]) -> anyhow::Result<ScanBatch> {
        // Same wire format as bincode::serialize on the scanners, but bounded.
        let options = bincode::DefaultOptions::new()
            .with_fixint_encoding()
            .allow_trailing_bytes()
            .with_limit(MAX_BATCH_BYTES);
        Ok(options.deserialize::<ScanBatch>(bytes)?)
    }
}

struct TrackingRepository {
    pool: PgPool,
}

impl TrackingRepository {
    async fn apply(&self, batch: &ScanBatch) -> sqlx::Result<()> {
        let mut tx = self.pool.begin().await?;
        for scan in &batch.scans {
            let (status, detail) = match &scan.kind {
                ScanKind::Collected => ("collected", None),
                ScanKind::OutForDelivery => ("out_for_delivery", None),
                ScanKind::Delivered { signed_by } => ("delivered", Some(signed_by.clone())),
                ScanKind::FailedAttempt { reason_code } => ("failed_attempt", Some(reason_code.to_string())),
            };
            sqlx::query(
                "INSERT INTO tracking_events (tracking_no, status, detail, device_id, route_id, at, lat, lon) \
                 VALUES ($1, $2, $3, $4, $5, to_timestamp($6), $7, $8)",
            )
            .bind(&scan.tracking_no).bind(status).bind(detail).bind(&batch.device_id)
            .bind(batch.route_id as i64).bind(scan.scanned_at_unix as f64).bind(scan.lat).bind(scan.lon)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await
    }
}

struct ScanIngest<D: BatchDecoder> {
    decoder: D,
    repo: TrackingRepository,
}

impl<D: BatchDecoder> ScanIngest<D> {
    async fn on_message(&self, payload: &[u8]) -> anyhow::Result<usize> {
        let batch = self.decoder.decode(payload)?;
        self.repo.apply(&batch).await?;
        Ok(batch.scans.len())
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL")?).await?;
    let nats = async_nats::connect(std::env::var("NATS_URL")?).await?;
    let mut sub = nats.queue_subscribe("scans.batch.>", "tracking-ingest".to_string()).await?;
    let ingest = ScanIngest { decoder: BincodeDecoder, repo: TrackingRepository { pool } };

    while let Some(msg) = sub.next().await {
        match ingest.on_message(&msg.payload).await {
            Ok(n) => tracing::debug!(subject = %msg.subject, scans = n, "batch applied"),
            Err(err) => tracing::warn!(subject = %msg.subject, %err, "batch rejected"),
        }
    }
    Ok(())
}
