// A bell spectrum program of the h65 set (cwe-078-command).
// gRPC service used by the foundry's tuning bench: after a bell is struck the
// bench uploads the recording and asks for a spectrogram to check the partials.
use std::path::PathBuf;
use std::process::Stdio;
use tokio::process::Command;
use tonic::{transport::Server, Request, Response, Status};
use uuid::Uuid;

pub mod foundry {
    tonic::include_proto!("foundry.tuning.v1");
}

use foundry::tuning_bench_server::{TuningBench, TuningBenchServer};
use foundry::{SpectrumReply, SpectrumRequest};

struct Analyser {
    recordings_dir: PathBuf,
    output_dir: PathBuf,
}

impl Analyser {
    async fn render_spectrum(&self, recording: &Uuid, strike_note: &str) -> Result<PathBuf, Status> {
        let input = self.recordings_dir.join(format!("{recording}.wav"));
        let output = self.output_dir.join(format!("{recording}.png"));
        let title = format!("Strike {strike_note}");
        let status = Command::new("sox")
            .arg(&input)
            .args(["-n", "remix", "1", "spectrogram", "-x", "1200", "-t"])
            .arg(&title)
            .arg("-o")
            .arg(&output)
            .stdout(Stdio::null())
            .status()
            .await
            .map_err(|e| Status::internal(format!("could not start sox: {e}")))?;
        if !status.success() {
            return Err(Status::internal("sox failed to render the spectrogram"));
        }
        Ok(output)
    }
}

#[tonic::async_trait]
impl TuningBench for Analyser {
    async fn spectrum(&self, request: Request<SpectrumRequest>) -> Result<Response<SpectrumReply>, Status> {
        let req = request.into_inner();
        let recording = Uuid::parse_str(&req.recording_id)
            .map_err(|_| Status::invalid_argument("recording_id must be a UUID"))?;
        if req.strike_note.is_empty() || req.strike_note.len() > 24 {
            return Err(Status::invalid_argument("strike_note must be 1-24 characters"));
        }

        let image = self.render_spectrum(&recording, &req.strike_note).await?;
        Ok(Response::new(SpectrumReply {
            recording_id: recording.to_string(),
            image_path: image.display().to_string(),
        }))
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let analyser = Analyser {
        recordings_dir: PathBuf::from(std::env::var("RECORDINGS_DIR").unwrap_or_else(|_| "/srv/foundry/recordings".into())),
        output_dir: PathBuf::from(std::env::var("SPECTRA_DIR").unwrap_or_else(|_| "/srv/foundry/spectra".into())),
    };
    Server::builder()
        .add_service(TuningBenchServer::new(analyser))
        .serve("0.0.0.0:50051".parse()?)
        .await?;
    Ok(())
}
