// ^[\w./-]+$ allows "../../etc/passwd" and "/etc/passwd" (Path::join replaces the base with an absolute path).
use axum::{extract::Query, http::StatusCode};
use regex::Regex;
use std::collections::HashMap;
use std::path::Path;

async fn file(Query(q): Query<HashMap<String, String>>) -> Result<Vec<u8>, StatusCode> {
    let p = q.get("path").cloned().unwrap_or_default();
    let re = Regex::new(r"^[\w./-]+$").unwrap();
    if !re.is_match(&p) {
        return Err(StatusCode::BAD_REQUEST);
    }
    std::fs::read(Path::new("/srv/app/static").join(&p)).map_err(|_| StatusCode::NOT_FOUND)
}
