// A stained glass upload program of the h63 set (cwe-022-path).
use std::path::PathBuf;
use std::sync::Arc;

use async_trait::async_trait;
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use axum::routing::post;
use axum::{Json, Router};
use serde::Serialize;

/// A cartoon (full-size design drawing) uploaded for a window commission.
pub struct CartoonUpload {
    commission_id: u32,
    file_name: String,
    bytes: Vec<u8>,
}

impl CartoonUpload {
    pub fn new(commission_id: u32, raw_name: &str, bytes: Vec<u8>) -> Result<Self, &'static str> {
        if bytes.is_empty() || bytes.len() > 20 * 1024 * 1024 {
            return Err("cartoon must be between 1 byte and 20 MiB");
        }
        let file_name = raw_name.trim().to_string();
        if file_name.is_empty() {
            return Err("file name missing");
        }
        Ok(Self { commission_id, file_name, bytes })
    }
}

#[async_trait]
pub trait DesignStore: Send + Sync {
    async fn put(&self, upload: &CartoonUpload) -> std::io::Result<PathBuf>;
}

pub struct LocalDesignStore {
    root: PathBuf,
}

#[async_trait]
impl DesignStore for LocalDesignStore {
    async fn put(&self, upload: &CartoonUpload) -> std::io::Result<PathBuf> {
        let folder = self.root.join(format!("commission-{}", upload.commission_id));
        tokio::fs::create_dir_all(&folder).await?;
        let target = folder.join(&upload.file_name);
        tokio::fs::write(&target, &upload.bytes).await?;
        Ok(target)
    }
}

pub struct DesignService {
    store: Arc<dyn DesignStore>,
}

impl DesignService {
    pub async fn accept(&self, upload: CartoonUpload) -> Result<String, StatusCode> {
        let stored = self.store.put(&upload).await.map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
        Ok(stored.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default())
    }
}

#[derive(Serialize)]
struct Stored {
    commission_id: u32,
    files: Vec<String>,
}

async fn upload_cartoons(
    State(service): State<Arc<DesignService>>,
    Path(commission_id): Path<u32>,
    mut multipart: Multipart,
) -> Result<Json<Stored>, StatusCode> {
    let mut files = Vec::new();
    while let Some(field) = multipart.next_field().await.map_err(|_| StatusCode::BAD_REQUEST)? {
        let Some(raw_name) = field.file_name().map(str::to_owned) else { continue };
        let bytes = field.bytes().await.map_err(|_| StatusCode::BAD_REQUEST)?;
        let upload = CartoonUpload::new(commission_id, &raw_name, bytes.to_vec())
            .map_err(|_| StatusCode::UNPROCESSABLE_ENTITY)?;
        files.push(service.accept(upload).await?);
    }
    Ok(Json(Stored { commission_id, files }))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = PathBuf::from(std::env::var("CARTOON_ROOT").unwrap_or_else(|_| "/srv/cartoons".into()));
    let service = Arc::new(DesignService { store: Arc::new(LocalDesignStore { root }) });
    let app = Router::new()
        .route("/commissions/{commission_id}/cartoons", post(upload_cartoons))
        .with_state(service);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:3000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
