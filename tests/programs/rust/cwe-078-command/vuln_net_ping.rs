// Network diagnostics endpoint that pings a host and returns the output.
#[macro_use]
extern crate rocket;

use rocket::serde::json::Json;
use rocket::serde::Serialize;
use std::process::Command;

#[derive(Serialize)]
#[serde(crate = "rocket::serde")]
struct PingReport {
    host: String,
    ok: bool,
    output: String,
}

fn build_ping_command(host: &str, count: u8) -> String {
    format!("ping -c {} -W 2 {}", count, host)
}

#[get("/diag/ping?<host>&<count>")]
fn ping(host: String, count: Option<u8>) -> Json<PingReport> {
    let count = count.unwrap_or(3).clamp(1, 10);
    let cmdline = build_ping_command(&host, count);
    let result = Command::new("sh").arg("-c").arg(&cmdline).output();
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
