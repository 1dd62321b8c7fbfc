// Accepts plugin bundle uploads and installs those whose digest is in the trusted manifest.
use std::collections::HashSet;
use std::sync::Arc;

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::StatusCode,
    routing::put,
    Router,
};
use sha2::{Digest, Sha256};

struct Manifest {
    trusted: HashSet<String>,
}

impl Manifest {
    fn load(raw: &str) -> Self {
        let trusted = raw
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(str::to_lowercase)
            .collect();
        Manifest { trusted }
    }
}

fn bundle_digest(data: &[u8]) -> String {
    let mut hasher = Sha256::new();
    hasher.update(data);
    hex::encode(hasher.finalize())
}

async fn install(
    State(manifest): State<Arc<Manifest>>,
    Path(name): Path<String>,
    body: Bytes,
) -> StatusCode {
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return StatusCode::BAD_REQUEST;
    }
    if !manifest.trusted.contains(&bundle_digest(&body)) {
        return StatusCode::FORBIDDEN;
    }
    match tokio::fs::write(format!("/opt/app/plugins/{}.wasm", name), &body).await {
        Ok(()) => StatusCode::CREATED,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

#[tokio::main]
async fn main() {
    let raw = std::fs::read_to_string("/etc/app/trusted-plugins.txt").expect("manifest");
    let app = Router::new()
        .route("/admin/plugins/:name", put(install))
        .with_state(Arc::new(Manifest::load(&raw)));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:8095").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
