// A proof download program of the h71 set (cwe-022-path).
use std::path::{Path, PathBuf};

use axum::{
    body::Body,
    extract::{Query, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use serde::Deserialize;

#[derive(Clone)]
struct AppState {
    proof_root: PathBuf,
}

#[derive(Deserialize)]
struct ProofQuery {
    order: String,
    file: String,
}

#[derive(Debug)]
enum ProofError {
    BadOrder,
    BadFileName,
    NotFound,
    Io(std::io::Error),
}

impl std::fmt::Display for ProofError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ProofError::BadOrder => write!(f, "order reference is not valid"),
            ProofError::BadFileName => write!(f, "proof file name is not valid"),
            ProofError::NotFound => write!(f, "proof not found"),
            ProofError::Io(e) => write!(f, "could not read proof: {e}"),
        }
    }
}

impl From<std::io::Error> for ProofError {
    fn from(e: std::io::Error) -> Self {
        match e.kind() {
            std::io::ErrorKind::NotFound => ProofError::NotFound,
            _ => ProofError::Io(e),
        }
    }
}

impl IntoResponse for ProofError {
    fn into_response(self) -> Response {
        let status = match self {
            ProofError::BadOrder | ProofError::BadFileName => StatusCode::BAD_REQUEST,
            ProofError::NotFound => StatusCode::NOT_FOUND,
            ProofError::Io(_) => StatusCode::INTERNAL_SERVER_ERROR,
        };
        (status, self.to_string()).into_response()
    }
}

fn order_number(raw: &str) -> Result<u32, ProofError> {
    raw.trim_start_matches("BB-")
        .parse::<u32>()
        .map_err(|_| ProofError::BadOrder)
}

fn proof_file_name(raw: &str) -> Result<&str, ProofError> {
    Path::new(raw)
        .file_name()
        .and_then(|n| n.to_str())
        .filter(|n| n.ends_with(".pdf"))
        .ok_or(ProofError::BadFileName)
}

async fn download_proof(
    State(state): State<AppState>,
    Query(ProofQuery { order, file }): Query<ProofQuery>,
) -> Result<Response, ProofError> {
    let order_no = order_number(&order)?;
    let name = proof_file_name(&file)?;
    tracing::info!(order_no, name, "serving binding proof");

    let dir = state.proof_root.join(format!("{order_no:06}"));
    let path = tokio::fs::canonicalize(dir.join(name)).await?;
    if !path.starts_with(&state.proof_root) {
        return Err(ProofError::BadFileName);
    }

    let bytes = tokio::fs::read(&path).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/pdf".to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("inline; filename=\"{name}\""),
            ),
        ],
        Body::from(bytes),
    )
        .into_response())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let state = AppState {
        proof_root: PathBuf::from("/srv/bindery/proofs"),
    };
    let app = Router::new()
        .route("/portal/proofs", get(download_proof))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
