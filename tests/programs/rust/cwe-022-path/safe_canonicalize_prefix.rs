// canonicalized path must start with the root, otherwise the handler returns 403 first
use axum::{extract::Query, http::StatusCode, routing::get, Router};
use serde::Deserialize;
use std::path::Path;

#[derive(Deserialize)]
struct Params {
    p: String,
}

async fn doc(Query(q): Query<Params>) -> Result<String, StatusCode> {
    let root = Path::new("/srv/docs");
    let full = root.join(&q.p).canonicalize().map_err(|_| StatusCode::NOT_FOUND)?;
    if !full.starts_with(root) {
        return Err(StatusCode::FORBIDDEN);
    }
    std::fs::read_to_string(full).map_err(|_| StatusCode::NOT_FOUND)
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/doc", get(doc));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
