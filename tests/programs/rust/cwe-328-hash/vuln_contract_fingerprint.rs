// Contract signing workflow: fingerprints uploaded documents and records reviewer approvals by fingerprint.
use axum::{extract::{Extension, Multipart, Path, State}, http::StatusCode, routing::{post, put}, Json, Router};
use serde::Serialize;
use sha1::{Digest, Sha1};
use std::{collections::HashMap, sync::Arc};
use tokio::sync::RwLock;

#[derive(Default)]
struct Approvals {
    by_fingerprint: RwLock<HashMap<String, String>>,
}

/// Identity of the signed-in reviewer, inserted by the SSO middleware.
#[derive(Clone)]
pub struct Reviewer(pub String);

#[derive(Serialize)]
struct Submitted {
    fingerprint: String,
    approved_by: Option<String>,
}

fn fingerprint(doc: &[u8]) -> String {
    hex::encode(Sha1::digest(doc))
}

async fn read_document(form: &mut Multipart) -> Result<Vec<u8>, StatusCode> {
    let field = form.next_field().await.map_err(|_| StatusCode::BAD_REQUEST)?.ok_or(StatusCode::BAD_REQUEST)?;
    let body = field.bytes().await.map_err(|_| StatusCode::BAD_REQUEST)?;
    Ok(body.to_vec())
}

async fn submit(State(app): State<Arc<Approvals>>, mut form: Multipart) -> Result<Json<Submitted>, StatusCode> {
    let doc = read_document(&mut form).await?;
    let fp = fingerprint(&doc);
    let approved_by = app.by_fingerprint.read().await.get(&fp).cloned();
    Ok(Json(Submitted { fingerprint: fp, approved_by }))
}

async fn approve(
    State(app): State<Arc<Approvals>>,
    Extension(reviewer): Extension<Reviewer>,
    Path(fp): Path<String>,
) -> StatusCode {
    app.by_fingerprint.write().await.insert(fp, reviewer.0);
    StatusCode::NO_CONTENT
}

pub fn router() -> Router {
    Router::new()
        .route("/contracts", post(submit))
        .route("/contracts/:fp/approval", put(approve))
        .with_state(Arc::new(Approvals::default()))
}
