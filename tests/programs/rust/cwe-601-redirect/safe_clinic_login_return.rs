// Patient portal sign-in completion handler that sends the user back to the page they originally requested.
use axum::{
    extract::{Query, State},
    response::{IntoResponse, Redirect},
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use serde::Deserialize;
use std::sync::Arc;
use url::Url;

pub struct PortalCtx {
    pub sessions: crate::session::SessionStore,
    pub public_base: Url,
}

#[derive(Deserialize)]
pub struct Callback {
    code: String,
    next: Option<String>,
}

fn return_target(base: &Url, next: Option<&str>) -> String {
    let fallback = "/appointments".to_string();
    let Some(n) = next else { return fallback };
    let Ok(joined) = base.join(n) else { return fallback };
    if joined.origin() != base.origin() {
        return fallback;
    }
    joined.to_string()
}

pub async fn finish_login(
    State(ctx): State<Arc<PortalCtx>>,
    jar: CookieJar,
    Query(cb): Query<Callback>,
) -> impl IntoResponse {
    let Ok(session_id) = ctx.sessions.redeem_code(&cb.code).await else {
        return (jar, Redirect::to("/login?error=expired"));
    };
    let cookie = Cookie::build(("portal_sid", session_id))
        .path("/")
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Lax)
        .build();

    let target = return_target(&ctx.public_base, cb.next.as_deref());
    (jar.add(cookie), Redirect::to(&target))
}
