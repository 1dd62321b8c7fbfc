// Marina office tool: harbour staff check whether the onboard gateway of a
// moored yacht answers before sending a technician down the pontoon.
#[macro_use]
extern crate rocket;

use rocket::http::Status;
use rocket::serde::{json::Json, Serialize};
use rocket::tokio::process::Command;

#[derive(Serialize)]
#[serde(crate = "rocket::serde")]
struct PingReport {
    berth: String,
    host: String,
    reachable: bool,
    summary: Vec<String>,
}

fn looks_like_host(host: &str) -> bool {
    !host.is_empty() && host.len() <= 253 && !host.contains(char::is_whitespace)
}

#[get("/berths/<berth>/gateway/ping?<host>")]
async fn ping_gateway(berth: &str, host: &str) -> Result<Json<PingReport>, Status> {
    if !looks_like_host(host) {
        return Err(Status::BadRequest);
    }

    let output = Command::new("sh")
        .arg("-c")
        .arg(format!("ping -c 3 -W 2 {} | tail -n 2", host))
        .output()
        .await
        .map_err(|_| Status::ServiceUnavailable)?;

    let summary: Vec<String> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(String::from)
        .collect();
    let reachable = summary
        .iter()
        .any(|line| line.contains("packet loss") && !line.contains("100% packet loss"));

    Ok(Json(PingReport {
        berth: berth.to_string(),
        host: host.to_string(),
        reachable,
        summary,
    }))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![ping_gateway])
}
