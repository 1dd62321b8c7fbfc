// Axum endpoint that queues smart-meter CSV exports and a background worker that runs the export tool.
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::Deserialize;
use tokio::process::Command;
use tokio::sync::mpsc::{self, Receiver, Sender};

#[derive(Deserialize)]
struct ExportRequest {
    account: String,
    month: String,
}

#[derive(Debug)]
struct ExportJob(u64, String);

fn validate(req: ExportRequest) -> Result<ExportJob, &'static str> {
    let account = req
        .account
        .trim()
        .parse::<u64>()
        .map_err(|_| "account must be numeric")?;
    let month_ok = req.month.len() == 7
        && req.month.as_bytes()[4] == b'-'
        && req.month.chars().filter(char::is_ascii_digit).count() == 6;
    if !month_ok {
        return Err("month must be YYYY-MM");
    }
    Ok(ExportJob(account, req.month))
}

async fn run_job(ExportJob(account, month): ExportJob) -> std::io::Result<bool> {
    let out = format!("/var/exports/{account}-{month}.csv");
    let status = Command::new("meter-export")
        .args(["--account", &account.to_string(), "--month", &month, "--out", &out])
        .status()
        .await?;
    Ok(status.success())
}

async fn worker(mut rx: Receiver<ExportJob>) {
    while let Some(job) = rx.recv().await {
        let label = format!("{job:?}");
        match run_job(job).await {
            Ok(true) => tracing::info!(%label, "export finished"),
            Ok(false) | Err(_) => tracing::warn!(%label, "export failed"),
        }
    }
}

async fn enqueue(
    State(tx): State<Sender<ExportJob>>,
    Json(req): Json<ExportRequest>,
) -> Result<StatusCode, (StatusCode, &'static str)> {
    let job = validate(req).map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e))?;
    tx.send(job)
        .await
        .map(|_| StatusCode::ACCEPTED)
        .map_err(|_| (StatusCode::SERVICE_UNAVAILABLE, "queue closed"))
}

pub fn router() -> Router {
    let (tx, rx) = mpsc::channel(64);
    tokio::spawn(worker(rx));
    Router::new().route("/exports", post(enqueue)).with_state(tx)
}
