// A soap maker label download program of the h75 set (cwe-022-path).
use axum::{
    extract::{Path, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use std::{io::ErrorKind, path::PathBuf, sync::Arc};
use thiserror::Error;

#[derive(Debug, Error)]
enum LabelError {
    #[error("label name is empty")]
    Empty,
    #[error("label name contains a forbidden sequence: {0:?}")]
    Forbidden(String),
    #[error("label not found")]
    NotFound,
    #[error("storage error: {0}")]
    Io(#[from] std::io::Error),
}

impl IntoResponse for LabelError {
    fn into_response(self) -> Response {
        let status = match &self {
            LabelError::Empty | LabelError::Forbidden(_) => StatusCode::BAD_REQUEST,
            LabelError::NotFound => StatusCode::NOT_FOUND,
            LabelError::Io(err) => {
                tracing::error!(error = %err, "label storage failure");
                StatusCode::INTERNAL_SERVER_ERROR
            }
        };
        (status, self.to_string()).into_response()
    }
}

struct LabelStore {
    root: PathBuf,
}

fn check_label_name(name: &str) -> Result<(), LabelError> {
    if name.trim().is_empty() {
        return Err(LabelError::Empty);
    }
    for needle in ["..", "/", "\\", "\0"] {
        if name.contains(needle) {
            return Err(LabelError::Forbidden(needle.to_string()));
        }
    }
    Ok(())
}

async fn download_label(
    State(store): State<Arc<LabelStore>>,
    Path(name): Path<String>,
) -> Result<Response, LabelError> {
    if let Err(err) = check_label_name(&name) {
        tracing::warn!(label = %name, error = %err, "label name failed validation");
        return Err(err);
    }

    let target = store.root.join(&name);
    let resolved = match tokio::fs::canonicalize(&target).await {
        Ok(path) => path,
        Err(err) if err.kind() == ErrorKind::NotFound => return Err(LabelError::NotFound),
        Err(err) => return Err(err.into()),
    };
    if !resolved.starts_with(&store.root) {
        return Err(LabelError::Forbidden(name));
    }
    let bytes = match tokio::fs::read(&resolved).await {
        Ok(bytes) => bytes,
        Err(err) if err.kind() == ErrorKind::NotFound => return Err(LabelError::NotFound),
        Err(err) => return Err(err.into()),
    };

    tracing::info!(label = %name, size = bytes.len(), "serving batch label");
    Ok((
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, "application/pdf"),
            (header::CONTENT_DISPOSITION, "attachment"),
        ],
        bytes,
    )
        .into_response())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();

    let root = std::env::var("LABEL_DIR").unwrap_or_else(|_| "/srv/soapworks/labels".to_string());
    let root = std::fs::canonicalize(&root)?;
    let store = Arc::new(LabelStore { root });

    let app = Router::new()
        .route("/labels/:name", get(download_label))
        .with_state(store);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
