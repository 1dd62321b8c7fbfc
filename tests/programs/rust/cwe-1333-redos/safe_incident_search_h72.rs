// A incident search program of the h72 set (cwe-1333-redos).
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use warp::http::StatusCode;
use warp::Filter;

#[derive(Clone, Serialize)]
struct Incident {
    id: u32,
    beach: String,
    tower: u8,
    narrative: String,
}

trait Matcher: Send + Sync {
    fn matches(&self, text: &str) -> bool;
}

struct KeywordMatcher(Vec<String>);

impl Matcher for KeywordMatcher {
    fn matches(&self, text: &str) -> bool {
        let lower = text.to_lowercase();
        self.0.iter().all(|w| lower.contains(w.as_str()))
    }
}

/// Lets supervisors write things like `rip ?current|riptide` or `tower [3-5]`.
struct PatternMatcher(regex::Regex);

impl PatternMatcher {
    fn compile(pattern: &str) -> Result<Self, String> {
        // keep compiled patterns small; supervisors only need simple alternations
        regex::RegexBuilder::new(pattern)
            .size_limit(1 << 20)
            .case_insensitive(true)
            .build()
            .map(PatternMatcher)
            .map_err(|e| e.to_string())
    }
}

impl Matcher for PatternMatcher {
    fn matches(&self, text: &str) -> bool {
        self.0.is_match(text)
    }
}

#[derive(Deserialize, Clone, Copy, Default)]
#[serde(rename_all = "lowercase")]
enum Mode {
    #[default]
    Keyword,
    Pattern,
}

#[derive(Deserialize)]
struct SearchQuery {
    q: String,
    #[serde(default)]
    mode: Mode,
    beach: Option<String>,
}

fn matcher_for(mode: Mode, q: &str) -> Result<Box<dyn Matcher>, String> {
    match mode {
        Mode::Keyword => Ok(Box::new(KeywordMatcher(q.split_whitespace().map(str::to_lowercase).collect()))),
        Mode::Pattern => Ok(Box::new(PatternMatcher::compile(q)?)),
    }
}

fn search(query: SearchQuery, log: Arc<Vec<Incident>>) -> warp::reply::WithStatus<warp::reply::Json> {
    if query.q.trim().is_empty() || query.q.len() > 200 {
        return warp::reply::with_status(warp::reply::json(&"query must be 1-200 characters"), StatusCode::BAD_REQUEST);
    }
    let matcher = match matcher_for(query.mode, &query.q) {
        Ok(m) => m,
        Err(e) => return warp::reply::with_status(warp::reply::json(&e), StatusCode::BAD_REQUEST),
    };
    let hits: Vec<&Incident> = log
        .iter()
        .filter(|i| query.beach.as_deref().is_none_or(|b| i.beach.eq_ignore_ascii_case(b)))
        .filter(|i| matcher.matches(&i.narrative))
        .take(100)
        .collect();
    warp::reply::with_status(warp::reply::json(&hits), StatusCode::OK)
}

fn load_log() -> Vec<Incident> {
    vec![
        Incident { id: 9001, beach: "Gull Point".into(), tower: 3, narrative: "Swimmer caught in rip current, assisted to shore with tube.".into() },
        Incident { id: 9002, beach: "Harbour Sands".into(), tower: 1, narrative: "Jellyfish sting, vinegar applied, patron released.".into() },
    ]
}

#[tokio::main]
async fn main() {
    let log = Arc::new(load_log());
    let route = warp::get()
        .and(warp::path!("incidents" / "search"))
        .and(warp::query::<SearchQuery>())
        .and(warp::any().map(move || log.clone()))
        .map(search);
    warp::serve(route).run(([0, 0, 0, 0], 8047)).await;
}
