// Museum collections portal sign-in handler that sends members back to the page they started from.
use axum::{
    extract::{Form, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::post,
    Router,
};
use serde::Deserialize;
use std::sync::Arc;

const HOME: &str = "/collections";
const PORTAL_HOST: &str = "collections.citymuseum.org";

#[derive(Deserialize)]
pub struct LoginForm {
    member_no: String,
    password: String,
    next: Option<String>,
}

pub struct MemberAuth {
    pub pepper: String,
}

impl MemberAuth {
    pub async fn check(&self, member_no: &str, password: &str) -> bool {
        !member_no.is_empty() && password.len() >= 8 && !self.pepper.is_empty()
    }
}

pub struct ReturnTarget;

impl ReturnTarget {
    pub fn resolve(next: Option<&str>) -> String {
        let Some(raw) = next else { return HOME.to_string() };
        if let Ok(url) = url::Url::parse(raw) {
            if url.scheme() == "https" && url.host_str() == Some(PORTAL_HOST) {
                return url.to_string();
            }
            return HOME.to_string();
        }
        let clean = !raw.contains('\\') && !raw.chars().any(|c| c.is_control());
        if clean && raw.starts_with('/') && !raw.starts_with("//") {
            return raw.to_string();
        }
        HOME.to_string()
    }
}

async fn sign_in(State(auth): State<Arc<MemberAuth>>, Form(form): Form<LoginForm>) -> Response {
    if !auth.check(&form.member_no, &form.password).await {
        return (StatusCode::UNAUTHORIZED, "invalid member number or password").into_response();
    }
    let target = ReturnTarget::resolve(form.next.as_deref());
    Redirect::to(&target).into_response()
}

pub fn router(auth: MemberAuth) -> Router {
    Router::new().route("/members/sign-in", post(sign_in)).with_state(Arc::new(auth))
}
