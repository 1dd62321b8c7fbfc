// A tattoo stencil queue program of the h62 set (cwe-078-command).
// Stencil worker: reads conversion jobs (one JSON object per line) from the
// booking app's pipe and turns uploaded reference art into thermal stencils.
use serde::Deserialize;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::Command;
use tokio::sync::mpsc;

#[derive(Deserialize, Debug)]
struct StencilJob {
    artist: String,
    source_file: String,
    threshold: u8,
}

const UPLOADS: &str = "/var/studio/uploads";
const STENCILS: &str = "/var/studio/stencils";

fn plain_name(name: &str) -> Result<&str, String> {
    let allowed = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.';
    if name.is_empty() || name.starts_with('.') || !name.chars().all(allowed) {
        return Err(format!("rejected file name {:?}", name));
    }
    Ok(name)
}

fn accept(job: StencilJob) -> Result<StencilJob, String> {
    plain_name(&job.source_file)?;
    plain_name(&job.artist)?;
    if !(20..=90).contains(&job.threshold) {
        return Err(format!("threshold {} outside 20-90", job.threshold));
    }
    Ok(job)
}

async fn convert(job: &StencilJob) -> std::io::Result<std::process::ExitStatus> {
    Command::new("convert")
        .arg(format!("{}/{}", UPLOADS, job.source_file))
        .args(["-colorspace", "Gray", "-threshold"])
        .arg(format!("{}%", job.threshold))
        .arg(format!("{}/{}-{}.png", STENCILS, job.artist, job.source_file))
        .status()
        .await
}

async fn worker(mut rx: mpsc::Receiver<StencilJob>) {
    while let Some(job) = rx.recv().await {
        match convert(&job).await {
            Ok(s) if s.success() => println!("stencil ready for {}", job.artist),
            Ok(s) => eprintln!("convert exited with {} for {:?}", s, job),
            Err(e) => eprintln!("could not start convert: {}", e),
        }
    }
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let (tx, rx) = mpsc::channel::<StencilJob>(32);
    let handle = tokio::spawn(worker(rx));

    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    while let Some(line) = lines.next_line().await? {
        let parsed = serde_json::from_str::<StencilJob>(&line)
            .map_err(|e| e.to_string())
            .and_then(accept);
        match parsed {
            Ok(job) => {
                if tx.send(job).await.is_err() {
                    break;
                }
            }
            Err(reason) => eprintln!("skipping job: {}", reason),
        }
    }
    drop(tx);
    let _ = handle.await;
    Ok(())
}
