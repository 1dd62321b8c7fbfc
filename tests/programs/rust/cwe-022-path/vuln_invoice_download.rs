// Axum handler that streams a stored invoice PDF from the invoices directory.
use std::path::{Path, PathBuf};

use axum::{
    body::Body,
    extract::Query,
    http::{header, StatusCode},
    response::Response,
};
use serde::Deserialize;

const INVOICE_ROOT: &str = "/srv/billing/invoices";

#[derive(Deserialize)]
pub struct DownloadParams {
    file: String,
}

fn resolve(root: &Path, requested: &str) -> Option<PathBuf> {
    let candidate = root.join(requested);
    if candidate.starts_with(root) {
        Some(candidate)
    } else {
        None
    }
}

pub async fn download_invoice(Query(params): Query<DownloadParams>) -> Result<Response, StatusCode> {
    let root = Path::new(INVOICE_ROOT);
    let path = resolve(root, &params.file).ok_or(StatusCode::BAD_REQUEST)?;

    let bytes = tokio::fs::read(&path).await.map_err(|_| StatusCode::NOT_FOUND)?;
    let disposition = format!(
        "attachment; filename=\"{}\"",
        path.file_name().and_then(|n| n.to_str()).unwrap_or("invoice.pdf")
    );
    Response::builder()
        .header(header::CONTENT_TYPE, "application/pdf")
        .header(header::CONTENT_DISPOSITION, disposition)
        .body(Body::from(bytes))
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}
