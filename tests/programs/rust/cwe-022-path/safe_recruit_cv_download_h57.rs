// Recruitment agency: recruiter download endpoint for candidate CV documents.
use axum::{
    body::Body,
    extract::{Path, State},
    http::{header, StatusCode},
    response::Response,
};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Clone)]
pub struct StorageSettings {
    pub cv_root: PathBuf,
}

#[derive(Debug)]
pub enum DocumentError {
    OutsideRoot,
    NotFound,
}

pub struct CvDocumentStore {
    settings: StorageSettings,
}

impl CvDocumentStore {
    pub fn new(settings: StorageSettings) -> Self {
        Self { settings }
    }

    async fn resolve(&self, candidate_id: u32, file_name: &str) -> Result<PathBuf, DocumentError> {
        let root = tokio::fs::canonicalize(&self.settings.cv_root).await.map_err(|_| DocumentError::NotFound)?;
        let joined = root.join(candidate_id.to_string()).join(file_name);
        let full = tokio::fs::canonicalize(&joined).await.map_err(|_| DocumentError::NotFound)?;
        if !full.starts_with(&root) {
            return Err(DocumentError::OutsideRoot);
        }
        Ok(full)
    }

    pub async fn load(&self, candidate_id: u32, file_name: &str) -> Result<Vec<u8>, DocumentError> {
        let path = self.resolve(candidate_id, file_name).await?;
        tokio::fs::read(&path).await.map_err(|_| DocumentError::NotFound)
    }
}

pub async fn download_cv(
    State(store): State<Arc<CvDocumentStore>>,
    Path((candidate_id, file_name)): Path<(u32, String)>,
) -> Result<Response, StatusCode> {
    let bytes = store.load(candidate_id, &file_name).await.map_err(|e| match e {
        DocumentError::OutsideRoot => StatusCode::FORBIDDEN,
        DocumentError::NotFound => StatusCode::NOT_FOUND,
    })?;
    Response::builder()
        .header(header::CONTENT_TYPE, "application/octet-stream")
        .header(header::CONTENT_DISPOSITION, "attachment")
        .body(Body::from(bytes))
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}
