// Water utility billing: operators queue monthly smart-meter exports; a small
// worker pool runs the vendor's exporter CLI so the HTTP layer stays responsive.
use std::sync::Arc;

use serde::Deserialize;
use tokio::process::Command;
use tokio::sync::{mpsc, Mutex};
use warp::http::StatusCode;
use warp::Filter;

const FORMATS: [&str; 3] = ["csv", "parquet", "json"];
const WORKERS: usize = 3;

#[derive(Debug, Deserialize)]
struct ExportJob {
    district: String,
    meter_serial: String,
    month: String,
    format: String,
}

fn validate(job: &ExportJob) -> Result<(), &'static str> {
    let is_code = |s: &str| {
        !s.is_empty() && s.len() <= 32 && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
    };
    let is_month = |s: &str| {
        s.len() == 7
            && s.char_indices()
                .all(|(i, c)| if i == 4 { c == '-' } else { c.is_ascii_digit() })
    };

    if !FORMATS.contains(&job.format.as_str()) {
        return Err("format must be csv, parquet or json");
    }
    if !is_code(&job.district) {
        return Err("district code is not valid");
    }
    if !is_code(&job.meter_serial) {
        return Err("meter serial is not valid");
    }
    if !is_month(&job.month) {
        return Err("month must look like 2024-05");
    }
    Ok(())
}

async fn run_export(worker: usize, job: ExportJob) {
    let command_line = format!(
        "meter-export --district {d} --serial {s} --month {m} --format {f} | gzip > /srv/exports/{d}-{s}-{m}.{f}.gz",
        d = job.district,
        s = job.meter_serial,
        m = job.month,
        f = job.format,
    );
    match Command::new("sh").arg("-c").arg(&command_line).status().await {
        Ok(status) if status.success() => {
            println!("worker {worker}: exported {} for {}", job.meter_serial, job.month)
        }
        Ok(status) => eprintln!("worker {worker}: exporter exited with {status}"),
        Err(err) => eprintln!("worker {worker}: could not start exporter: {err}"),
    }
}

fn spawn_workers(rx: mpsc::Receiver<ExportJob>) {
    let shared = Arc::new(Mutex::new(rx));
    (0..WORKERS).for_each(|worker| {
        let queue = Arc::clone(&shared);
        tokio::spawn(async move {
            loop {
                let next = queue.lock().await.recv().await;
                let Some(job) = next else { break };
                run_export(worker, job).await;
            }
        });
    });
}

async fn enqueue(
    job: ExportJob,
    tx: mpsc::Sender<ExportJob>,
) -> Result<impl warp::Reply, warp::Rejection> {
    let (status, message) = match validate(&job) {
        Err(reason) => (StatusCode::UNPROCESSABLE_ENTITY, reason),
        Ok(()) => match tx.send(job).await {
            Ok(()) => (StatusCode::ACCEPTED, "export queued"),
            Err(_) => (StatusCode::SERVICE_UNAVAILABLE, "export queue is closed"),
        },
    };
    Ok(warp::reply::with_status(message, status))
}

#[tokio::main]
async fn main() {
    let (tx, rx) = mpsc::channel::<ExportJob>(64);
    spawn_workers(rx);

    let with_queue = warp::any().map(move || tx.clone());
    let route = warp::post()
        .and(warp::path!("billing" / "exports"))
        .and(warp::body::content_length_limit(4096))
        .and(warp::body::json())
        .and(with_queue)
        .and_then(enqueue);

    warp::serve(route).run(([0, 0, 0, 0], 8600)).await;
}
