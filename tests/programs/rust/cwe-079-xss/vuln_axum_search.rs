// Search page that echoes the query term in an HTML heading.
use axum::{extract::Query, response::Html, routing::get, Router};
use serde::Deserialize;

#[derive(Deserialize)]
struct SearchParams {
    q: String,
}

async fn search(Query(p): Query<SearchParams>) -> Html<String> {
    Html(format!(
        "<!doctype html><html><body><h1>Results for {}</h1><ul id=\"results\"></ul></body></html>",
        p.q
    ))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/search", get(search));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
