// query value formatted into an axum Html response
use axum::{extract::Query, response::Html, routing::get, Router};
use std::collections::HashMap;

async fn hello(Query(q): Query<HashMap<String, String>>) -> Html<String> {
    let name = q.get("name").cloned().unwrap_or_else(|| "guest".into());
    Html(format!("<h1>Hello {name}</h1>"))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/hello", get(hello));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
