// A regex test: posix print (written in review of the regex reading)
use axum::{extract::Query, http::StatusCode};
use regex::{Regex, RegexBuilder};
use std::collections::HashMap;
use std::process::Command;

async fn ping(Query(q): Query<HashMap<String, String>>) -> Result<String, StatusCode> {
    let mut host = q.get("host").cloned().unwrap_or_default();
    let re = Regex::new(r"^[[:print:]]+$").unwrap();
    if !re.is_match(&host) {
        return Err(StatusCode::BAD_REQUEST);
    }
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("ping -c 1 {}", host))
        .output()
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}
