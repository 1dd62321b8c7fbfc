// Queues video transcoding jobs for the streaming catalogue and runs them on a background worker.
use actix_web::{post, web, HttpRequest, HttpResponse, Responder};
use std::process::{Command, ExitStatus};
use tokio::sync::mpsc;

type Job = Box<dyn FnOnce() -> std::io::Result<ExitStatus> + Send>;

pub struct JobQueue {
    tx: mpsc::UnboundedSender<Job>,
}

impl JobQueue {
    pub fn start() -> Self {
        let (tx, mut rx) = mpsc::unbounded_channel::<Job>();
        tokio::spawn(async move {
            while let Some(job) = rx.recv().await {
                match tokio::task::spawn_blocking(job).await {
                    Ok(Ok(status)) if status.success() => log::info!("transcode finished"),
                    other => log::warn!("transcode failed: {:?}", other.map(|r| r.ok())),
                }
            }
        });
        JobQueue { tx }
    }
}

fn header_or(req: &HttpRequest, name: &str, fallback: &str) -> String {
    req.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
        .unwrap_or_else(|| fallback.to_owned())
}

fn make_job(asset_id: u64, preset: String) -> Job {
    Box::new(move || {
        let input = format!("/media/masters/{}.mov", asset_id);
        let output = format!("/media/renditions/{}_{}.mp4", asset_id, preset);
        Command::new("sh")
            .arg("-c")
            .arg(format!("ffmpeg -y -i {} -c:v libx264 -preset {} {}", input, preset, output))
            .status()
    })
}

#[post("/assets/{id}/transcode")]
pub async fn transcode(
    req: HttpRequest,
    path: web::Path<u64>,
    queue: web::Data<JobQueue>,
) -> impl Responder {
    let preset = header_or(&req, "X-Encode-Preset", "medium");
    let job = make_job(path.into_inner(), preset);
    queue
        .tx
        .send(job)
        .map(|_| HttpResponse::Accepted().finish())
        .unwrap_or_else(|_| HttpResponse::ServiceUnavailable().finish())
}
