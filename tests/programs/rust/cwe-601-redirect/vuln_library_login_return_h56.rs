// Axum sign-in handler for the public library catalogue that sends patrons back to the page they came from.
use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::post,
    Form, Router,
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use serde::Deserialize;
use std::sync::Arc;

type Authenticator = Arc<dyn Fn(&str, &str) -> Option<String> + Send + Sync>;

#[derive(Deserialize)]
struct SignIn {
    card_number: String,
    pin: String,
    next: Option<String>,
}

const CATALOGUE_HOST: &str = "catalogue.citylibrary.org";

fn return_target(next: Option<&str>) -> &str {
    next.filter(|n| n.starts_with('/') || n.contains(CATALOGUE_HOST))
        .unwrap_or("/account")
}

fn session_cookie(session_id: String) -> Cookie<'static> {
    Cookie::build(("opac_session", session_id))
        .path("/")
        .secure(true)
        .http_only(true)
        .same_site(SameSite::Lax)
        .build()
}

async fn sign_in(
    State(auth): State<Authenticator>,
    jar: CookieJar,
    Form(form): Form<SignIn>,
) -> Response {
    match auth(&form.card_number, &form.pin) {
        Some(session_id) => {
            let target = return_target(form.next.as_deref()).to_owned();
            (jar.add(session_cookie(session_id)), Redirect::to(&target)).into_response()
        }
        None => (StatusCode::UNAUTHORIZED, "card number or PIN not recognised").into_response(),
    }
}

pub fn router(auth: Authenticator) -> Router {
    Router::new().route("/login", post(sign_in)).with_state(auth)
}
