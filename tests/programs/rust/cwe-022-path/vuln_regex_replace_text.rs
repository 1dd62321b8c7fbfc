// Regex::replace's first argument is the text: the request's path, blanks replaced, is read
use axum::{extract::Query, routing::get, Router};
use regex::Regex;
use serde::Deserialize;

#[derive(Deserialize)]
struct Doc {
    name: String,
}

async fn doc(Query(q): Query<Doc>) -> String {
    let blanks = Regex::new(r"\s+").unwrap();
    let name = blanks.replace_all(&q.name, "_");
    std::fs::read_to_string(format!("/srv/docs/{name}")).unwrap_or_default()
}

pub fn app() -> Router {
    Router::new().route("/doc", get(doc))
}
