// Network diagnostics endpoint that pings a host and returns the output.
#[macro_use]
extern crate rocket;

use rocket::serde::json::Json;
use rocket::serde::Serialize;
use std::net::IpAddr;
use std::process::Command;

#[derive(Serialize)]
#[serde(crate = "rocket::serde")]
struct PingReport {
    host: String,
    ok: bool,
    output: String,
}

fn is_valid_host(host: &str) -> bool {
    if host.parse::<IpAddr>().is_ok() {
        return true;
    }
    !host.is_empty()
        && host.len() <= 253
        && !host.starts_with('-')
        && host.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.')
}

#[get("/diag/ping?<host>&<count>")]
fn ping(host: String, count: Option<u8>) -> Json<PingReport> {
    if !is_valid_host(&host) {
        return Json(PingReport { host, ok: false, output: "invalid host".into() });
    }
    let count = count.unwrap_or(3).clamp(1, 10);
    let result = Command::new("ping")
        .arg("-c")
        .arg(count.to_string())
        .args(["-W", "2", "--"])
        .arg(&host)
        .output();
    let (ok, output) = match result {
        Ok(out) => (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        ),
        Err(e) => (false, e.to_string()),
    };
    Json(PingReport { host, ok, output })
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![ping])
}
