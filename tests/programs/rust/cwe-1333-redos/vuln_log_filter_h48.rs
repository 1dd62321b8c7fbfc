// Lets operators filter recent application log lines by a search pattern.
use axum::{
    extract::{Query, State},
    http::StatusCode,
    Json,
};
use fancy_regex::Regex;
use serde::Deserialize;
use std::sync::Arc;
use tokio::sync::RwLock;

pub struct LogBuffer {
    pub lines: RwLock<Vec<String>>,
}

#[derive(Deserialize)]
pub struct FilterQuery {
    pattern: String,
    limit: Option<usize>,
}

fn compile(pattern: &str) -> Result<Regex, StatusCode> {
    if pattern.is_empty() || pattern.len() > 256 {
        return Err(StatusCode::BAD_REQUEST);
    }
    Regex::new(pattern).map_err(|_| StatusCode::BAD_REQUEST)
}

pub async fn filter_logs(
    State(buf): State<Arc<LogBuffer>>,
    Query(q): Query<FilterQuery>,
) -> Result<Json<Vec<String>>, StatusCode> {
    let re = compile(&q.pattern)?;
    let limit = q.limit.unwrap_or(100).min(1000);
    let lines = buf.lines.read().await;
    let hits = lines
        .iter()
        .rev()
        .filter(|line| re.is_match(line).unwrap_or(false))
        .take(limit)
        .cloned()
        .collect();
    Ok(Json(hits))
}
