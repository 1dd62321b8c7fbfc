// Recruiting platform handler that creates one-time interview booking links for shortlisted candidates.
use axum::{extract::{Json, State}, http::StatusCode, routing::post, Router};
use serde::{Deserialize, Serialize};
use std::{collections::HashMap, sync::Arc};
use tokio::sync::RwLock;

#[derive(Deserialize)]
pub struct InviteRequest {
    candidate_id: u64,
    vacancy_id: u64,
}

#[derive(Serialize)]
pub struct InviteLink {
    url: String,
}

pub trait TokenSource: Send + Sync {
    fn token(&self, len: usize) -> String;
}

pub struct DefaultTokenSource;

impl TokenSource for DefaultTokenSource {
    fn token(&self, len: usize) -> String {
        std::iter::repeat_with(fastrand::alphanumeric).take(len).collect()
    }
}

pub struct InviteService {
    tokens: Box<dyn TokenSource>,
    pending: RwLock<HashMap<String, (u64, u64)>>,
    public_base: String,
}

impl InviteService {
    pub async fn create(&self, req: &InviteRequest) -> InviteLink {
        let token = self.tokens.token(32);
        self.pending.write().await.insert(token.clone(), (req.candidate_id, req.vacancy_id));
        InviteLink { url: format!("{}/interviews/book/{}", self.public_base, token) }
    }
}

async fn create_invite(
    State(svc): State<Arc<InviteService>>,
    Json(req): Json<InviteRequest>,
) -> Result<Json<InviteLink>, StatusCode> {
    if req.candidate_id == 0 || req.vacancy_id == 0 {
        return Err(StatusCode::BAD_REQUEST);
    }
    Ok(Json(svc.create(&req).await))
}

pub fn router(public_base: String) -> Router {
    let svc = InviteService {
        tokens: Box::new(DefaultTokenSource),
        pending: RwLock::new(HashMap::new()),
        public_base,
    };
    Router::new().route("/recruiters/invites", post(create_invite)).with_state(Arc::new(svc))
}
