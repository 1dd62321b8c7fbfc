// Actix-web sign-in endpoint that issues the session cookie according to the session settings.
use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::{post, web, HttpResponse};
use serde::Deserialize;

#[derive(Clone)]
pub struct SessionSettings {
    pub cookie_name: &'static str,
    pub secure: bool,
    pub http_only: bool,
    pub max_age_hours: i64,
}

impl Default for SessionSettings {
    fn default() -> Self {
        SessionSettings {
            cookie_name: "portal_sid",
            secure: true,
            http_only: true,
            max_age_hours: 12,
        }
    }
}

#[derive(Deserialize)]
pub struct Credentials {
    pub username: String,
    pub password: String,
}

pub trait SessionIssuer {
    fn sign_in(&self, username: &str, password: &str) -> Option<String>;
}

fn session_cookie<'a>(settings: &SessionSettings, token: String) -> Cookie<'a> {
    Cookie::build(settings.cookie_name, token)
        .path("/")
        .secure(settings.secure)
        .http_only(settings.http_only)
        .same_site(SameSite::Lax)
        .max_age(Duration::hours(settings.max_age_hours))
        .finish()
}

#[post("/session")]
pub async fn sign_in(
    creds: web::Json<Credentials>,
    settings: web::Data<SessionSettings>,
    issuer: web::Data<Box<dyn SessionIssuer + Send + Sync>>,
) -> HttpResponse {
    match issuer.sign_in(&creds.username, &creds.password) {
        Some(token) => HttpResponse::NoContent().cookie(session_cookie(&settings, token)).finish(),
        None => HttpResponse::Unauthorized().finish(),
    }
}
