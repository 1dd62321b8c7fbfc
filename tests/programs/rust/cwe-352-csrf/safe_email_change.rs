// Account settings form handler that lets a signed-in user change their contact email address.
use axum::{
    extract::{Form, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::post,
    Router,
};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use std::{collections::HashMap, sync::Arc};
use subtle::ConstantTimeEq;
use tokio::sync::RwLock;

#[derive(Clone, Default)]
struct AppState {
    sessions: Arc<RwLock<HashMap<String, u64>>>,
    emails: Arc<RwLock<HashMap<u64, String>>>,
}

#[derive(Deserialize)]
struct EmailForm {
    email: String,
    csrf_token: Option<String>,
}

fn csrf_matches(jar: &CookieJar, submitted: &str) -> bool {
    match jar.get("csrf") {
        Some(c) if !c.value().is_empty() => c.value().as_bytes().ct_eq(submitted.as_bytes()).into(),
        _ => false,
    }
}

async fn current_user(state: &AppState, jar: &CookieJar) -> Option<u64> {
    let sid = jar.get("sid")?.value().to_string();
    state.sessions.read().await.get(&sid).copied()
}

async fn change_email(State(state): State<AppState>, jar: CookieJar, Form(form): Form<EmailForm>) -> Response {
    let Some(user_id) = current_user(&state, &jar).await else {
        return StatusCode::UNAUTHORIZED.into_response();
    };
    let token = form.csrf_token.as_deref().unwrap_or_default();
    if !csrf_matches(&jar, token) {
        return StatusCode::FORBIDDEN.into_response();
    }
    if !form.email.contains('@') || form.email.len() > 254 {
        return StatusCode::UNPROCESSABLE_ENTITY.into_response();
    }
    state.emails.write().await.insert(user_id, form.email.trim().to_string());
    Redirect::to("/settings?saved=1").into_response()
}

pub fn router() -> Router {
    Router::new()
        .route("/settings/email", post(change_email))
        .with_state(AppState::default())
}
