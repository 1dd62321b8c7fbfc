// A manual export program of the h69 set (cwe-022-path).
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;

const MANUAL_LIBRARY: &str = "/srv/manuals/library";
const OUTBOX: &str = "/srv/manuals/outbox";

#[derive(Deserialize)]
struct ExportRequest {
    customer_email: String,
    manual: String,
}

#[derive(Serialize)]
struct ExportTicket {
    job_id: u64,
}

#[derive(Debug)]
struct ExportJob {
    id: u64,
    customer_email: String,
    manual: String,
}

struct AppState {
    jobs: mpsc::Sender<ExportJob>,
    next_id: AtomicU64,
}

async fn request_export(
    State(state): State<Arc<AppState>>,
    Json(body): Json<ExportRequest>,
) -> Result<(StatusCode, Json<ExportTicket>), StatusCode> {
    if !body.customer_email.contains('@') {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    let id = state.next_id.fetch_add(1, Ordering::Relaxed);
    let job = ExportJob {
        id,
        customer_email: body.customer_email,
        manual: body.manual,
    };
    state
        .jobs
        .send(job)
        .await
        .map_err(|_| StatusCode::SERVICE_UNAVAILABLE)?;
    Ok((StatusCode::ACCEPTED, Json(ExportTicket { job_id: id })))
}

/// Manuals are filed as `<maker>/<model>.pdf`, e.g. `olympia/sm9.pdf`.
fn library_path(manual: &str) -> Option<PathBuf> {
    let relative = Path::new(manual.trim());
    if relative.as_os_str().is_empty() {
        return None;
    }
    if !relative.components().all(|c| matches!(c, Component::Normal(_))) {
        return None;
    }
    Some(Path::new(MANUAL_LIBRARY).join(relative))
}

async fn export_worker(mut rx: mpsc::Receiver<ExportJob>) {
    while let Some(job) = rx.recv().await {
        let Some(source) = library_path(&job.manual) else {
            tracing::warn!(job = job.id, manual = %job.manual, "manual name rejected");
            continue;
        };
        let bundle = Path::new(OUTBOX).join(format!("bundle-{}.pdf", job.id));
        match tokio::fs::copy(&source, &bundle).await {
            Ok(bytes) => tracing::info!(
                job = job.id,
                customer = %job.customer_email,
                bytes,
                "manual staged for pickup"
            ),
            Err(e) => tracing::error!(job = job.id, error = %e, "could not stage manual"),
        }
    }
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();

    let (tx, rx) = mpsc::channel(64);
    tokio::spawn(export_worker(rx));

    let state = Arc::new(AppState {
        jobs: tx,
        next_id: AtomicU64::new(1),
    });

    let app = Router::new()
        .route("/exports", post(request_export))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:7070").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
