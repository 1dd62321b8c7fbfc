// Poem endpoint that lets support staff filter recent application log lines by a pattern.
use std::sync::{Arc, RwLock};

use fancy_regex::Regex;
use poem::{handler, http::StatusCode, web::{Data, Json, Query}, Error, Result};
use serde::Deserialize;

pub struct LogBuffer {
    pub lines: RwLock<Vec<String>>,
}

#[derive(Deserialize)]
pub struct GrepParams {
    pattern: String,
    limit: Option<usize>,
}

fn compile(pattern: &str) -> Result<Regex> {
    if pattern.is_empty() || pattern.len() > 200 {
        return Err(Error::from_string("pattern length out of range", StatusCode::BAD_REQUEST));
    }
    Regex::new(pattern).map_err(|e| Error::from_string(e.to_string(), StatusCode::BAD_REQUEST))
}

fn filter_lines(buffer: &LogBuffer, re: &Regex, limit: usize) -> Vec<String> {
    let lines = buffer.lines.read().expect("log buffer lock");
    let mut out = Vec::new();
    for line in lines.iter().rev() {
        if re.is_match(line).unwrap_or(false) {
            out.push(line.clone());
            if out.len() >= limit {
                break;
            }
        }
    }
    out
}

#[handler]
pub async fn grep_logs(
    Query(params): Query<GrepParams>,
    Data(buffer): Data<&Arc<LogBuffer>>,
) -> Result<Json<Vec<String>>> {
    let re = compile(&params.pattern)?;
    let limit = params.limit.unwrap_or(100).min(1000);
    let buffer = buffer.clone();
    let hits = tokio::task::spawn_blocking(move || filter_lines(&buffer, &re, limit))
        .await
        .map_err(|_| Error::from_status(StatusCode::INTERNAL_SERVER_ERROR))?;
    Ok(Json(hits))
}
