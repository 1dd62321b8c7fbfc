// Renders the help-center search results page for the axum-based documentation portal.
use axum::{
    extract::{Query, State},
    response::Html,
    routing::get,
    Router,
};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Deserialize)]
pub struct SearchParams {
    q: Option<String>,
    section: Option<String>,
}

pub struct DocIndex {
    pub articles: Vec<(String, String)>, // (title, slug)
}

fn escape_html(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    for c in input.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#x27;"),
            _ => out.push(c),
        }
    }
    out
}

async fn search(
    State(index): State<Arc<DocIndex>>,
    Query(params): Query<SearchParams>,
) -> Html<String> {
    let query = params.q.unwrap_or_default();
    let section = escape_html(params.section.as_deref().unwrap_or("all"));
    let needle = query.to_lowercase();
    let mut items = String::new();
    for (title, slug) in index.articles.iter() {
        if !title.to_lowercase().contains(&needle) {
            continue;
        }
        items.push_str(&format!(
            "<li><a href=\"/docs/{}\">{}</a></li>",
            slug,
            escape_html(title)
        ));
    }
    Html(format!(
        "<h1>Results for &ldquo;{}&rdquo; in {}</h1><ul>{}</ul>",
        escape_html(&query), section, items
    ))
}

pub fn router(index: Arc<DocIndex>) -> Router {
    Router::new().route("/search", get(search)).with_state(index)
}
