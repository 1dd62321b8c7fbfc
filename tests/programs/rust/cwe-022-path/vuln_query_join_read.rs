// file name from the axum query joined under the uploads folder and read with std::fs
use axum::{extract::Query, http::StatusCode, routing::get, Router};
use serde::Deserialize;
use std::path::Path;

#[derive(Deserialize)]
struct Params {
    name: String,
}

async fn download(Query(p): Query<Params>) -> Result<Vec<u8>, StatusCode> {
    let full = Path::new("/srv/uploads").join(&p.name);
    std::fs::read(full).map_err(|_| StatusCode::NOT_FOUND)
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/download", get(download));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
