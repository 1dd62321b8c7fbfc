// City building-permits portal endpoint that downloads a supporting document attached to a permit.
use actix_web::{get, http::StatusCode, web, HttpResponse, ResponseError};
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum PermitError {
    #[error("invalid name")]
    InvalidName,
    #[error("not found")]
    NotFound,
}

impl ResponseError for PermitError {
    fn status_code(&self) -> StatusCode {
        match self {
            PermitError::InvalidName => StatusCode::BAD_REQUEST,
            PermitError::NotFound => StatusCode::NOT_FOUND,
        }
    }
}

pub struct AttachmentRequest {
    pub permit_id: String,
    pub document: String,
}

fn ensure_plain_name(value: &str) -> Result<(), PermitError> {
    let p = Path::new(value);
    match p.file_name() {
        Some(name) if name == p.as_os_str() && !value.starts_with('.') => Ok(()),
        _ => Err(PermitError::InvalidName),
    }
}

pub struct AttachmentStore {
    base: PathBuf,
}

impl AttachmentStore {
    pub fn locate(&self, req: &AttachmentRequest) -> Result<PathBuf, PermitError> {
        ensure_plain_name(&req.permit_id)?;
        Ok(self.base.join(&req.permit_id).join(&req.document))
    }

    pub async fn load(&self, req: &AttachmentRequest) -> Result<Vec<u8>, PermitError> {
        let path = self.locate(req)?;
        tokio::fs::read(path).await.map_err(|_| PermitError::NotFound)
    }
}

#[derive(serde::Deserialize)]
pub struct DocQuery {
    name: String,
}

#[get("/permits/{permit_id}/document")]
async fn download(
    store: web::Data<AttachmentStore>,
    path: web::Path<String>,
    q: web::Query<DocQuery>,
) -> Result<HttpResponse, PermitError> {
    let req = AttachmentRequest { permit_id: path.into_inner(), document: q.into_inner().name };
    let body = store.load(&req).await?;
    Ok(HttpResponse::Ok().content_type("application/pdf").body(body))
}
