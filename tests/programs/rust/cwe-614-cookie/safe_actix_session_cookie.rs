// Issues the login session cookie for the actix-web back-office application served over HTTPS.
use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::{post, web, HttpResponse};
use serde::Deserialize;

pub struct CookiePolicy {
    pub name: &'static str,
    pub secure: bool,
    pub http_only: bool,
    pub same_site: SameSite,
    pub max_age_hours: i64,
}

pub const SESSION_COOKIE: CookiePolicy = CookiePolicy {
    name: "bo_session",
    secure: true,
    http_only: true,
    same_site: SameSite::Lax,
    max_age_hours: 8,
};

#[derive(Deserialize)]
pub struct LoginForm {
    username: String,
    password: String,
}

fn session_cookie(policy: &CookiePolicy, token: String) -> Cookie<'static> {
    Cookie::build(policy.name, token)
        .path("/")
        .secure(policy.secure)
        .http_only(policy.http_only)
        .same_site(policy.same_site)
        .max_age(Duration::hours(policy.max_age_hours))
        .finish()
}

#[post("/login")]
async fn login(
    form: web::Form<LoginForm>,
    auth: web::Data<crate::auth::Authenticator>,
) -> HttpResponse {
    match auth.login(&form.username, &form.password).await {
        Ok(token) => HttpResponse::SeeOther()
            .insert_header(("Location", "/dashboard"))
            .cookie(session_cookie(&SESSION_COOKIE, token))
            .finish(),
        Err(_) => HttpResponse::Unauthorized().body("invalid credentials"),
    }
}
