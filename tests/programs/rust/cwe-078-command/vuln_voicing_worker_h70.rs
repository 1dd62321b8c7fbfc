// A voicing worker program of the h70 set (cwe-078-command).
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tokio::process::Command;

#[derive(Debug, Deserialize)]
struct VoicingJob {
    stop: String, // e.g. "Principal 8"
    pipe: u8,
    recording: String,
    gain_db: Option<f32>,
    trim: Option<(f32, f32)>,
}

enum Step {
    Gain(f32),
    Trim(f32, f32),
    Normalise,
}

impl Step {
    fn args(&self) -> Vec<String> {
        match self {
            Step::Gain(db) => vec!["gain".into(), format!("{db:.1}")],
            Step::Trim(start, len) => vec!["trim".into(), format!("{start:.3}"), format!("{len:.3}")],
            Step::Normalise => vec!["norm".into(), "-1".into()],
        }
    }
}

fn steps_for(job: &VoicingJob) -> Vec<Step> {
    [
        job.gain_db.map(Step::Gain),
        job.trim.map(|(s, l)| Step::Trim(s, l)),
        Some(Step::Normalise),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn output_name(job: &VoicingJob) -> String {
    let stop: String = job
        .stop
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    format!("{stop}-{:02}.flac", job.pipe)
}

/// sox arguments: input, output, then the effect chain
fn build_pipeline(job: &VoicingJob, spool: &Path, out: &Path) -> Vec<String> {
    let input = spool.join(&job.recording).display().to_string();
    let target = out.join(output_name(job)).display().to_string();
    [input, target]
        .into_iter()
        .chain(steps_for(job).iter().flat_map(Step::args))
        .collect()
}

async fn process(job_file: &Path, spool: &Path, out: &Path) -> JobResult<()> {
    let job: VoicingJob = serde_json::from_slice(&tokio::fs::read(job_file).await?)?;
    let line = build_pipeline(&job, spool, out)
        .iter()
        .fold(String::from("sox"), |acc, a| acc + " " + a);
    let status = Command::new("sh").arg("-c").arg(&line).status().await?;
    if !status.success() {
        eprintln!("sox failed for {}", job_file.display());
    }
    tokio::fs::remove_file(job_file).await?;
    Ok(())
}

type JobResult<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

#[tokio::main]
async fn main() {
    let spool = PathBuf::from("/srv/voicing/spool");
    let out = PathBuf::from("/srv/voicing/normalised");
    let mut tick = tokio::time::interval(Duration::from_secs(30));

    loop {
        tick.tick().await;
        let Ok(mut entries) = tokio::fs::read_dir(&spool).await else {
            continue;
        };
        while let Ok(Some(entry)) = entries.next_entry().await {
            let path = entry.path();
            if path.extension().and_then(|e| e.to_str()) != Some("job") {
                continue;
            }
            if let Err(e) = process(&path, &spool, &out).await {
                eprintln!("job {}: {e}", path.display());
            }
        }
    }
}
