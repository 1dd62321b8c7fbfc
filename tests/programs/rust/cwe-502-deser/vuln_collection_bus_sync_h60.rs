// Blood bank mobile collection: donor buses sync the day's collected units to
// the central inventory as a compact bincode batch.
use std::sync::Arc;

use bincode::Options;
use bytes::Buf;
use serde::{Deserialize, Serialize};
use tokio::sync::Mutex;
use warp::http::StatusCode;
use warp::Filter;

const MAX_BATCH_BYTES: u64 = 2 * 1024 * 1024;
const BLOOD_GROUPS: [&str; 8] = ["O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+"];

#[derive(Debug, Deserialize)]
struct CollectedUnit {
    unit_barcode: String,
    donor_id: u64,
    blood_group: String,
    volume_ml: u16,
    collected_at: i64,
}

#[derive(Debug, Deserialize)]
struct SyncBatch {
    bus_id: String,
    session_date: String,
    units: Vec<CollectedUnit>,
}

#[derive(Serialize)]
struct SyncReceipt {
    bus_id: String,
    session_date: String,
    accepted: usize,
    rejected: Vec<String>,
}

type Inventory = Arc<Mutex<Vec<CollectedUnit>>>;

fn decode_batch(body: impl Buf) -> Result<SyncBatch, bincode::Error> {
    bincode::DefaultOptions::new().deserialize_from(body.reader())
}

async fn accept(batch: SyncBatch, inventory: &Inventory) -> SyncReceipt {
    let (good, bad): (Vec<_>, Vec<_>) = batch.units.into_iter().partition(|unit| {
        BLOOD_GROUPS.contains(&unit.blood_group.as_str())
            && (200..=550).contains(&unit.volume_ml)
            && unit.donor_id > 0
            && unit.collected_at > 0
    });
    let accepted = good.len();
    inventory.lock().await.extend(good);
    SyncReceipt {
        bus_id: batch.bus_id,
        session_date: batch.session_date,
        accepted,
        rejected: bad.into_iter().map(|unit| unit.unit_barcode).collect(),
    }
}

async fn sync_batch(body: impl Buf, inventory: Inventory) -> Result<impl warp::Reply, warp::Rejection> {
    let reply = match decode_batch(body) {
        Ok(batch) => {
            let receipt = accept(batch, &inventory).await;
            warp::reply::with_status(warp::reply::json(&receipt), StatusCode::OK)
        }
        Err(_) => warp::reply::with_status(
            warp::reply::json(&"batch could not be decoded"),
            StatusCode::BAD_REQUEST,
        ),
    };
    Ok(reply)
}

#[tokio::main]
async fn main() {
    let inventory: Inventory = Arc::new(Mutex::new(Vec::new()));
    let with_inventory = warp::any().map(move || inventory.clone());

    let sync = warp::post()
        .and(warp::path!("inventory" / "sync"))
        .and(warp::header::exact("content-type", "application/x-bincode"))
        .and(warp::body::content_length_limit(MAX_BATCH_BYTES))
        .and(warp::body::aggregate())
        .and(with_inventory)
        .and_then(sync_batch);

    warp::serve(sync).run(([0, 0, 0, 0], 8500)).await;
}
