// Warp route rendering the help-center search page with the current query pre-filled.
use std::collections::HashMap;
use warp::Filter;

const MAX_TERM: usize = 200;
const ARTICLES: [&str; 4] = [
    "Resetting your password",
    "Billing cycles",
    "Exporting data",
    "Two-factor setup",
];

fn normalize_term(params: &HashMap<String, String>) -> String {
    let term = params.get("q").cloned().unwrap_or_default();
    term.chars().take(MAX_TERM).collect()
}

fn search_index(term: &str) -> Vec<&'static str> {
    let t = term.to_lowercase();
    ARTICLES.iter().copied().filter(|a| a.to_lowercase().contains(&t)).collect()
}

fn render_page(term: &str, hits: &[&str]) -> String {
    let mut html = String::from("<html><body><form action=\"/help/search\">");
    html.push_str(&format!(
        "<input type=\"text\" name=\"q\" value=\"{}\">",
        html_escape::encode_double_quoted_attribute(term)
    ));
    html.push_str("<button>Search</button></form><ul>");
    for hit in hits {
        html.push_str(&format!("<li>{}</li>", hit));
    }
    html.push_str("</ul></body></html>");
    html
}

#[tokio::main]
async fn main() {
    let search = warp::path!("help" / "search")
        .and(warp::get())
        .and(warp::query::<HashMap<String, String>>())
        .map(|params: HashMap<String, String>| {
            let term = normalize_term(&params);
            let hits = search_index(&term);
            warp::reply::html(render_page(&term, &hits))
        });
    warp::serve(search).run(([0, 0, 0, 0], 3030)).await;
}
