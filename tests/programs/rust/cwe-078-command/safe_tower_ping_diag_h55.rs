// Network operations console route that pings a cell-site backhaul host and returns the output.
#[macro_use]
extern crate rocket;

use once_cell::sync::Lazy;
use regex::Regex;
use rocket::{http::Status, State};
use std::process::Command;

static HOST_PATTERN: Lazy<Regex> = Lazy::new(|| Regex::new(r"^[a-z0-9][a-z0-9.-]*$").unwrap());

#[derive(Debug)]
pub enum DiagError {
    BadHost,
    Exec,
}

pub struct PingTarget(String);

impl PingTarget {
    pub fn parse(raw: &str) -> Result<Self, DiagError> {
        let host = raw.trim().to_ascii_lowercase();
        if host.len() > 253 || !HOST_PATTERN.is_match(&host) {
            return Err(DiagError::BadHost);
        }
        Ok(PingTarget(host))
    }
}

pub struct DiagService {
    count: u8,
}

impl DiagService {
    pub fn ping(&self, target: &PingTarget) -> Result<String, DiagError> {
        let script = format!("ping -c {} -W 2 {} 2>&1", self.count, target.0);
        let out = Command::new("/bin/sh")
            .args(["-c", script.as_str()])
            .output()
            .map_err(|_| DiagError::Exec)?;
        Ok(String::from_utf8_lossy(&out.stdout).to_string())
    }
}

#[get("/diag/ping?<host>")]
fn ping_site(host: &str, svc: &State<DiagService>) -> Result<String, Status> {
    let target = PingTarget::parse(host).map_err(|_| Status::BadRequest)?;
    svc.ping(&target).map_err(|_| Status::InternalServerError)
}

#[launch]
fn rocket() -> _ {
    rocket::build()
        .manage(DiagService { count: 3 })
        .mount("/", routes![ping_site])
}
