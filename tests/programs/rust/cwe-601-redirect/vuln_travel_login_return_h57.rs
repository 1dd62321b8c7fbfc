// Travel agency customer portal: sign-in form handler that returns users to their previous page.
use axum::{
    extract::{Form, State},
    response::{IntoResponse, Redirect, Response},
    http::StatusCode,
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Deserialize)]
pub struct SignInForm {
    pub email: String,
    pub password: String,
    pub return_to: Option<String>,
}

#[async_trait::async_trait]
pub trait AccountService: Send + Sync {
    async fn sign_in(&self, email: &str, password: &str) -> Option<String>;
}

pub struct PortalState {
    pub accounts: Arc<dyn AccountService>,
    pub default_landing: &'static str,
}

fn landing_target(requested: Option<&str>, fallback: &str) -> String {
    match requested {
        Some(p) if p.starts_with('/') => p.to_string(),
        _ => fallback.to_string(),
    }
}

pub async fn sign_in(State(state): State<Arc<PortalState>>, jar: CookieJar, Form(form): Form<SignInForm>) -> Response {
    let Some(session_id) = state.accounts.sign_in(&form.email, &form.password).await else {
        return (StatusCode::UNAUTHORIZED, "invalid email or password").into_response();
    };
    let cookie = Cookie::build(("ta_session", session_id))
        .path("/")
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Lax)
        .build();
    let target = landing_target(form.return_to.as_deref(), state.default_landing);
    (jar.add(cookie), Redirect::to(&target)).into_response()
}
