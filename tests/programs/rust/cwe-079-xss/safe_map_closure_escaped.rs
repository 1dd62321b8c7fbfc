// each comma-separated tag is escaped inside the closure given to map before the list is rendered
use axum::{extract::Query, response::Html, routing::get, Router};
use serde::Deserialize;

#[derive(Deserialize)]
struct Tags {
    tags: String,
}

async fn tags(Query(p): Query<Tags>) -> Html<String> {
    let items: String = p
        .tags
        .split(',')
        .map(|t| format!("<li>{}</li>", html_escape::encode_text(t.trim())))
        .collect();
    Html(format!("<ul>{items}</ul>"))
}

pub fn app() -> Router {
    Router::new().route("/tags", get(tags))
}
