// Actix-web handlers for gym members to set and verify the password used at check-in kiosks.
use actix_web::{post, web, HttpResponse};
use argon2::{password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString}, Argon2};
use serde::Deserialize;
use sqlx::SqlitePool;

#[derive(Clone, Copy)]
pub struct AuthedMember(pub i64);

#[derive(Deserialize)]
struct NewPassword {
    password: String,
}

#[derive(Deserialize)]
struct Credentials {
    member_no: i64,
    password: String,
}

fn strong_enough(pw: &str) -> bool {
    pw.len() >= 10 && pw.chars().any(|c| c.is_ascii_digit()) && pw.chars().any(char::is_alphabetic)
}

fn hash_password(pw: &str) -> Option<String> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default().hash_password(pw.as_bytes(), &salt).ok().map(|h| h.to_string())
}

fn verify_password(pw: &str, stored: &str) -> bool {
    PasswordHash::new(stored).map_or(false, |p| Argon2::default().verify_password(pw.as_bytes(), &p).is_ok())
}

#[post("/members/password")]
async fn set_password(
    pool: web::Data<SqlitePool>,
    member: web::ReqData<AuthedMember>,
    body: web::Json<NewPassword>,
) -> HttpResponse {
    let AuthedMember(member_no) = *member;
    if !strong_enough(&body.password) {
        return HttpResponse::UnprocessableEntity().body("password too weak");
    }
    let Some(digest) = hash_password(&body.password) else {
        return HttpResponse::InternalServerError().finish();
    };
    sqlx::query("UPDATE members SET password_hash = ?1 WHERE member_no = ?2")
        .bind(digest)
        .bind(member_no)
        .execute(pool.get_ref())
        .await
        .map_or_else(|_| HttpResponse::InternalServerError().finish(), |_| HttpResponse::NoContent().finish())
}

#[post("/kiosk/check-in")]
async fn check_in(pool: web::Data<SqlitePool>, body: web::Json<Credentials>) -> HttpResponse {
    let stored: Option<(String,)> = sqlx::query_as("SELECT password_hash FROM members WHERE member_no = ?1")
        .bind(body.member_no)
        .fetch_optional(pool.get_ref())
        .await
        .unwrap_or(None);
    match stored {
        Some((hash,)) if verify_password(&body.password, &hash) => HttpResponse::Ok().body("checked in"),
        _ => HttpResponse::Unauthorized().finish(),
    }
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(set_password).service(check_in);
}
