// Network diagnostics endpoint that pings a host and returns the raw output.
use std::process::Command;

use regex::Regex;
use rocket::http::Status;
use rocket::{get, launch, routes};

fn host_pattern() -> Regex {
    Regex::new(r"^[A-Za-z0-9][A-Za-z0-9.\-]*$").expect("static pattern")
}

fn run_ping(host: &str) -> std::io::Result<String> {
    let output = Command::new("sh")
        .arg("-c")
        .arg(format!("ping -c 3 -W 2 {}", host))
        .output()?;
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

#[get("/diag/ping?<host>")]
fn ping(host: &str) -> Result<String, Status> {
    if host.len() > 253 || !host_pattern().is_match(host) {
        return Err(Status::BadRequest);
    }
    run_ping(host).map_err(|_| Status::InternalServerError)
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![ping])
}
