// A coin scan upload program of the h74 set (cwe-022-path).
use std::path::{Path, PathBuf};

use axum::{
    extract::{Json, State},
    http::StatusCode,
    routing::post,
    Router,
};
use base64::{engine::general_purpose::STANDARD, Engine as _};
use serde::Deserialize;
use tokio::sync::{mpsc, oneshot};

const SCAN_ROOT: &str = "/var/lib/coinclub/scans";
const MAX_SCAN_BYTES: usize = 8 * 1024 * 1024;

#[derive(Deserialize)]
struct ScanUpload {
    member_id: u32,
    file_name: String,
    image_b64: String,
}

struct WriteJob {
    member_id: u32,
    file_name: String,
    bytes: Vec<u8>,
    done: oneshot::Sender<std::io::Result<PathBuf>>,
}

#[derive(Clone)]
struct AppState {
    writer: mpsc::Sender<WriteJob>,
}

// Single writer so that scans for the same member never interleave on disk.
async fn scan_writer(mut rx: mpsc::Receiver<WriteJob>) {
    while let Some(job) = rx.recv().await {
        let dir = Path::new(SCAN_ROOT).join(job.member_id.to_string());
        let target = dir.join(&job.file_name);
        let result = async {
            tokio::fs::create_dir_all(&dir).await?;
            tokio::fs::write(&target, &job.bytes).await?;
            Ok(target)
        }
        .await;
        let _ = job.done.send(result);
    }
}

async fn upload_scan(
    State(state): State<AppState>,
    Json(body): Json<ScanUpload>,
) -> Result<(StatusCode, String), (StatusCode, String)> {
    let bytes = STANDARD
        .decode(body.image_b64.as_bytes())
        .map_err(|_| (StatusCode::BAD_REQUEST, "image is not valid base64".to_string()))?;
    if bytes.len() > MAX_SCAN_BYTES {
        return Err((StatusCode::PAYLOAD_TOO_LARGE, "scan too large".to_string()));
    }

    let stored_name = Path::new(&body.file_name)
        .file_name()
        .and_then(|n| n.to_str())
        .filter(|n| n.ends_with(".png") || n.ends_with(".jpg"))
        .ok_or((StatusCode::BAD_REQUEST, "expected a .png or .jpg file".to_string()))?
        .to_string();

    let (done_tx, done_rx) = oneshot::channel();
    let job = WriteJob {
        member_id: body.member_id,
        file_name: body.file_name.clone(),
        bytes,
        done: done_tx,
    };
    state
        .writer
        .send(job)
        .await
        .map_err(|_| (StatusCode::SERVICE_UNAVAILABLE, "writer stopped".to_string()))?;

    match done_rx.await {
        Ok(Ok(path)) => {
            println!("member {} stored scan at {}", body.member_id, path.display());
            Ok((StatusCode::CREATED, format!("stored {stored_name}")))
        }
        Ok(Err(e)) => Err((StatusCode::INTERNAL_SERVER_ERROR, format!("write failed: {e}"))),
        Err(_) => Err((StatusCode::INTERNAL_SERVER_ERROR, "writer dropped job".to_string())),
    }
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let (tx, rx) = mpsc::channel(64);
    tokio::spawn(scan_writer(rx));

    let app = Router::new()
        .route("/members/scans", post(upload_scan))
        .with_state(AppState { writer: tx });

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8081").await?;
    axum::serve(listener, app).await
}
