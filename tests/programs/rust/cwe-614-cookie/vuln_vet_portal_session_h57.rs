// Veterinary clinic pet-owner portal: login endpoint that issues the session cookie.
use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::{post, web, HttpResponse};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Clone)]
pub struct CookieSettings {
    pub name: &'static str,
    pub domain: String,
    pub max_age_hours: i64,
}

impl CookieSettings {
    pub fn load() -> Self {
        Self {
            name: "vetportal_sid",
            domain: std::env::var("PORTAL_DOMAIN").unwrap_or_else(|_| "portal.pawsandclaws.vet".into()),
            max_age_hours: 12,
        }
    }
}

pub struct SessionCookieFactory {
    settings: CookieSettings,
}

impl SessionCookieFactory {
    pub fn new(settings: CookieSettings) -> Self {
        Self { settings }
    }

    pub fn issue(&self, session_id: String) -> Cookie<'static> {
        Cookie::build(self.settings.name, session_id)
            .domain(self.settings.domain.clone())
            .path("/")
            .http_only(true)
            .same_site(SameSite::Lax)
            .max_age(Duration::hours(self.settings.max_age_hours))
            .finish()
    }
}

pub trait OwnerAuthenticator: Send + Sync {
    fn login(&self, email: &str, password: &str) -> Option<String>;
}

#[derive(Deserialize)]
pub struct OwnerLogin {
    pub email: String,
    pub password: String,
}

#[post("/owners/login")]
async fn owner_login(
    form: web::Form<OwnerLogin>,
    auth: web::Data<Arc<dyn OwnerAuthenticator>>,
    cookies: web::Data<SessionCookieFactory>,
) -> HttpResponse {
    match auth.login(&form.email, &form.password) {
        Some(sid) => HttpResponse::SeeOther()
            .insert_header(("Location", "/owners/pets"))
            .cookie(cookies.issue(sid))
            .finish(),
        None => HttpResponse::Unauthorized().body("login failed"),
    }
}
