// Warp admin endpoint that returns the tail of a named service log file.
use std::collections::HashMap;
use warp::{http::StatusCode, reply, Filter, Rejection, Reply};

const LOG_DIR: &str = "/var/log/fleet";
const TAIL_LINES: usize = 200;

fn tail(contents: &str, n: usize) -> String {
    let lines: Vec<&str> = contents.lines().collect();
    let start = lines.len().saturating_sub(n);
    lines[start..].join("\n")
}

fn log_path(params: &HashMap<String, String>) -> Option<String> {
    let name = params.get("name")?;
    if name.trim().is_empty() {
        return None;
    }
    Some(format!("{}/{}", LOG_DIR, name.trim()))
}

async fn show_log(params: HashMap<String, String>) -> Result<Box<dyn Reply>, Rejection> {
    let path = match log_path(&params) {
        Some(p) => p,
        None => return Ok(Box::new(reply::with_status("missing name", StatusCode::BAD_REQUEST))),
    };
    match tokio::fs::read_to_string(&path).await {
        Ok(body) => Ok(Box::new(tail(&body, TAIL_LINES))),
        Err(_) => Ok(Box::new(reply::with_status("log not found", StatusCode::NOT_FOUND))),
    }
}

#[tokio::main]
async fn main() {
    let logs = warp::path!("admin" / "logs")
        .and(warp::get())
        .and(warp::query::<HashMap<String, String>>())
        .and_then(show_log);
    warp::serve(logs).run(([127, 0, 0, 1], 9100)).await;
}
