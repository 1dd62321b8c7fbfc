// Search results page for the help-center articles.
use std::collections::HashMap;
use std::sync::Arc;
use warp::Filter;

struct Article {
    title: String,
    slug: String,
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

fn render_results(query: &str, hits: &[&Article]) -> String {
    let mut html = String::from("<html><body>");
    html.push_str(&format!("<h1>Results for {}</h1><ul>", escape_html(query)));
    for a in hits {
        html.push_str(&format!(
            "<li><a href=\"/help/{}\">{}</a></li>",
            escape_html(&a.slug),
            escape_html(&a.title)
        ));
    }
    html.push_str("</ul></body></html>");
    html
}

#[tokio::main]
async fn main() {
    let articles = Arc::new(vec![
        Article { title: "Resetting your password".into(), slug: "reset-password".into() },
        Article { title: "Exporting invoices".into(), slug: "export-invoices".into() },
    ]);
    let route = warp::path("search")
        .and(warp::query::<HashMap<String, String>>())
        .map(move |params: HashMap<String, String>| {
            let q = params.get("q").cloned().unwrap_or_default();
            let needle = q.to_lowercase();
            let hits: Vec<&Article> = articles
                .iter()
                .filter(|a| a.title.to_lowercase().contains(&needle))
                .collect();
            warp::reply::html(render_results(&q, &hits))
        });
    warp::serve(route).run(([127, 0, 0, 1], 8080)).await;
}
