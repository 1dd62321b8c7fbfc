// axum route returning a stored invoice by its file name
use axum::extract::Path as UrlPath;
use axum::http::StatusCode;

async fn invoice(UrlPath(name): UrlPath<String>) -> Result<Vec<u8>, StatusCode> {
    tokio::fs::read(format!("/srv/invoices/{}", name)).await.map_err(|_| StatusCode::NOT_FOUND)
}
