// pass predict (h58 set)
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::{Deserialize, Serialize};
use tokio::{
    process::Command,
    sync::{mpsc, oneshot},
};

/// A request from the mission planning UI to compute upcoming passes
/// of a satellite over one of our ground stations.
#[derive(Deserialize)]
struct PassRequest {
    norad_id: String,
    station: String,
}

#[derive(Serialize)]
struct PassTable {
    station: String,
    lines: Vec<String>,
}

type Job = (PassRequest, oneshot::Sender<Result<PassTable, String>>);

async fn predict(req: PassRequest) -> Result<PassTable, String> {
    let tle_dir = std::env::var("TLE_DIR").unwrap_or_else(|_| "/var/lib/groundstation/tle".into());
    let script = format!(
        "predict -t {dir}/active.tle -q {dir}/{station}.qth -p {norad}",
        dir = tle_dir,
        station = req.station,
        norad = req.norad_id,
    );
    let output = Command::new("sh")
        .arg("-c")
        .arg(script)
        .output()
        .await
        .map_err(|e| e.to_string())?;

    output
        .status
        .success()
        .then(|| PassTable {
            station: req.station.clone(),
            lines: String::from_utf8_lossy(&output.stdout)
                .lines()
                .filter(|l| !l.trim().is_empty())
                .map(str::to_owned)
                .collect(),
        })
        .ok_or_else(|| "predict exited with an error".to_owned())
}

fn spawn_worker() -> mpsc::Sender<Job> {
    let (tx, mut rx) = mpsc::channel::<Job>(32);
    tokio::spawn(async move {
        while let Some((req, reply)) = rx.recv().await {
            let _ = reply.send(predict(req).await);
        }
    });
    tx
}

async fn schedule_pass(
    State(jobs): State<mpsc::Sender<Job>>,
    Json(req): Json<PassRequest>,
) -> Result<Json<PassTable>, (StatusCode, String)> {
    let (reply_tx, reply_rx) = oneshot::channel();
    jobs.send((req, reply_tx))
        .await
        .map_err(|_| (StatusCode::SERVICE_UNAVAILABLE, "worker offline".to_owned()))?;
    reply_rx
        .await
        .map_err(|_| (StatusCode::INTERNAL_SERVER_ERROR, "worker dropped job".to_owned()))?
        .map(Json)
        .map_err(|e| (StatusCode::BAD_GATEWAY, e))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let app = Router::new()
        .route("/passes", post(schedule_pass))
        .with_state(spawn_worker());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:9400").await?;
    axum::serve(listener, app).await
}
