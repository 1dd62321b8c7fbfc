// Warp route used by the ops dashboard to ping a host and return the raw output.
use std::collections::HashMap;
use std::net::IpAddr;
use std::process::Command;

use warp::{http::StatusCode, Filter, Rejection, Reply};

fn parse_target(host: &str) -> Option<IpAddr> {
    host.trim().parse::<IpAddr>().ok()
}

fn run_ping(target: IpAddr, count: u8) -> std::io::Result<String> {
    let output = Command::new("ping")
        .arg("-c")
        .arg(count.to_string())
        .arg("-W")
        .arg("2")
        .arg(target.to_string())
        .output()?;
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

async fn ping_handler(params: HashMap<String, String>) -> Result<impl Reply, Rejection> {
    let host = match params.get("host") {
        Some(h) => h.clone(),
        None => return Ok(warp::reply::with_status("missing host".to_string(), StatusCode::BAD_REQUEST)),
    };
    let Some(target) = parse_target(&host) else {
        return Ok(warp::reply::with_status("bad host".to_string(), StatusCode::BAD_REQUEST));
    };
    let count = params
        .get("count")
        .and_then(|c| c.parse::<u8>().ok())
        .unwrap_or(3)
        .min(10);
    let out = tokio::task::spawn_blocking(move || run_ping(target, count))
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
