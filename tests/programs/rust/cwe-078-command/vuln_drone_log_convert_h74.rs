// A drone log convert program of the h74 set (cwe-078-command).
use std::path::PathBuf;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use tokio::process::Command;
use tokio::sync::{mpsc, oneshot};

const LOG_ROOT: &str = "/data/droneleague/logs";
const EXPORT_ROOT: &str = "/data/droneleague/exports";

#[derive(Deserialize)]
struct ConvertRequest {
    log_id: u32,
    /// comma separated uORB topics the stewards want, e.g. "vehicle_gps_position,battery_status"
    topics: String,
}

#[derive(Serialize)]
struct ConvertResult {
    export_dir: String,
    stdout: String,
}

struct ConvertJob {
    input: PathBuf,
    output: PathBuf,
    topics: String,
    reply: oneshot::Sender<Result<ConvertResult, String>>,
}

async fn converter(mut jobs: mpsc::Receiver<ConvertJob>) {
    while let Some(job) = jobs.recv().await {
        let _ = tokio::fs::create_dir_all(&job.output).await;
        let cmdline = format!(
            "ulog2csv -o {} -m {} {}",
            job.output.display(),
            job.topics,
            job.input.display()
        );
        let run = Command::new("sh").arg("-c").arg(&cmdline).output().await;
        let result = match run {
            Ok(out) if out.status.success() => Ok(ConvertResult {
                export_dir: job.output.display().to_string(),
                stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            }),
            Ok(out) => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
            Err(e) => Err(e.to_string()),
        };
        let _ = job.reply.send(result);
    }
}

async fn convert_log(
    State(queue): State<mpsc::Sender<ConvertJob>>,
    Path(race_id): Path<u32>,
    Json(req): Json<ConvertRequest>,
) -> Result<Json<ConvertResult>, (StatusCode, String)> {
    if req.topics.trim().is_empty() {
        return Err((StatusCode::BAD_REQUEST, "no topics requested".into()));
    }
    let (reply, wait) = oneshot::channel();
    let job = ConvertJob {
        input: PathBuf::from(format!("{LOG_ROOT}/{race_id}/{}.ulg", req.log_id)),
        output: PathBuf::from(format!("{EXPORT_ROOT}/{race_id}/{}", req.log_id)),
        topics: req.topics,
        reply,
    };
    queue
        .send(job)
        .await
        .map_err(|_| (StatusCode::SERVICE_UNAVAILABLE, "converter offline".into()))?;
    match wait.await {
        Ok(Ok(res)) => Ok(Json(res)),
        Ok(Err(msg)) => Err((StatusCode::UNPROCESSABLE_ENTITY, msg)),
        Err(_) => Err((StatusCode::INTERNAL_SERVER_ERROR, "converter dropped the job".into())),
    }
}

#[tokio::main]
async fn main() {
    let (tx, rx) = mpsc::channel(16);
    tokio::spawn(converter(rx));

    let app = Router::new()
        .route("/races/{race_id}/logs/convert", post(convert_log))
        .with_state(tx);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8090").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
