// Public library catalogue search page listing matching titles per branch.
use axum::{
    extract::{Query, State},
    response::Html,
    routing::get,
    Router,
};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Deserialize)]
struct SearchParams {
    q: Option<String>,
    branch: Option<String>,
}

struct Catalogue {
    titles: Vec<(String, String)>,
}

fn esc(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '<' => "&lt;".to_string(),
            '>' => "&gt;".to_string(),
            '&' => "&amp;".to_string(),
            '"' => "&quot;".to_string(),
            '\'' => "&#39;".to_string(),
            other => other.to_string(),
        })
        .collect()
}

fn matcher<'a>(term: &'a str, branch: Option<&'a str>) -> impl Fn(&&(String, String)) -> bool + 'a {
    let needle = term.to_lowercase();
    move |(title, b)| {
        title.to_lowercase().contains(&needle) && branch.map_or(true, |want| want == b.as_str())
    }
}

async fn search(
    State(cat): State<Arc<Catalogue>>,
    Query(p): Query<SearchParams>,
) -> Html<String> {
    let term = p.q.unwrap_or_default();
    let items = cat
        .titles
        .iter()
        .filter(matcher(&term, p.branch.as_deref()))
        .take(50)
        .map(|(title, branch)| format!("<li>{} <small>{}</small></li>", esc(title), esc(branch)))
        .collect::<Vec<_>>()
        .join("\n");
    let heading = format!("Results for &ldquo;{}&rdquo;", esc(&term));
    Html(format!("<h1>{}</h1>\n<ul>\n{}\n</ul>", heading, items))
}

pub fn router(catalogue: Arc<Catalogue>) -> Router {
    Router::new()
        .route("/opac/search", get(search))
        .with_state(catalogue)
}
