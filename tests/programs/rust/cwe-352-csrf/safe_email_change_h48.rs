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
use subtle::ConstantTimeEq;

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
    csrf_token: String,
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
    let (user_id, token_ok) = match state.sessions.lock().unwrap().get(&sid) {
        Some(s) => (s.user_id, bool::from(s.csrf_token.as_bytes().ct_eq(form.csrf_token.as_bytes()))),
        None => return StatusCode::UNAUTHORIZED.into_response(),
    };
    if !same_origin(&headers, &state.public_origin) || !token_ok {
        tracing::warn!(user_id, "rejected email change with bad origin or token");
        return StatusCode::FORBIDDEN.into_response();
    }
    if !form.email.contains('@') || form.email.len() > 254 {
        return StatusCode::UNPROCESSABLE_ENTITY.into_response();
    }
    state.emails.lock().unwrap().insert(user_id, form.email);
    Redirect::to("/settings?updated=email").into_response()
}
