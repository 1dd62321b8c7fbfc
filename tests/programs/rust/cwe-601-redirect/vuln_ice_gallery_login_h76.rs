// A studio ice sculpture gallery login and language switch program of the h76 set (cwe-601-redirect).
use std::sync::Arc;

use argon2::{Argon2, PasswordHash, PasswordVerifier};
use axum::{
    extract::{Form, FromRef, Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::{get, post},
    Router,
};
use axum_extra::extract::cookie::{Cookie, CookieJar, Key, PrivateCookieJar, SameSite};
use serde::Deserialize;

const LANDING: &str = "/gallery";

/// Only same-site paths are accepted as a place to send the visitor afterwards.
fn local_target(raw: Option<&str>) -> String {
    match raw {
        Some(path)
            if path.starts_with('/')
                && !path.starts_with("//")
                && !path.chars().any(|c| c == '\\' || c.is_control()) =>
        {
            path.to_string()
        }
        _ => LANDING.to_string(),
    }
}

struct Curators {
    username: String,
    password_hash: String,
}

impl Curators {
    fn verify(&self, username: &str, password: &str) -> bool {
        let Ok(parsed) = PasswordHash::new(&self.password_hash) else { return false };
        username == self.username && Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok()
    }
}

#[derive(Clone)]
struct AppState {
    curators: Arc<Curators>,
    key: Key,
}

impl FromRef<AppState> for Key {
    fn from_ref(state: &AppState) -> Key {
        state.key.clone()
    }
}

#[derive(Deserialize)]
struct LoginForm {
    username: String,
    password: String,
    next: Option<String>,
}

async fn login(State(state): State<AppState>, jar: PrivateCookieJar, Form(form): Form<LoginForm>) -> Response {
    if !state.curators.verify(&form.username, &form.password) {
        return (StatusCode::UNAUTHORIZED, "wrong username or password").into_response();
    }
    let session = Cookie::build(("curator", form.username))
        .path("/")
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Lax);
    let target = local_target(form.next.as_deref());
    (jar.add(session), Redirect::to(&target)).into_response()
}

#[derive(Deserialize)]
struct LangParams {
    code: String,
    return_to: Option<String>,
}

async fn switch_language(jar: CookieJar, Query(params): Query<LangParams>) -> Response {
    if !matches!(params.code.as_str(), "en" | "fr" | "de" | "ja") {
        return StatusCode::BAD_REQUEST.into_response();
    }
    let lang = Cookie::build(("lang", params.code)).path("/").secure(true);
    let target = params.return_to.unwrap_or_else(|| LANDING.to_string());
    (jar.add(lang), Redirect::to(&target)).into_response()
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let curators = Arc::new(Curators {
        username: std::env::var("CURATOR_USER")?,
        password_hash: std::env::var("CURATOR_PASSWORD_HASH")?,
    });
    let state = AppState { curators, key: Key::generate() };
    let app = Router::new()
        .route("/login", post(login))
        .route("/lang", get(switch_language))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8160").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
