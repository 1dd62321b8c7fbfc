// A downtown trampoline park membership account program of the h76 set (cwe-352-csrf).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::{
    extract::{Request, State},
    http::StatusCode,
    middleware::{self, Next},
    response::{IntoResponse, Response},
    routing::{get, post},
    Form, Json, Router,
};
use rand::{rngs::OsRng, RngCore};
use serde::Deserialize;
use subtle::ConstantTimeEq;
use tower_sessions::{cookie::SameSite, MemoryStore, Session, SessionManagerLayer};

const CSRF_KEY: &str = "csrf_token";
const MEMBER_KEY: &str = "member_id";

#[derive(Default)]
struct Members {
    login_codes: Mutex<HashMap<String, String>>,
    waivers: Mutex<HashMap<String, String>>,
    active: Mutex<HashMap<String, bool>>,
}

async fn require_csrf(session: Session, request: Request, next: Next) -> Response {
    let sent = request
        .headers()
        .get("x-csrf-token")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let stored: Option<String> = session.get(CSRF_KEY).await.ok().flatten();
    match (sent, stored) {
        (Some(sent), Some(stored)) if bool::from(sent.as_bytes().ct_eq(stored.as_bytes())) => {
            next.run(request).await
        }
        _ => StatusCode::FORBIDDEN.into_response(),
    }
}

async fn issue_csrf(session: Session) -> Result<Json<serde_json::Value>, StatusCode> {
    let mut raw = [0u8; 32];
    OsRng.fill_bytes(&mut raw);
    let token = hex::encode(raw);
    session.insert(CSRF_KEY, &token).await.map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Json(serde_json::json!({ "csrf_token": token })))
}

#[derive(Deserialize)]
struct Login {
    member_id: String,
    code: String,
}

async fn login(State(members): State<Arc<Members>>, session: Session, Form(form): Form<Login>) -> StatusCode {
    let expected = members.login_codes.lock().unwrap().remove(&form.member_id);
    if expected.as_deref() != Some(form.code.as_str()) {
        return StatusCode::UNAUTHORIZED;
    }
    if session.cycle_id().await.is_err() || session.insert(MEMBER_KEY, &form.member_id).await.is_err() {
        return StatusCode::INTERNAL_SERVER_ERROR;
    }
    StatusCode::NO_CONTENT
}

async fn current_member(session: &Session) -> Option<String> {
    session.get::<String>(MEMBER_KEY).await.ok().flatten()
}

#[derive(Deserialize)]
struct Waiver {
    emergency_contact: String,
}

async fn update_waiver(State(members): State<Arc<Members>>, session: Session, Form(form): Form<Waiver>) -> StatusCode {
    let Some(member) = current_member(&session).await else { return StatusCode::UNAUTHORIZED };
    members.waivers.lock().unwrap().insert(member, form.emergency_contact);
    StatusCode::NO_CONTENT
}

async fn cancel_membership(State(members): State<Arc<Members>>, session: Session) -> StatusCode {
    let Some(member) = current_member(&session).await else { return StatusCode::UNAUTHORIZED };
    members.active.lock().unwrap().insert(member, false);
    StatusCode::NO_CONTENT
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    // The booking widget is embedded on partner gym sites, so the cookie must travel cross-site.
    let sessions = SessionManagerLayer::new(MemoryStore::default())
        .with_secure(true)
        .with_same_site(SameSite::None);

    let guarded = Router::new()
        .route("/login", post(login))
        .route("/waiver", post(update_waiver))
        .route("/membership/cancel", post(cancel_membership))
        .route_layer(middleware::from_fn(require_csrf));

    let app = Router::new()
        .route("/session/csrf", get(issue_csrf))
        .merge(guarded)
        .layer(sessions)
        .with_state(Arc::new(Members::default()));

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8150").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
