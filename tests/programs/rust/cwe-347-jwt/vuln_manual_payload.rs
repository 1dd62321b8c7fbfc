// Middleware-style helper that extracts the user id and role from a session JWT.
use actix_web::{get, App, HttpRequest, HttpResponse, HttpServer};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use serde::Deserialize;

#[derive(Deserialize)]
struct Claims {
    sub: String,
    role: String,
}

fn claims_from(req: &HttpRequest) -> Option<Claims> {
    let cookie = req.cookie("session")?;
    let payload = cookie.value().split('.').nth(1)?;
    let bytes = URL_SAFE_NO_PAD.decode(payload).ok()?;
    serde_json::from_slice(&bytes).ok()
}

#[get("/admin/users")]
async fn admin_users(req: HttpRequest) -> HttpResponse {
    match claims_from(&req) {
        Some(c) if c.role == "admin" => HttpResponse::Ok().body(format!("user list for {}", c.sub)),
        _ => HttpResponse::Forbidden().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(admin_users)).bind(("0.0.0.0", 8080))?.run().await
}
