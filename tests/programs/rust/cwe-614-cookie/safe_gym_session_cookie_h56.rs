// Actix-web login route for the fitness club member portal that issues the session cookie.
use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::{post, web, HttpResponse};
use serde::Deserialize;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

#[derive(Deserialize)]
struct PortalLogin {
    email: String,
    password: String,
}

pub struct CookiePolicy {
    pub name: &'static str,
    pub secure: bool,
    pub http_only: bool,
    pub same_site: SameSite,
    pub ttl_hours: i64,
}

pub const MEMBER_SESSION: CookiePolicy = CookiePolicy {
    name: "member_sid",
    secure: true,
    http_only: true,
    same_site: SameSite::Lax,
    ttl_hours: 12,
};

pub type SessionIssuer =
    Arc<dyn Fn(String, String) -> Pin<Box<dyn Future<Output = Option<String>> + Send>> + Send + Sync>;

fn bake(policy: &CookiePolicy, value: String) -> Cookie<'static> {
    Cookie::build(policy.name, value)
        .path("/")
        .secure(policy.secure)
        .http_only(policy.http_only)
        .same_site(policy.same_site)
        .max_age(Duration::hours(policy.ttl_hours))
        .finish()
}

#[post("/portal/login")]
async fn login(issuer: web::Data<SessionIssuer>, form: web::Form<PortalLogin>) -> HttpResponse {
    let PortalLogin { email, password } = form.into_inner();
    if !email.contains('@') || password.is_empty() {
        return HttpResponse::BadRequest().finish();
    }
    match issuer(email.to_lowercase(), password).await {
        Some(sid) => HttpResponse::SeeOther()
            .insert_header(("Location", "/portal/classes"))
            .cookie(bake(&MEMBER_SESSION, sid))
            .finish(),
        None => HttpResponse::Unauthorized().body("invalid email or password"),
    }
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(login);
}
