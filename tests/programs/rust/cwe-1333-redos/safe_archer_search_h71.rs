// A archer search program of the h71 set (cwe-1333-redos).
use std::convert::Infallible;
use std::sync::Arc;

use regex::RegexBuilder;
use serde::{Deserialize, Serialize};
use warp::{http::StatusCode, reject::Reject, Filter, Rejection, Reply};

#[derive(Clone, Serialize, Deserialize)]
struct Member {
    name: String,
    club_no: u32,
    classification: String,
}

#[derive(Deserialize)]
struct SearchQuery {
    pattern: String,
}

#[derive(Debug)]
enum SearchError {
    TooLong,
    BadPattern(String),
}

impl Reject for SearchError {}

async fn search(
    q: SearchQuery,
    roster: Arc<Vec<Member>>,
) -> Result<impl Reply, Rejection> {
    if q.pattern.len() > 200 {
        return Err(warp::reject::custom(SearchError::TooLong));
    }
    let re = RegexBuilder::new(&q.pattern)
        .case_insensitive(true)
        .size_limit(1 << 18)
        .build()
        .map_err(|e| warp::reject::custom(SearchError::BadPattern(e.to_string())))?;

    let hits: Vec<&Member> = roster
        .iter()
        .filter(|m| re.is_match(&m.name))
        .take(50)
        .collect();
    Ok(warp::reply::json(&hits))
}

async fn recover(err: Rejection) -> Result<impl Reply, Infallible> {
    let (code, msg) = match err.find::<SearchError>() {
        Some(SearchError::TooLong) => (StatusCode::BAD_REQUEST, "pattern too long".to_string()),
        Some(SearchError::BadPattern(why)) => {
            (StatusCode::BAD_REQUEST, format!("pattern not understood: {why}"))
        }
        None if err.is_not_found() => (StatusCode::NOT_FOUND, "not found".to_string()),
        None => (StatusCode::INTERNAL_SERVER_ERROR, "unexpected error".to_string()),
    };
    Ok(warp::reply::with_status(msg, code))
}

fn load_roster() -> Vec<Member> {
    std::fs::read_to_string("/srv/bowmen/roster.json")
        .ok()
        .and_then(|s| serde_json::from_str(&s).ok())
        .unwrap_or_default()
}

#[tokio::main]
async fn main() {
    let roster = Arc::new(load_roster());
    let with_roster = warp::any().map(move || roster.clone());

    let route = warp::path!("members" / "search")
        .and(warp::get())
        .and(warp::query::<SearchQuery>())
        .and(with_roster)
        .and_then(search)
        .recover(recover);

    warp::serve(route).run(([0, 0, 0, 0], 8078)).await;
}
