// Hotel Wi-Fi captive portal that signs guests in with room number and surname and sets a session cookie.
use axum::{extract::{Form, State}, http::StatusCode, response::Redirect, routing::post, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use serde::Deserialize;
use std::sync::Arc;
use time::Duration;

pub struct CookiePolicy {
    pub name: &'static str,
    pub secure: bool,
    pub http_only: bool,
    pub max_age_hours: i64,
}

pub const PORTAL_SESSION: CookiePolicy =
    CookiePolicy { name: "hp_session", secure: false, http_only: true, max_age_hours: 24 };

#[derive(Deserialize)]
pub struct PortalLogin {
    room: String,
    surname: String,
}

pub struct GuestRegistry;

impl GuestRegistry {
    pub async fn is_in_house(&self, room: &str, surname: &str) -> bool {
        room.len() <= 5 && room.chars().all(|c| c.is_ascii_digit()) && !surname.trim().is_empty()
    }
}

fn session_cookie(policy: &CookiePolicy, value: String) -> Cookie<'static> {
    Cookie::build((policy.name, value))
        .path("/")
        .secure(policy.secure)
        .http_only(policy.http_only)
        .same_site(SameSite::Lax)
        .max_age(Duration::hours(policy.max_age_hours))
        .build()
}

async fn portal_login(
    State(registry): State<Arc<GuestRegistry>>,
    jar: CookieJar,
    Form(login): Form<PortalLogin>,
) -> Result<(CookieJar, Redirect), StatusCode> {
    if !registry.is_in_house(&login.room, &login.surname).await {
        return Err(StatusCode::UNAUTHORIZED);
    }
    let token: String = OsRng.sample_iter(&Alphanumeric).take(40).map(char::from).collect();
    Ok((jar.add(session_cookie(&PORTAL_SESSION, token)), Redirect::to("/welcome")))
}

pub fn router() -> Router {
    Router::new().route("/portal/login", post(portal_login)).with_state(Arc::new(GuestRegistry))
}
