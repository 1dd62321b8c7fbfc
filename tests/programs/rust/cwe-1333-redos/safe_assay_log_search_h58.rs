// assay log search (h58 set)
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use fancy_regex::Regex;
use serde::{Deserialize, Serialize};

/// Lab technicians search the assay instrument logs (fire assay, XRF, ICP)
/// for sample IDs or error codes from the lab portal.
struct AssayLogs {
    lines: Vec<String>,
}

#[derive(Deserialize)]
struct SearchParams {
    term: String,
    #[serde(default = "default_limit")]
    limit: usize,
}

fn default_limit() -> usize {
    200
}

#[derive(Serialize)]
struct Hit {
    line_no: usize,
    text: String,
}

fn matcher(term: &str) -> Result<Regex, fancy_regex::Error> {
    Regex::new(&fancy_regex::escape(term))
}

fn scan(logs: &AssayLogs, re: &Regex, limit: usize) -> Vec<Hit> {
    logs.lines
        .iter()
        .enumerate()
        .filter(|(_, line)| re.is_match(line).unwrap_or(false))
        .take(limit.min(1000))
        .map(|(i, line)| Hit { line_no: i + 1, text: line.clone() })
        .collect()
}

async fn search(
    State(logs): State<Arc<AssayLogs>>,
    Query(p): Query<SearchParams>,
) -> Result<Json<Vec<Hit>>, (StatusCode, String)> {
    if p.term.is_empty() || p.term.len() > 120 {
        return Err((StatusCode::BAD_REQUEST, "term must be 1-120 characters".into()));
    }
    let re = matcher(&p.term).map_err(|e| (StatusCode::BAD_REQUEST, e.to_string()))?;
    tokio::task::spawn_blocking(move || scan(&logs, &re, p.limit))
        .await
        .map(Json)
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let path = std::env::var("ASSAY_LOG").unwrap_or_else(|_| "/var/log/assay/instruments.log".into());
    let lines = tokio::fs::read_to_string(path)
        .await?
        .lines()
        .map(str::to_owned)
        .collect();
    let app = Router::new()
        .route("/lab/logs/search", get(search))
        .with_state(Arc::new(AssayLogs { lines }));
    axum::serve(tokio::net::TcpListener::bind("127.0.0.1:8810").await?, app).await?;
    Ok(())
}
