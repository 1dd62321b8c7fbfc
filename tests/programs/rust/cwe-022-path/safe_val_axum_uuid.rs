// Uuid::parse_str must succeed (400 via ?) and the shadowed `id` is the parsed Uuid, whose Display form is hex digits and dashes only, before the path is built.
use axum::{extract::Path, http::StatusCode};
use uuid::Uuid;

async fn get_doc(Path(id): Path<String>) -> Result<String, StatusCode> {
    let id = Uuid::parse_str(&id).map_err(|_| StatusCode::BAD_REQUEST)?;
    let path = format!("/srv/docs/{id}.json");
    tokio::fs::read_to_string(&path)
        .await
        .map_err(|_| StatusCode::NOT_FOUND)
}
