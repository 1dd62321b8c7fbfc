// Axum login form handler that signs the user in and sends them back to the page they came from.
use axum::{
    extract::{Form, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::post,
    Router,
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Deserialize)]
struct LoginForm {
    username: String,
    password: String,
    next: Option<String>,
}

trait Authenticator: Send + Sync {
    fn login(&self, username: &str, password: &str) -> Option<String>;
}

const HOME: &str = "/dashboard";

fn is_local_path(target: &str) -> bool {
    target.starts_with('/')
        && !target.starts_with("//")
        && !target.starts_with("/\\")
        && !target.chars().any(|c| c.is_control() || c == '\\')
}

fn landing_page(next: Option<&str>) -> String {
    match next {
        Some(target) if is_local_path(target) => target.to_string(),
        _ => HOME.to_string(),
    }
}

async fn login(
    State(auth): State<Arc<dyn Authenticator>>,
    jar: CookieJar,
    Form(form): Form<LoginForm>,
) -> Response {
    let Some(session_id) = auth.login(&form.username, &form.password) else {
        return (StatusCode::UNAUTHORIZED, "invalid credentials").into_response();
    };
    let cookie = Cookie::build(("sid", session_id))
        .path("/")
        .secure(true)
        .http_only(true)
        .same_site(SameSite::Lax);
    let target = landing_page(form.next.as_deref());
    (jar.add(cookie), Redirect::to(&target)).into_response()
}

pub fn router(auth: Arc<dyn Authenticator>) -> Router {
    Router::new().route("/login", post(login)).with_state(auth)
}
