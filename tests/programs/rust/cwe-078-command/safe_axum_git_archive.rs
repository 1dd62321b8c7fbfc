// Axum handler that produces a tarball of a repository at a requested git ref.
use axum::{
    body::Body,
    extract::{Query, State},
    http::{header, StatusCode},
    response::Response,
    routing::get,
    Router,
};
use once_cell::sync::Lazy;
use regex::Regex;
use serde::Deserialize;
use std::{path::PathBuf, sync::Arc};
use tokio::process::Command;

static REF_PATTERN: Lazy<Regex> = Lazy::new(|| Regex::new(r"^[A-Za-z0-9][A-Za-z0-9._/-]*$").unwrap());

struct RepoSettings {
    checkout: PathBuf,
}

#[derive(Deserialize)]
struct ArchiveParams {
    git_ref: String,
}

fn valid_ref(r: &str) -> bool {
    REF_PATTERN.is_match(r) && r.len() < 128 && !r.contains("..")
}

async fn archive(
    State(settings): State<Arc<RepoSettings>>,
    Query(params): Query<ArchiveParams>,
) -> Result<Response, StatusCode> {
    if !valid_ref(&params.git_ref) {
        return Err(StatusCode::BAD_REQUEST);
    }
    let output = Command::new("git")
        .arg("-C")
        .arg(&settings.checkout)
        .args(["archive", "--format=tar.gz", "--end-of-options"])
        .arg(&params.git_ref)
        .output()
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    if !output.status.success() {
        return Err(StatusCode::NOT_FOUND);
    }
    Response::builder()
        .header(header::CONTENT_TYPE, "application/gzip")
        .body(Body::from(output.stdout))
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

#[tokio::main]
async fn main() {
    let settings = Arc::new(RepoSettings { checkout: PathBuf::from("/srv/mirror/platform.git") });
    let app = Router::new().route("/archive", get(archive)).with_state(settings);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:8088").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
