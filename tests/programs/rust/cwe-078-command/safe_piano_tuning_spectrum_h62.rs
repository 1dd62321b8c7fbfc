// A piano tuning spectrum program of the h62 set (cwe-078-command).
// Renders a spectrogram of a recorded piano note so the tuner can check partials.
use once_cell::sync::Lazy;
use regex::Regex;
use serde::Deserialize;
use std::convert::Infallible;
use tokio::process::Command;
use warp::{http::StatusCode, reply, Filter, Rejection, Reply};

static WINDOW_NAME: Lazy<Regex> =
    Lazy::new(|| Regex::new(r"^(hann|hamming|kaiser|bartlett)$").expect("window pattern"));

const RECORDINGS: &str = "/srv/tuning/recordings";
const RENDERS: &str = "/srv/tuning/renders";

#[derive(Deserialize)]
struct SpectrumOpts {
    window: Option<String>,
    height: Option<u32>,
}

struct RenderJob {
    recording_id: u64,
    window: String,
    height: u32,
}

fn plan(recording_id: u64, opts: SpectrumOpts) -> Result<RenderJob, &'static str> {
    let window = opts.window.unwrap_or_else(|| "hann".to_string());
    if !WINDOW_NAME.is_match(&window) {
        return Err("unknown window function");
    }
    let height = opts.height.unwrap_or(513).clamp(129, 1025);
    Ok(RenderJob { recording_id, window, height })
}

fn command_line(job: &RenderJob) -> String {
    format!(
        "sox {dir}/{id}.wav -n spectrogram -w {win} -y {h} -o {out}/{id}.png",
        dir = RECORDINGS,
        id = job.recording_id,
        win = job.window,
        h = job.height,
        out = RENDERS
    )
}

async fn render(job: RenderJob) -> std::io::Result<bool> {
    let status = Command::new("sh")
        .arg("-c")
        .arg(command_line(&job))
        .status()
        .await?;
    Ok(status.success())
}

async fn spectrum(recording_id: u64, opts: SpectrumOpts) -> Result<Box<dyn Reply>, Rejection> {
    let job = match plan(recording_id, opts) {
        Ok(job) => job,
        Err(msg) => return Ok(Box::new(reply::with_status(msg, StatusCode::BAD_REQUEST))),
    };
    let image = format!("/renders/{}.png", job.recording_id);
    match render(job).await {
        Ok(true) => Ok(Box::new(reply::json(&serde_json::json!({ "image": image })))),
        Ok(false) | Err(_) => Ok(Box::new(reply::with_status(
            "render failed",
            StatusCode::INTERNAL_SERVER_ERROR,
        ))),
    }
}

fn with_opts() -> impl Filter<Extract = (SpectrumOpts,), Error = Infallible> + Clone {
    warp::query::<SpectrumOpts>().or_else(|_| async {
        Ok::<_, Infallible>((SpectrumOpts { window: None, height: None },))
    })
}

#[tokio::main]
async fn main() {
    let route = warp::path!("recordings" / u64 / "spectrum")
        .and(warp::post())
        .and(with_opts())
        .and_then(spectrum);
    warp::serve(route).run(([0, 0, 0, 0], 3030)).await;
}
