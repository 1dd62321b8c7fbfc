// Issues the session cookie after a successful sign-in for the storefront.
use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::{post, web, App, HttpResponse, HttpServer};
use serde::Deserialize;

#[derive(Clone)]
pub struct CookieSettings {
    pub name: &'static str,
    pub secure: bool,
    pub max_age_hours: i64,
}

#[derive(Deserialize)]
struct SignIn {
    email: String,
    one_time_code: String,
}

fn session_cookie(settings: &CookieSettings, sid: String) -> Cookie<'static> {
    Cookie::build(settings.name, sid)
        .path("/")
        .http_only(true)
        .secure(settings.secure)
        .same_site(SameSite::Lax)
        .max_age(Duration::hours(settings.max_age_hours))
        .finish()
}

#[post("/signin")]
async fn sign_in(settings: web::Data<CookieSettings>, form: web::Form<SignIn>) -> HttpResponse {
    if form.email.is_empty() || form.one_time_code.len() != 6 {
        return HttpResponse::BadRequest().finish();
    }
    let sid = uuid::Uuid::new_v4().to_string();
    HttpResponse::SeeOther()
        .insert_header(("Location", "/account"))
        .cookie(session_cookie(&settings, sid))
        .finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let settings = CookieSettings { name: "shop_sid", secure: true, max_age_hours: 12 };
    HttpServer::new(move || {
        App::new()
            .app_data(web::Data::new(settings.clone()))
            .service(sign_in)
    })
    .bind(("0.0.0.0", 8080))?
    .run()
    .await
}
