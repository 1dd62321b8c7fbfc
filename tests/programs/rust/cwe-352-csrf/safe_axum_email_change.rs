// Axum form handler that lets a signed-in user change the email address on their account.
use axum::{
    extract::{Form, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::post,
    Router,
};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use subtle::ConstantTimeEq;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

#[derive(Clone)]
struct Session {
    user_id: u64,
    csrf_token: String,
}

#[derive(Default)]
struct AppState {
    sessions: RwLock<HashMap<String, Session>>,
    emails: RwLock<HashMap<u64, String>>,
}

#[derive(Deserialize)]
struct EmailForm {
    email: String,
    csrf_token: String,
}

fn current_session(state: &AppState, jar: &CookieJar) -> Option<Session> {
    let sid = jar.get("sid")?.value().to_owned();
    state.sessions.read().ok()?.get(&sid).cloned()
}

fn token_matches(form: &EmailForm, session: &Session) -> bool {
    !form.csrf_token.is_empty()
        && bool::from(form.csrf_token.as_bytes().ct_eq(session.csrf_token.as_bytes()))
}

async fn change_email(
    State(state): State<Arc<AppState>>,
    jar: CookieJar,
    Form(form): Form<EmailForm>,
) -> Response {
    let Some(session) = current_session(&state, &jar) else {
        return StatusCode::UNAUTHORIZED.into_response();
    };
    if !token_matches(&form, &session) {
        return StatusCode::FORBIDDEN.into_response();
    }
    if !form.email.contains('@') {
        return (StatusCode::BAD_REQUEST, "invalid email").into_response();
    }
    state.emails.write().unwrap().insert(session.user_id, form.email.trim().to_string());
    Redirect::to("/settings?saved=1").into_response()
}

pub fn router() -> Router {
    Router::new()
        .route("/settings/email", post(change_email))
        .with_state(Arc::new(AppState::default()))
}
