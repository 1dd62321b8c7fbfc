// Axum login endpoint that issues the browser session cookie after a successful password check.
use axum::{extract::{Json, State}, http::StatusCode, response::IntoResponse, routing::post, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use rand::{rngs::OsRng, RngCore};
use serde::Deserialize;
use std::{collections::HashMap, sync::Arc};
use tokio::sync::RwLock;

#[derive(Clone, Default)]
struct AppState {
    sessions: Arc<RwLock<HashMap<String, String>>>,
    users: Arc<HashMap<String, String>>,
}

#[derive(Deserialize)]
struct LoginBody {
    email: String,
    password: String,
}

fn check_password(state: &AppState, email: &str, password: &str) -> bool {
    use argon2::{Argon2, PasswordHash, PasswordVerifier};
    let Some(stored) = state.users.get(email) else { return false };
    let Ok(parsed) = PasswordHash::new(stored) else { return false };
    Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok()
}

fn session_cookie(token: String) -> Cookie<'static> {
    Cookie::build(("sid", token))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .max_age(time::Duration::hours(8))
        .build()
}

async fn login(State(state): State<AppState>, jar: CookieJar, Json(body): Json<LoginBody>) -> impl IntoResponse {
    if !check_password(&state, &body.email, &body.password) {
        return Err(StatusCode::UNAUTHORIZED);
    }
    let mut raw = [0u8; 32];
    OsRng.fill_bytes(&mut raw);
    let token = hex::encode(raw);
    state.sessions.write().await.insert(token.clone(), body.email);
    Ok((jar.add(session_cookie(token)), StatusCode::NO_CONTENT))
}

pub fn router(users: HashMap<String, String>) -> Router {
    let state = AppState { users: Arc::new(users), ..Default::default() };
    Router::new().route("/session", post(login)).with_state(state)
}
