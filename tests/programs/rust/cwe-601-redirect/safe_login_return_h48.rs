// Completes the login form flow and sends the user back to the page they came from.
use argon2::{Argon2, PasswordHash, PasswordVerifier};
use axum::{
    extract::{Form, State},
    http::StatusCode,
    response::{IntoResponse, Redirect},
};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::Arc;

pub struct AuthService {
    password_hashes: HashMap<String, String>,
}

impl AuthService {
    async fn check(&self, username: &str, password: &str) -> bool {
        self.password_hashes
            .get(username)
            .and_then(|h| PasswordHash::new(h).ok())
            .map(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
            .unwrap_or(false)
    }
}

#[derive(Deserialize)]
pub struct LoginForm {
    username: String,
    password: String,
    next: Option<String>,
}

fn is_local_path(target: &str) -> bool {
    target.starts_with('/')
        && !target.starts_with("//")
        && !target.contains('\\')
        && !target.chars().any(|c| c.is_control())
}

fn post_login_target(next: Option<&str>) -> String {
    match next {
        Some(t) if is_local_path(t) => t.to_string(),
        _ => "/dashboard".to_string(),
    }
}

pub async fn login(
    State(auth): State<Arc<AuthService>>,
    Form(form): Form<LoginForm>,
) -> impl IntoResponse {
    if !auth.check(&form.username, &form.password).await {
        return (StatusCode::UNAUTHORIZED, "invalid credentials").into_response();
    }
    let target = post_login_target(form.next.as_deref());
    Redirect::to(&target).into_response()
}
