// the closure escapes each tag, except that it returns tags starting with "x" early and raw
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
        .map(|t| {
            if t.starts_with('x') {
                return t.to_string();
            }
            html_escape::encode_text(t).to_string()
        })
        .collect();
    Html(format!("<ul>{items}</ul>"))
}

pub fn app() -> Router {
    Router::new().route("/tags", get(tags))
}
