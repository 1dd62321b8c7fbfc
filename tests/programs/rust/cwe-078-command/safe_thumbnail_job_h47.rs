// Thumbnail service: an HTTP handler enqueues resize jobs and a tokio worker runs ImageMagick.
use axum::{extract::{Json, State}, http::StatusCode, routing::post, Router};
use serde::Deserialize;
use tokio::{process::Command, sync::mpsc};
use uuid::Uuid;

#[derive(Deserialize)]
struct ThumbRequest {
    upload: String,
    width: u32,
}

struct ThumbJob {
    source: Uuid,
    width: u32,
}

#[derive(Clone)]
struct Queue {
    tx: mpsc::Sender<ThumbJob>,
}

async fn enqueue(State(q): State<Queue>, Json(req): Json<ThumbRequest>) -> StatusCode {
    let Ok(source) = Uuid::parse_str(&req.upload) else {
        return StatusCode::BAD_REQUEST;
    };
    let job = ThumbJob { source, width: req.width.clamp(16, 1024) };
    match q.tx.send(job).await {
        Ok(()) => StatusCode::ACCEPTED,
        Err(_) => StatusCode::SERVICE_UNAVAILABLE,
    }
}

async fn run_worker(mut rx: mpsc::Receiver<ThumbJob>) {
    while let Some(job) = rx.recv().await {
        let input = format!("/srv/uploads/{}", job.source);
        let output = format!("/srv/thumbs/{}.jpg", job.source);
        let status = Command::new("convert")
            .arg(&input)
            .arg("-resize")
            .arg(format!("{}x", job.width))
            .arg(&output)
            .status()
            .await;
        match status {
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
