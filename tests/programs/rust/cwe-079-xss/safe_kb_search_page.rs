// Axum handler rendering the knowledge-base search results page as HTML.
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    response::Html,
};
use html_escape::{encode_double_quoted_attribute, encode_text};
use serde::Deserialize;

pub struct KbIndex {
    pub articles: Vec<(String, String)>,
}

#[derive(Deserialize)]
pub struct SearchParams {
    q: String,
}

fn matching<'a>(index: &'a KbIndex, term: &str) -> Vec<&'a (String, String)> {
    let needle = term.to_lowercase();
    index
        .articles
        .iter()
        .filter(|(title, _)| title.to_lowercase().contains(&needle))
        .take(20)
        .collect()
}

pub async fn search_page(
    State(index): State<Arc<KbIndex>>,
    Query(params): Query<SearchParams>,
) -> Html<String> {
    let shown_term = encode_text(&params.q).to_string();
    let hits = matching(&index, &params.q);

    let mut body = String::new();
    body.push_str("<html><head><title>Search</title></head><body>");
    body.push_str(&format!("<h1>Results for &quot;{}&quot;</h1><ul>", shown_term));
    for (title, slug) in &hits {
        body.push_str(&format!(
            "<li><a href=\"/kb/{}\">{}</a></li>",
            encode_double_quoted_attribute(slug),
            encode_text(title)
        ));
    }
    body.push_str("</ul>");
    if hits.is_empty() {
        body.push_str(&format!("<p>No articles matched <b>{}</b>.</p>", shown_term));
    }
    body.push_str("</body></html>");
    Html(body)
}
