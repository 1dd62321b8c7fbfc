// axum download handler: shared files, and any other existing file for staff previews
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
        Ok(p) if p.starts_with(&base) => std::fs::read(p).map_err(|_| StatusCode::NOT_FOUND),
        Ok(p) if p.is_file() => std::fs::read(&p).map_err(|_| StatusCode::NOT_FOUND),
        _ => Err(StatusCode::NOT_FOUND),
    }
}
