// Axum login handler that verifies credentials and issues the session cookie.
use std::sync::Arc;

use axum::{extract::State, http::StatusCode, response::Redirect, Form};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use serde::Deserialize;
use time::Duration;

pub trait SessionStore: Send + Sync {
    fn verify(&self, email: &str, password: &str) -> Option<u64>;
    fn create(&self, user_id: u64) -> String;
}

pub struct CookieSettings {
    pub name: &'static str,
    pub secure: bool,
    pub http_only: bool,
    pub max_age_hours: i64,
}

pub const SESSION_COOKIE: CookieSettings = CookieSettings {
    name: "sid",
    secure: false,
    http_only: true,
    max_age_hours: 12,
};

#[derive(Deserialize)]
pub struct LoginForm {
    email: String,
    password: String,
}

fn session_cookie(settings: &CookieSettings, token: String) -> Cookie<'static> {
    Cookie::build((settings.name, token))
        .path("/")
        .secure(settings.secure)
        .http_only(settings.http_only)
        .same_site(SameSite::Lax)
        .max_age(Duration::hours(settings.max_age_hours))
        .build()
}

pub async fn login(
    State(store): State<Arc<dyn SessionStore>>,
    jar: CookieJar,
    Form(form): Form<LoginForm>,
) -> Result<(CookieJar, Redirect), StatusCode> {
    let user_id = store
        .verify(form.email.trim(), &form.password)
        .ok_or(StatusCode::UNAUTHORIZED)?;
    let token = store.create(user_id);
    let jar = jar.add(session_cookie(&SESSION_COOKIE, token));
    Ok((jar, Redirect::to("/home")))
}
