// Print shop proofing: HTTP endpoint queues raster jobs consumed by a background worker.
use axum::{extract::State, http::StatusCode, Json};
use serde::Deserialize;
use std::process::Command;
use tokio::sync::mpsc::{Receiver, Sender};

#[derive(Deserialize, Debug, Clone)]
pub struct RasterRequest {
    pub order_id: u64,
    pub paper_size: String,
    pub dpi: u32,
}

pub struct RasterJob {
    pub order_id: u64,
    pub input: String,
    pub device_args: String,
}

impl From<RasterRequest> for RasterJob {
    fn from(r: RasterRequest) -> Self {
        RasterJob {
            order_id: r.order_id,
            input: format!("/srv/printshop/uploads/{}.pdf", r.order_id),
            device_args: format!("-sDEVICE=png16m -r{} -sPAPERSIZE={}", r.dpi, r.paper_size),
        }
    }
}

pub struct GhostscriptRunner;

impl GhostscriptRunner {
    pub fn run(&self, job: &RasterJob) -> std::io::Result<bool> {
        let cmdline = format!(
            "gs -dSAFER -dBATCH -dNOPAUSE {} -o /srv/printshop/proofs/{}-%03d.png {}",
            job.device_args, job.order_id, job.input
        );
        let status = Command::new("sh").arg("-c").arg(&cmdline).status()?;
        Ok(status.success())
    }
}

pub async fn enqueue_proof(State(tx): State<Sender<RasterJob>>, Json(req): Json<RasterRequest>) -> StatusCode {
    if req.dpi == 0 || req.dpi > 1200 {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    match tx.send(RasterJob::from(req)).await {
        Ok(()) => StatusCode::ACCEPTED,
        Err(_) => StatusCode::SERVICE_UNAVAILABLE,
    }
}

pub async fn raster_worker(mut rx: Receiver<RasterJob>, runner: GhostscriptRunner) {
    while let Some(job) = rx.recv().await {
        match runner.run(&job) {
            Ok(true) => tracing::info!(order = job.order_id, "proof rendered"),
            Ok(false) => tracing::warn!(order = job.order_id, "ghostscript failed"),
            Err(e) => tracing::error!(order = job.order_id, error = %e, "could not spawn"),
        }
    }
}
