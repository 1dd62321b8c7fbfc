// Login form handler for the customer portal that returns users to the page they came from (axum).
use axum::{
    extract::{Query, State},
    response::{IntoResponse, Redirect, Response},
    Form,
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct NextParam {
    next: Option<String>,
}

#[derive(Deserialize)]
pub struct LoginForm {
    email: String,
    password: String,
}

fn post_login_target(next: Option<String>) -> String {
    match next {
        Some(path) if path.starts_with('/') => path,
        _ => "/account".to_string(),
    }
}

pub async fn login(
    State(auth): State<crate::auth::AuthService>,
    Query(q): Query<NextParam>,
    jar: CookieJar,
    Form(form): Form<LoginForm>,
) -> Response {
    let session = match auth.sign_in(&form.email, &form.password).await {
        Ok(session) => session,
        Err(_) => return Redirect::to("/login?error=1").into_response(),
    };
    let cookie = Cookie::build(("portal_session", session.token))
        .path("/")
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Lax);
    let target = post_login_target(q.next);
    (jar.add(cookie), Redirect::to(&target)).into_response()
}
