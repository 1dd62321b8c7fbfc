// Axum single sign-on callback for the government forms portal that returns users to their page.
use axum::{
    extract::Query,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use axum_extra::extract::cookie::{Cookie, CookieJar};
use serde::Deserialize;

const TOKEN_ENDPOINT: &str = "https://idp.forms.gov.example/oauth/token";
const DEFAULT_LANDING: &str = "/forms";

#[derive(Deserialize)]
struct CallbackParams {
    code: String,
    next: Option<String>,
}

fn is_local_path(target: &str) -> bool {
    target.starts_with('/')
}

async fn exchange_code(code: &str) -> Option<String> {
    let resp = reqwest::Client::new()
        .post(TOKEN_ENDPOINT)
        .form(&[("grant_type", "authorization_code"), ("code", code)])
        .send()
        .await
        .ok()?;
    let body: serde_json::Value = resp.json().await.ok()?;
    body.get("session_id")?.as_str().map(str::to_owned)
}

async fn sso_callback(jar: CookieJar, Query(params): Query<CallbackParams>) -> Response {
    let Some(session_id) = exchange_code(&params.code).await else {
        return Redirect::to("/login?error=sso").into_response();
    };
    let next = params.next.unwrap_or_else(|| DEFAULT_LANDING.to_string());
    let target = if is_local_path(&next) { next } else { DEFAULT_LANDING.to_string() };

    let cookie = Cookie::build(("portal_sid", session_id))
        .path("/")
        .secure(true)
        .http_only(true);
    (jar.add(cookie), Redirect::to(&target)).into_response()
}

pub fn router() -> Router {
    Router::new().route("/sso/callback", get(sso_callback))
}
