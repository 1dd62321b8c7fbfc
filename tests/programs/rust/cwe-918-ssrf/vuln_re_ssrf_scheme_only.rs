// ^https?:// only checks the scheme; any host (e.g. http://169.254.169.254/) is requested (SSRF).
use axum::{extract::Query, http::StatusCode};
use regex::Regex;
use std::collections::HashMap;

async fn preview(Query(q): Query<HashMap<String, String>>) -> Result<String, StatusCode> {
    let url = q.get("url").cloned().unwrap_or_default();
    let re = Regex::new(r"^https?://").unwrap();
    if !re.is_match(&url) {
        return Err(StatusCode::BAD_REQUEST);
    }
    let resp = reqwest::get(&url).await.map_err(|_| StatusCode::BAD_GATEWAY)?;
    resp.text().await.map_err(|_| StatusCode::BAD_GATEWAY)
}
