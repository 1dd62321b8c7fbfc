// Account settings form handler that updates the signed-in user's email address.
use axum::{
    extract::{Form, State},
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Redirect},
};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

pub struct SessionData {
    pub user_id: u64,
    pub csrf_token: String,
}

pub struct AppState {
    pub sessions: Mutex<HashMap<String, SessionData>>,
    pub emails: Mutex<HashMap<u64, String>>,
    pub public_origin: String,
}

#[derive(Deserialize)]
pub struct EmailForm {
    email: String,
}

fn same_origin(headers: &HeaderMap, expected: &str) -> bool {
    headers
        .get(header::ORIGIN)
        .and_then(|v| v.to_str().ok())
        .map(|o| o == expected)
        .unwrap_or(false)
}

pub async fn change_email(
    State(state): State<Arc<AppState>>,
    jar: CookieJar,
    headers: HeaderMap,
    Form(form): Form<EmailForm>,
) -> impl IntoResponse {
    let Some(sid) = jar.get("sid").map(|c| c.value().to_string()) else {
        return StatusCode::UNAUTHORIZED.into_response();
    };
    let user_id = match state.sessions.lock().unwrap().get(&sid) {
        Some(session) => session.user_id,
        None => return StatusCode::UNAUTHORIZED.into_response(),
    };
    if !same_origin(&headers, &state.public_origin) {
        tracing::warn!(user_id, "email change submitted from unexpected origin");
    }
    if !form.email.contains('@') || form.email.len() > 254 {
        return StatusCode::UNPROCESSABLE_ENTITY.into_response();
    }
    state.emails.lock().unwrap().insert(user_id, form.email);
    Redirect::to("/settings?updated=email").into_response()
}
