// Rocket diagnostics route that pings a host and returns the round-trip summary.
#[macro_use]
extern crate rocket;

use rocket::http::Status;
use rocket::serde::json::Json;
use serde::Serialize;
use tokio::process::Command;

#[derive(Serialize)]
struct PingReport {
    host: String,
    reachable: bool,
    output: String,
}

fn looks_like_host(h: &str) -> bool {
    !h.is_empty()
        && h.len() <= 253
        && h.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-' || c == ':')
}

async fn run_ping(host: &str, count: u8) -> std::io::Result<(bool, String)> {
    let cmdline = format!("ping -c {} -W 2 {}", count, host);
    let out = Command::new("sh").arg("-c").arg(&cmdline).output().await?;
    Ok((out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned()))
}

#[get("/diag/ping?<host>&<count>")]
async fn ping(host: String, count: Option<u8>) -> Result<Json<PingReport>, Status> {
    let count = count.unwrap_or(3).clamp(1, 10);
    if !looks_like_host(&host) {
        log::warn!("diag ping called with unusual host value: {}", host);
    }
    let (reachable, output) = run_ping(&host, count)
        .await
        .map_err(|_| Status::InternalServerError)?;
    Ok(Json(PingReport { host, reachable, output }))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![ping])
}
