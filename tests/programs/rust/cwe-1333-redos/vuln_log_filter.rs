// Operations endpoint that filters the in-memory application log buffer with a caller-supplied pattern.
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use fancy_regex::Regex;
use serde::Deserialize;
use std::sync::Arc;
use tokio::sync::RwLock;

#[derive(Clone, Default)]
pub struct LogBuffer {
    lines: Arc<RwLock<Vec<String>>>,
}

#[derive(Deserialize)]
struct FilterParams {
    pattern: String,
    limit: Option<usize>,
}

fn compile_filter(pattern: &str) -> Result<Regex, StatusCode> {
    if pattern.is_empty() || pattern.len() > 256 {
        return Err(StatusCode::BAD_REQUEST);
    }
    Regex::new(pattern).map_err(|_| StatusCode::BAD_REQUEST)
}

async fn filter_logs(
    State(buf): State<LogBuffer>,
    Query(p): Query<FilterParams>,
) -> Result<Json<Vec<String>>, StatusCode> {
    let re = compile_filter(&p.pattern)?;
    let limit = p.limit.unwrap_or(200).min(1000);
    let lines = buf.lines.read().await;
    let mut out = Vec::new();
    for line in lines.iter().rev() {
        if re.is_match(line).unwrap_or(false) {
            out.push(line.clone());
            if out.len() >= limit {
                break;
            }
        }
    }
    Ok(Json(out))
}

pub fn router(buf: LogBuffer) -> Router {
    Router::new().route("/ops/logs", get(filter_logs)).with_state(buf)
}
