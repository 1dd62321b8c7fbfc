// axum handler returning a help page, the default one unless a text page is named
use axum::extract::Query;
use serde::Deserialize;

#[derive(Deserialize)]
struct Help {
    page: Option<String>,
}

async fn help(Query(h): Query<Help>) -> String {
    let page = "index.txt".to_string();
    match h.page {
        Some(page) if page.ends_with(".txt") => tracing::info!("asked for {}", page),
        _ => {}
    }
    std::fs::read_to_string(format!("/srv/help/{}", page)).unwrap_or_default()
}
