// Warp route used by the ops dashboard to ping a host and return the raw output.
use std::collections::HashMap;
use std::process::Command;

use warp::{http::StatusCode, Filter, Rejection, Reply};

const FORBIDDEN: [char; 4] = [';', '&', '|', '>'];

fn acceptable_host(host: &str) -> bool {
    !host.is_empty() && host.len() < 255 && !host.chars().any(|c| FORBIDDEN.contains(&c))
}

fn run_ping(host: &str, count: u8) -> std::io::Result<String> {
    let cmdline = format!("ping -c {} -W 2 {}", count, host);
    let output = Command::new("/bin/sh").arg("-c").arg(&cmdline).output()?;
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

async fn ping_handler(params: HashMap<String, String>) -> Result<impl Reply, Rejection> {
    let host = match params.get("host") {
        Some(h) => h.trim().to_string(),
        None => return Ok(warp::reply::with_status("missing host".to_string(), StatusCode::BAD_REQUEST)),
    };
    if !acceptable_host(&host) {
        return Ok(warp::reply::with_status("bad host".to_string(), StatusCode::BAD_REQUEST));
    }
    let count = params
        .get("count")
        .and_then(|c| c.parse::<u8>().ok())
        .unwrap_or(3)
        .min(10);
    let out = tokio::task::spawn_blocking(move || run_ping(&host, count))
        .await
        .map_err(|_| warp::reject())?
        .unwrap_or_else(|e| format!("ping failed: {e}"));
    Ok(warp::reply::with_status(out, StatusCode::OK))
}

pub fn routes() -> impl Filter<Extract = (impl Reply,), Error = Rejection> + Clone {
    warp::path!("ops" / "ping")
        .and(warp::get())
        .and(warp::query::<HashMap<String, String>>())
        .and_then(ping_handler)
}
