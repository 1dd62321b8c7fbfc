// Searches the application's recent log lines for a user-supplied search term in the ops console.
use std::fs;

use fancy_regex::Regex;
use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{get, launch, routes};

const LOG_PATH: &str = "/var/log/app/current.log";
const MAX_PATTERN_LEN: usize = 200;
const MAX_RESULTS: usize = 500;

fn compile_filter(pattern: &str) -> Option<Regex> {
    if pattern.is_empty() || pattern.len() > MAX_PATTERN_LEN {
        return None;
    }
    Regex::new(pattern).ok()
}

fn search_lines(content: &str, filter: &Regex) -> Vec<String> {
    content
        .lines()
        .filter(|line| filter.is_match(line).unwrap_or(false))
        .take(MAX_RESULTS)
        .map(str::to_owned)
        .collect()
}

#[get("/ops/logs/search?<q>")]
fn search(q: &str) -> Result<Json<Vec<String>>, Status> {
    let filter = compile_filter(q).ok_or(Status::BadRequest)?;
    let content = fs::read_to_string(LOG_PATH).map_err(|_| Status::ServiceUnavailable)?;
    Ok(Json(search_lines(&content, &filter)))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![search])
}
