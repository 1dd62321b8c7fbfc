// axum download handler for files below the shared folder
use axum::extract::Query;
use axum::http::StatusCode;
use serde::Deserialize;
use std::path::PathBuf;

#[derive(Deserialize)]
struct Download {
    file: String,
}

async fn download(Query(q): Query<Download>) -> Result<Vec<u8>, StatusCode> {
    let base = PathBuf::from("/srv/shared").canonicalize().map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    match base.join(&q.file).canonicalize() {
        Ok(p) if p.starts_with(&base) => std::fs::read(p).map_err(|_| StatusCode::NOT_FOUND),
        Ok(_) => Err(StatusCode::FORBIDDEN),
        Err(_) => Err(StatusCode::NOT_FOUND),
    }
}
