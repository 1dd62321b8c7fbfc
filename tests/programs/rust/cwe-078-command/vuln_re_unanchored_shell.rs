// is_match with an unanchored pattern succeeds on any substring, so "example.com;id" reaches sh -c.
use axum::{extract::Query, http::StatusCode};
use regex::Regex;
use std::collections::HashMap;
use std::process::Command;

async fn ping(Query(q): Query<HashMap<String, String>>) -> Result<String, StatusCode> {
    let host = q.get("host").cloned().unwrap_or_default();
    let re = Regex::new(r"[a-z0-9.-]+").unwrap();
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
