// Axum search endpoint that matches media archive captions against an editor-supplied pattern.
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use regex::RegexBuilder;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Deserialize)]
struct SearchParams {
    q: String,
    regex: Option<bool>,
    limit: Option<usize>,
}

#[derive(Clone, Serialize)]
struct Caption {
    clip_id: u64,
    timecode: String,
    text: String,
}

struct Archive {
    captions: Vec<Caption>,
}

fn pattern_for(params: &SearchParams) -> String {
    if params.regex.unwrap_or(false) {
        format!("(?i){}", params.q)
    } else {
        format!("(?i){}", regex::escape(&params.q))
    }
}

async fn search(
    State(archive): State<Arc<Archive>>,
    Query(params): Query<SearchParams>,
) -> Result<Json<Vec<Caption>>, StatusCode> {
    if params.q.is_empty() || params.q.len() > 200 {
        return Err(StatusCode::BAD_REQUEST);
    }
    let matcher = RegexBuilder::new(&pattern_for(&params))
        .size_limit(1 << 20)
        .build()
        .map_err(|_| StatusCode::BAD_REQUEST)?;
    let limit = params.limit.unwrap_or(50).min(500);

    let mut hits = Vec::new();
    for caption in &archive.captions {
        if matcher.is_match(&caption.text) {
            hits.push(caption.clone());
            if hits.len() >= limit {
                break;
            }
        }
    }
    Ok(Json(hits))
}

pub fn router(archive: Arc<Archive>) -> Router {
    Router::new().route("/archive/captions/search", get(search)).with_state(archive)
}
