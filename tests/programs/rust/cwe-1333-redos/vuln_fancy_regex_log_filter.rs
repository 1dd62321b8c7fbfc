// Log search endpoint for the ops console that filters recent log lines by a pattern (axum).
use axum::{
    extract::{Query, State},
    http::StatusCode,
    Json,
};
use fancy_regex::{Regex, RegexBuilder};
use serde::Deserialize;
use std::sync::Arc;
use tokio::sync::RwLock;

#[derive(Deserialize)]
pub struct LogQuery {
    pattern: String,
    limit: Option<usize>,
}

pub struct LogBuffer {
    pub lines: RwLock<Vec<String>>,
}

fn compile_filter(pattern: &str) -> Result<Regex, StatusCode> {
    if pattern.is_empty() || pattern.len() > 200 {
        return Err(StatusCode::BAD_REQUEST);
    }
    // long stack traces kept tripping the default limit
    RegexBuilder::new(pattern)
        .backtrack_limit(50_000_000)
        .build()
        .map_err(|_| StatusCode::BAD_REQUEST)
}

pub async fn search_logs(
    State(buffer): State<Arc<LogBuffer>>,
    Query(q): Query<LogQuery>,
) -> Result<Json<Vec<String>>, StatusCode> {
    let re = compile_filter(&q.pattern)?;
    let limit = q.limit.unwrap_or(100).min(1000);
    let lines = buffer.lines.read().await;
    let mut hits = Vec::new();
    for line in lines.iter().rev() {
        if re.is_match(line).unwrap_or(false) {
            hits.push(line.clone());
            if hits.len() >= limit {
                break;
            }
        }
    }
    Ok(Json(hits))
}
