// Login form handler that sends the user back to the page they were on after authenticating.
use argon2::{password_hash::PasswordHash, Argon2, PasswordVerifier};
use axum::{
    extract::{Form, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
};
use serde::Deserialize;
use std::{collections::HashMap, sync::Arc};

#[derive(Clone)]
pub struct AuthState {
    pub password_hashes: Arc<HashMap<String, String>>,
}

#[derive(Deserialize)]
pub struct LoginForm {
    username: String,
    password: String,
    next: Option<String>,
}

fn credentials_ok(state: &AuthState, user: &str, password: &str) -> bool {
    let Some(stored) = state.password_hashes.get(user) else { return false };
    PasswordHash::new(stored)
        .map(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
        .unwrap_or(false)
}

fn return_target(next: Option<&str>) -> String {
    match next {
        Some(n) if n.starts_with('/') => n.to_string(),
        _ => "/dashboard".to_string(),
    }
}

pub async fn login(State(state): State<AuthState>, Form(form): Form<LoginForm>) -> Response {
    if !credentials_ok(&state, &form.username, &form.password) {
        return (StatusCode::UNAUTHORIZED, "invalid username or password").into_response();
    }
    let target = return_target(form.next.as_deref());
    Redirect::to(&target).into_response()
}
