// A stamper export program of the h69 set (cwe-732-permissions).
use std::collections::BTreeMap;
use std::fs::{self, OpenOptions, Permissions};
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::{
    extract::{Path as UrlPath, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use serde::Deserialize;
use tokio::sync::RwLock;

const EXPORT_DIR: &str = "/srv/pressing/exports/stampers";
const STAMPER_LIFE: u32 = 1_500;

#[derive(Default)]
struct PressFloor {
    wear: RwLock<BTreeMap<String, u32>>,
}

#[derive(Deserialize)]
struct CycleReport {
    stamper_id: String,
    cycles: u32,
}

async fn report_cycles(
    State(floor): State<Arc<PressFloor>>,
    UrlPath(press): UrlPath<u16>,
    Json(report): Json<CycleReport>,
) -> StatusCode {
    if report.cycles == 0 || report.cycles > 400 {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    let mut wear = floor.wear.write().await;
    *wear.entry(report.stamper_id.clone()).or_insert(0) += report.cycles;
    tracing::debug!(press, stamper = %report.stamper_id, "cycles recorded");
    StatusCode::NO_CONTENT
}

fn write_export(dir: &Path, rows: &BTreeMap<String, u32>) -> std::io::Result<PathBuf> {
    fs::create_dir_all(dir)?;
    fs::set_permissions(dir, Permissions::from_mode(0o2770))?;

    let stamp = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().as_secs();
    let path = dir.join(format!("stamper-wear-{stamp}.csv"));
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o640)
        .open(&path)?;
    writeln!(file, "stamper_id,cycles,remaining")?;
    for (stamper, cycles) in rows {
        writeln!(file, "{},{},{}", stamper, cycles, STAMPER_LIFE.saturating_sub(*cycles))?;
    }
    // the plating shop's sync account is in the export group; it picks the file up and clears it when done
    fs::set_permissions(&path, Permissions::from_mode(0o640))?;
    Ok(path)
}

async fn nightly_export(floor: Arc<PressFloor>) {
    let mut every = tokio::time::interval(Duration::from_secs(24 * 3600));
    loop {
        every.tick().await;
        let snapshot = floor.wear.read().await.clone();
        if snapshot.is_empty() {
            continue;
        }
        let result = tokio::task::spawn_blocking(move || write_export(Path::new(EXPORT_DIR), &snapshot)).await;
        match result {
            Ok(Ok(path)) => tracing::info!(path = %path.display(), "stamper export written"),
            Ok(Err(e)) => tracing::error!(error = %e, "stamper export failed"),
            Err(e) => tracing::error!(error = %e, "export task panicked"),
        }
    }
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let floor = Arc::new(PressFloor::default());
    tokio::spawn(nightly_export(floor.clone()));

    let app = Router::new()
        .route("/presses/{press}/cycles", post(report_cycles))
        .with_state(floor);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8270").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
