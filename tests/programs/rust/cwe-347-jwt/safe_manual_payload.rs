// Middleware-style helper that extracts the user id and role from a session JWT.
use actix_web::{get, App, HttpRequest, HttpResponse, HttpServer};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;

#[derive(Deserialize)]
struct Claims {
    sub: String,
    role: String,
    iat: i64,
}

fn claims_from(req: &HttpRequest) -> Option<Claims> {
    let cookie = req.cookie("session")?;
    let secret = std::env::var("SESSION_JWT_SECRET").ok()?;
    let mut validation = Validation::new(Algorithm::HS256);
    validation.validate_exp = false;
    validation.required_spec_claims.clear();
    let data = decode::<Claims>(cookie.value(), &DecodingKey::from_secret(secret.as_bytes()), &validation).ok()?;
    let age = chrono::Utc::now().timestamp() - data.claims.iat;
    (0..=8 * 3600).contains(&age).then_some(data.claims)
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
