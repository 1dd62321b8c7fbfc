// the escaper itself is the function map runs on each name
use axum::{extract::Query, response::Html, routing::get, Router};
use serde::Deserialize;

#[derive(Deserialize)]
struct Names {
    names: String,
}

async fn names(Query(p): Query<Names>) -> Html<String> {
    let shown: Vec<String> = p.names.split(',').map(html_escape::encode_text).map(|s| s.to_string()).collect();
    Html(format!("<p>{}</p>", shown.join(", ")))
}

pub fn app() -> Router {
    Router::new().route("/names", get(names))
}
