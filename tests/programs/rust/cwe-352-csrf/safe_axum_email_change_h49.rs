// Account settings handler that lets a signed-in user change their e-mail address (axum).
use axum::{extract::State, http::StatusCode, response::Redirect, Form};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use std::sync::Arc;
use subtle::ConstantTimeEq;

#[derive(Deserialize)]
pub struct EmailChange {
    new_email: String,
    csrf_token: String,
}

pub struct AppState {
    pub sessions: crate::session::SessionStore,
    pub db: sqlx::PgPool,
}

fn valid_email(email: &str) -> bool {
    let email = email.trim();
    email.len() <= 254
        && email
            .split_once('@')
            .map_or(false, |(local, domain)| !local.is_empty() && domain.contains('.'))
}

fn token_matches(submitted: &str, expected: &str) -> bool {
    !expected.is_empty() && bool::from(submitted.as_bytes().ct_eq(expected.as_bytes()))
}

pub async fn change_email(
    State(state): State<Arc<AppState>>,
    jar: CookieJar,
    Form(form): Form<EmailChange>,
) -> Result<Redirect, StatusCode> {
    let sid = jar
        .get("sid")
        .map(|c| c.value().to_owned())
        .ok_or(StatusCode::UNAUTHORIZED)?;
    let session = state.sessions.get(&sid).await.ok_or(StatusCode::UNAUTHORIZED)?;
    if !token_matches(form.csrf_token.trim(), &session.csrf_token) {
        return Err(StatusCode::FORBIDDEN);
    }
    if !valid_email(&form.new_email) {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    sqlx::query("UPDATE users SET email = $1, email_verified = false WHERE id = $2")
        .bind(form.new_email.trim())
        .bind(session.user_id)
        .execute(&state.db)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Redirect::to("/settings?saved=1"))
}
