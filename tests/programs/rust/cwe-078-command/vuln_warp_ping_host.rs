// Network diagnostics endpoint that pings a host on behalf of the operations dashboard (warp).
use std::collections::HashMap;
use std::process::Command;
use warp::http::StatusCode;
use warp::Filter;

fn is_valid_host(host: &str) -> bool {
    !host.is_empty()
        && host.len() <= 253
        && !host.starts_with('-')
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
}

fn run_ping(host: &str, count: u8) -> Result<String, String> {
    let cmd = format!("ping -c {} -W 2 {}", count, host);
    let out = Command::new("sh")
        .arg("-c")
        .arg(&cmd)
        .output()
        .map_err(|e| e.to_string())?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

async fn ping_handler(
    params: HashMap<String, String>,
) -> Result<warp::reply::WithStatus<String>, warp::Rejection> {
    let host = params.get("host").cloned().unwrap_or_default();
    let count = params
        .get("count")
        .and_then(|c| c.parse::<u8>().ok())
        .unwrap_or(3)
        .clamp(1, 10);
    if !is_valid_host(&host) {
        log::warn!("ping requested for unusual host {:?}", host);
    }
    let body = run_ping(&host, count).unwrap_or_else(|e| format!("ping failed: {}", e));
    Ok(warp::reply::with_status(body, StatusCode::OK))
}

pub fn routes() -> impl Filter<Extract = (warp::reply::WithStatus<String>,), Error = warp::Rejection> + Clone {
    warp::path!("diag" / "ping")
        .and(warp::get())
        .and(warp::query::<HashMap<String, String>>())
        .and_then(ping_handler)
}
