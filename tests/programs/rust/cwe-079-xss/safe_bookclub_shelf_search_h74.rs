// A bookclub shelf search program of the h74 set (cwe-079-xss).
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    response::Html,
    routing::get,
    Router,
};
use html_escape::encode_text;
use serde::Deserialize;
use tokio::task::JoinSet;

#[derive(Clone)]
struct Book {
    title: String,
    author: String,
    club: &'static str,
}

#[derive(Clone)]
struct SearchCtx {
    query: String,
    query_html: String,
}

tokio::task_local! {
    static SEARCH_CTX: SearchCtx;
}

#[derive(Deserialize)]
struct SearchParams {
    q: String,
}

type Shelves = Arc<Vec<Arc<Vec<Book>>>>;

fn heading() -> String {
    SEARCH_CTX.with(|ctx| format!("<h2>Shelf matches for \u{201c}{}\u{201d}</h2>", ctx.query_html))
}

fn render(hits: &[Book]) -> String {
    let mut page = SEARCH_CTX.with(|ctx| {
        println!("shelf search {:?}: {} hits", ctx.query, hits.len());
        format!("<html><head><title>Search: {}</title></head><body>", ctx.query_html)
    });
    page.push_str(&heading());
    page.push_str("<ol>");
    for b in hits {
        page.push_str(&format!(
            "<li>{} by {} <small>({})</small></li>",
            encode_text(&b.title),
            encode_text(&b.author),
            b.club
        ));
    }
    page.push_str("</ol></body></html>");
    page
}

async fn search(State(shelves): State<Shelves>, Query(params): Query<SearchParams>) -> Html<String> {
    let ctx = SearchCtx {
        query: params.q.clone(),
        query_html: encode_text(&params.q).into_owned(),
    };
    SEARCH_CTX
        .scope(ctx, async move {
            let needle = params.q.to_lowercase();
            let mut set = JoinSet::new();
            for shelf in shelves.iter().cloned() {
                let needle = needle.clone();
                set.spawn(async move {
                    shelf
                        .iter()
                        .filter(|b| {
                            b.title.to_lowercase().contains(&needle)
                                || b.author.to_lowercase().contains(&needle)
                        })
                        .cloned()
                        .collect::<Vec<_>>()
                });
            }
            let mut hits = Vec::new();
            while let Some(Ok(mut part)) = set.join_next().await {
                hits.append(&mut part);
            }
            hits.sort_by(|a, b| a.title.cmp(&b.title));
            Html(render(&hits))
        })
        .await
}

fn book(title: &str, author: &str, club: &'static str) -> Book {
    Book { title: title.into(), author: author.into(), club }
}

#[tokio::main]
async fn main() {
    let shelves: Shelves = Arc::new(vec![
        Arc::new(vec![
            book("The Remains of the Day", "Kazuo Ishiguro", "Tuesday Readers"),
            book("Piranesi", "Susanna Clarke", "Tuesday Readers"),
        ]),
        Arc::new(vec![
            book("Middlemarch", "George Eliot", "Riverside Page Turners"),
            book("The Overstory", "Richard Powers", "Riverside Page Turners"),
        ]),
        Arc::new(vec![book("Lincoln in the Bardo", "George Saunders", "Night Owls")]),
    ]);
    let app = Router::new().route("/search", get(search)).with_state(shelves);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8084").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
