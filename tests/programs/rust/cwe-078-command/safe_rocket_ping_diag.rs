// Rocket diagnostics route that pings a host and returns the round-trip summary.
#[macro_use]
extern crate rocket;

use rocket::http::Status;
use rocket::serde::json::Json;
use serde::Serialize;
use std::net::IpAddr;
use tokio::process::Command;

#[derive(Serialize)]
struct PingReport {
    host: String,
    reachable: bool,
    output: String,
}

fn parse_target(h: &str) -> Option<IpAddr> {
    h.trim().parse::<IpAddr>().ok()
}

async fn run_ping(ip: IpAddr, count: u8) -> std::io::Result<(bool, String)> {
    let out = Command::new("ping")
        .arg("-c")
        .arg(count.to_string())
        .arg("-W")
        .arg("2")
        .arg(ip.to_string())
        .output()
        .await?;
    Ok((out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned()))
}

#[get("/diag/ping?<host>&<count>")]
async fn ping(host: String, count: Option<u8>) -> Result<Json<PingReport>, Status> {
    let count = count.unwrap_or(3).clamp(1, 10);
    let Some(ip) = parse_target(&host) else {
        log::warn!("diag ping called with unusual host value: {}", host);
        return Err(Status::BadRequest);
    };
    let (reachable, output) = run_ping(ip, count)
        .await
        .map_err(|_| Status::InternalServerError)?;
    Ok(Json(PingReport { host, reachable, output }))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![ping])
}
