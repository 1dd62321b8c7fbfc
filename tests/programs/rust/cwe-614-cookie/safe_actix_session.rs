// Admin login endpoint that checks a password and starts a browser session.
use actix_web::cookie::{Cookie, SameSite};
use actix_web::{post, web, App, HttpResponse, HttpServer};
use serde::Deserialize;
use subtle::ConstantTimeEq;

#[derive(Deserialize)]
struct Login {
    password: String,
}

fn password_ok(given: &str) -> bool {
    let expected = std::env::var("ADMIN_PASSWORD").unwrap_or_default();
    !expected.is_empty() && bool::from(given.as_bytes().ct_eq(expected.as_bytes()))
}

#[post("/admin/login")]
async fn login(form: web::Form<Login>) -> HttpResponse {
    if !password_ok(&form.password) {
        return HttpResponse::Unauthorized().finish();
    }
    let token = uuid::Uuid::new_v4().to_string();
    let cookie = Cookie::build("admin_session", token)
        .path("/")
        .secure(true)
        .http_only(true)
        .same_site(SameSite::Strict)
        .finish();
    HttpResponse::Ok().cookie(cookie).body("welcome")
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(login)).bind(("0.0.0.0", 8080))?.run().await
}
