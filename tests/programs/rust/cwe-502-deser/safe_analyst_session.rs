// Axum extractor that restores an analytics dashboard session from a bincode-encoded cookie.
use axum::{
    async_trait,
    extract::FromRequestParts,
    http::{request::Parts, StatusCode},
};
use axum_extra::extract::cookie::{Cookie, CookieJar};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

const SESSION_COOKIE: &str = "dash_session";

#[derive(Serialize, Deserialize)]
pub struct AnalystSession {
    pub user_id: u64,
    pub workspace: String,
    pub can_export: bool,
    pub is_admin: bool,
    pub expires_at: i64,
}

fn mac() -> Hmac<Sha256> {
    let key = std::env::var("DASH_SESSION_KEY").expect("DASH_SESSION_KEY");
    Hmac::<Sha256>::new_from_slice(key.as_bytes()).expect("hmac accepts any key length")
}

pub fn session_cookie(session: &AnalystSession) -> Cookie<'static> {
    let bytes = bincode::serialize(session).expect("session serializes");
    let mut m = mac();
    m.update(&bytes);
    let tag = m.finalize().into_bytes();
    let value = format!("{}.{}", URL_SAFE_NO_PAD.encode(&bytes), URL_SAFE_NO_PAD.encode(tag));
    Cookie::build((SESSION_COOKIE, value)).path("/").secure(true).http_only(true).build()
}

fn restore(raw: &str) -> Option<AnalystSession> {
    let (payload, tag) = raw.split_once('.')?;
    let bytes = URL_SAFE_NO_PAD.decode(payload).ok()?;
    let tag = URL_SAFE_NO_PAD.decode(tag).ok()?;
    let mut m = mac();
    m.update(&bytes);
    m.verify_slice(&tag).ok()?;
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
