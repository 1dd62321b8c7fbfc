// Poem handler that renders the catalogue search results page.
use poem::{
    get, handler,
    listener::TcpListener,
    web::{Data, Html, Query},
    EndpointExt, Route, Server,
};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Deserialize)]
struct SearchParams {
    q: String,
    category: Option<String>,
}

struct Catalogue {
    items: Vec<(String, String)>,
}

fn escape_html(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    for ch in input.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#x27;"),
            _ => out.push(ch),
        }
    }
    out
}

#[handler]
fn search(Query(params): Query<SearchParams>, cat: Data<&Arc<Catalogue>>) -> Html<String> {
    let category = params.category.unwrap_or_else(|| "all".to_string());
    let needle = params.q.to_lowercase();
    let mut rows = String::new();
    for (name, cat_name) in cat.items.iter() {
        if name.to_lowercase().contains(&needle) && (category == "all" || *cat_name == category) {
            rows.push_str(&format!("<li>{}</li>", escape_html(name)));
        }
    }
    let heading = format!(
        "<h1>Results for \"{}\" in {}</h1>",
        escape_html(&params.q),
        escape_html(&category)
    );
    Html(format!("<html><body>{}<ul>{}</ul></body></html>", heading, rows))
}

#[tokio::main]
async fn main() -> Result<(), std::io::Error> {
    let catalogue = Arc::new(Catalogue {
        items: vec![("Trail shoes".into(), "footwear".into()), ("Rain shell".into(), "outerwear".into())],
    });
    let app = Route::new().at("/search", get(search)).data(catalogue);
    Server::new(TcpListener::bind("0.0.0.0:3000")).run(app).await
}
