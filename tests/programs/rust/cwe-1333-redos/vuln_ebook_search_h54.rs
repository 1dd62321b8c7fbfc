// In-book search for the library's e-reader: finds chapters whose text matches the reader's query.
use fancy_regex::{Regex, RegexBuilder};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use warp::{http::StatusCode, Filter, Rejection, Reply};

#[derive(Deserialize)]
struct InBookQuery {
    pattern: String,
    case_insensitive: Option<bool>,
}

#[derive(Serialize)]
struct ChapterHit {
    chapter: usize,
    snippet: String,
}

pub struct Ebook {
    chapters: Vec<String>,
}

fn compile(q: &InBookQuery) -> Option<Regex> {
    let flags = if q.case_insensitive.unwrap_or(true) { "(?i)" } else { "" };
    RegexBuilder::new(&format!("{}{}", flags, q.pattern))
        .backtrack_limit(usize::MAX)
        .build()
        .ok()
}

fn snippet(text: &str, start: usize) -> String {
    text[start..].chars().take(120).collect()
}

fn search(book: &Ebook, re: &Regex) -> Vec<ChapterHit> {
    book.chapters
        .iter()
        .enumerate()
        .filter_map(|(i, text)| {
            re.find(text).ok().flatten().map(|m| ChapterHit { chapter: i + 1, snippet: snippet(text, m.start()) })
        })
        .collect()
}

pub fn routes(book: Arc<Ebook>) -> impl Filter<Extract = (impl Reply,), Error = Rejection> + Clone {
    let with_book = warp::any().map(move || book.clone());
    warp::path!("reader" / "search")
        .and(warp::get())
        .and(warp::query::<InBookQuery>())
        .and(with_book)
        .map(|q: InBookQuery, book: Arc<Ebook>| match compile(&q) {
            Some(re) => warp::reply::with_status(warp::reply::json(&search(&book, &re)), StatusCode::OK),
            None => warp::reply::with_status(warp::reply::json(&"invalid pattern"), StatusCode::BAD_REQUEST),
        })
}
