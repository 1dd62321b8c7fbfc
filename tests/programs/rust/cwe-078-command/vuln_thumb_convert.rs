// Generates square thumbnails for uploaded product images using ImageMagick.
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    Json,
};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::sync::Arc;
use tokio::process::Command;
use uuid::Uuid;

pub struct ImageStore {
    pub originals: PathBuf,
    pub thumbs: PathBuf,
}

#[derive(Deserialize)]
pub struct ThumbParams {
    size: String,
}

#[derive(Serialize)]
pub struct ThumbResult {
    file: String,
}

pub async fn make_thumbnail(
    State(store): State<Arc<ImageStore>>,
    Path(image_id): Path<Uuid>,
    Query(params): Query<ThumbParams>,
) -> Result<Json<ThumbResult>, StatusCode> {
    if params.size.parse::<u32>().is_err() {
        tracing::warn!(size = %params.size, "non-numeric thumbnail size requested");
    }
    let input = store.originals.join(format!("{image_id}.png"));
    let out_name = format!("{image_id}_{}.png", Uuid::new_v4());
    let output = store.thumbs.join(&out_name);
    let script = format!(
        "convert {} -thumbnail {}x{}^ -gravity center -extent {}x{} {}",
        input.display(),
        params.size,
        params.size,
        params.size,
        params.size,
        output.display()
    );
    let status = Command::new("sh")
        .arg("-c")
        .arg(&script)
        .status()
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    if !status.success() {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    Ok(Json(ThumbResult { file: out_name }))
}
