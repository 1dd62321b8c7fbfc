// query value escaped with html_escape::encode_text before it is placed in Html
use axum::{extract::Query, response::Html, routing::get, Router};
use std::collections::HashMap;

async fn search(Query(q): Query<HashMap<String, String>>) -> Html<String> {
    let term = q.get("q").map(String::as_str).unwrap_or("");
    Html(format!("<h1>Results for {}</h1>", html_escape::encode_text(term)))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/search", get(search));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
