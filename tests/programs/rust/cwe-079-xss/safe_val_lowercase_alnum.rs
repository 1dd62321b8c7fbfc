// The ASCII-alphanumeric test runs on a lowercased copy; lowercasing never yields a letter or digit from '/', '.' or '\\', so the original has no path separators.
use axum::{extract::Path, http::StatusCode};

async fn avatar(Path(user): Path<String>) -> Result<Vec<u8>, StatusCode> {
    let lower = user.to_lowercase();
    if lower.is_empty() || !lower.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Err(StatusCode::BAD_REQUEST);
    }
    tokio::fs::read(format!("/srv/avatars/{user}.png"))
        .await
        .map_err(|_| StatusCode::NOT_FOUND)
}
