// File download route that serves user uploads by name.
use axum::{extract::Path as UrlPath, http::StatusCode, routing::get, Router};
use std::path::{Component, Path};

async fn download(UrlPath(name): UrlPath<String>) -> Result<Vec<u8>, StatusCode> {
    let mut parts = Path::new(&name).components();
    match (parts.next(), parts.next()) {
        (Some(Component::Normal(_)), None) => {}
        _ => return Err(StatusCode::BAD_REQUEST),
    }
    let full = Path::new("/srv/app/uploads").join(&name);
    tokio::fs::read(full).await.map_err(|_| StatusCode::NOT_FOUND)
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/files/:name", get(download));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
