// axum download handler refusing files outside the shared folder
use axum::extract::Query;
use axum::http::StatusCode;
use serde::Deserialize;
use std::path::PathBuf;

#[derive(Deserialize)]
struct Download {
    file: String,
}

async fn download(Query(q): Query<Download>) -> Result<Vec<u8>, StatusCode> {
    let base = PathBuf::from("/srv/shared");
    match base.join(&q.file).canonicalize() {
        Ok(p) if !p.starts_with(&base) => Err(StatusCode::FORBIDDEN),
        Ok(p) => std::fs::read(p).map_err(|_| StatusCode::NOT_FOUND),
        Err(_) => Err(StatusCode::NOT_FOUND),
    }
}
