// Axum handlers that create and redeem shareable invite codes for private chat channels.
use axum::{extract::{Path, State}, http::StatusCode, routing::post, Json, Router};
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use std::time::{Duration, SystemTime};

#[derive(Clone)]
struct Invite {
    channel_id: u64,
    expires: SystemTime,
}

#[derive(Clone, Default)]
struct Invites {
    inner: Arc<RwLock<HashMap<String, Invite>>>,
}

#[derive(Serialize)]
struct InviteResponse {
    code: String,
    url: String,
}

fn generate_code() -> String {
    let mut bytes = [0u8; 16];
    for b in bytes.iter_mut() {
        *b = fastrand::u8(..);
    }
    hex::encode(bytes)
}

async fn create_invite(State(invites): State<Invites>, Path(channel_id): Path<u64>) -> Json<InviteResponse> {
    let code = generate_code();
    let invite = Invite { channel_id, expires: SystemTime::now() + Duration::from_secs(86_400) };
    invites.inner.write().unwrap().insert(code.clone(), invite);
    let url = format!("https://chat.example.net/join/{}", code);
    Json(InviteResponse { code, url })
}

async fn redeem_invite(State(invites): State<Invites>, Path(code): Path<String>) -> Result<Json<u64>, StatusCode> {
    let mut map = invites.inner.write().unwrap();
    let invite = map.remove(&code).ok_or(StatusCode::NOT_FOUND)?;
    if invite.expires < SystemTime::now() {
        return Err(StatusCode::GONE);
    }
    Ok(Json(invite.channel_id))
}

pub fn router() -> Router {
    Router::new()
        .route("/channels/:channel_id/invites", post(create_invite))
        .route("/invites/:code/redeem", post(redeem_invite))
        .with_state(Invites::default())
}
