// Thumbnail service: an HTTP handler enqueues resize jobs and a tokio worker runs ImageMagick.
use axum::{extract::{Json, State}, http::StatusCode, routing::post, Router};
use serde::Deserialize;
use tokio::{process::Command, sync::mpsc};

#[derive(Deserialize)]
struct ThumbRequest {
    upload: String,
    width: u32,
}

struct ThumbJob {
    source: String,
    width: u32,
}

#[derive(Clone)]
struct Queue {
    tx: mpsc::Sender<ThumbJob>,
}

async fn enqueue(State(q): State<Queue>, Json(req): Json<ThumbRequest>) -> StatusCode {
    if req.upload.is_empty() {
        return StatusCode::BAD_REQUEST;
    }
    let job = ThumbJob { source: req.upload, width: req.width.clamp(16, 1024) };
    match q.tx.send(job).await {
        Ok(()) => StatusCode::ACCEPTED,
        Err(_) => StatusCode::SERVICE_UNAVAILABLE,
    }
}

async fn run_worker(mut rx: mpsc::Receiver<ThumbJob>) {
    while let Some(job) = rx.recv().await {
        let script = format!(
            "convert /srv/uploads/{src} -resize {w}x /srv/thumbs/{src}.jpg",
            src = job.source,
            w = job.width
        );
        match Command::new("/bin/sh").arg("-c").arg(script).status().await {
            Ok(s) if s.success() => tracing::info!("thumbnail ready"),
            Ok(s) => tracing::error!(code = ?s.code(), "convert failed"),
            Err(e) => tracing::error!(error = %e, "could not spawn convert"),
        }
    }
}

pub fn start() -> Router {
    let (tx, rx) = mpsc::channel(64);
    tokio::spawn(run_worker(rx));
    Router::new().route("/thumbnails", post(enqueue)).with_state(Queue { tx })
}
