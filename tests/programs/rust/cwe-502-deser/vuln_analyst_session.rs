// Axum extractor that restores an analytics dashboard session from a bincode-encoded cookie.
use axum::{
    async_trait,
    extract::FromRequestParts,
    http::{request::Parts, StatusCode},
};
use axum_extra::extract::cookie::{Cookie, CookieJar};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use serde::{Deserialize, Serialize};

const SESSION_COOKIE: &str = "dash_session";

#[derive(Serialize, Deserialize)]
pub struct AnalystSession {
    pub user_id: u64,
    pub workspace: String,
    pub can_export: bool,
    pub is_admin: bool,
    pub expires_at: i64,
}

pub fn session_cookie(session: &AnalystSession) -> Cookie<'static> {
    let bytes = bincode::serialize(session).expect("session serializes");
    Cookie::build((SESSION_COOKIE, URL_SAFE_NO_PAD.encode(bytes)))
        .path("/")
        .secure(true)
        .http_only(true)
        .build()
}

fn restore(raw: &str) -> Option<AnalystSession> {
    let bytes = URL_SAFE_NO_PAD.decode(raw).ok()?;
    bincode::deserialize::<AnalystSession>(&bytes).ok()
}

#[async_trait]
impl<S: Send + Sync> FromRequestParts<S> for AnalystSession {
    type Rejection = StatusCode;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let jar = CookieJar::from_headers(&parts.headers);
        let raw = jar.get(SESSION_COOKIE).ok_or(StatusCode::UNAUTHORIZED)?;
        let session = restore(raw.value()).ok_or(StatusCode::UNAUTHORIZED)?;
        if session.expires_at < chrono::Utc::now().timestamp() {
            return Err(StatusCode::UNAUTHORIZED);
        }
        Ok(session)
    }
}
