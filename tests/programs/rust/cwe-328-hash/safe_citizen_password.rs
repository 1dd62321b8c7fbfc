// Actix-web registration handler for the citizen services portal that stores account credentials.
use actix_web::{post, web, HttpResponse};
use argon2::password_hash::{rand_core::OsRng, PasswordHasher, SaltString};
use argon2::Argon2;
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
struct RegistrationForm {
    national_id: String,
    email: String,
    password: String,
}

fn hash_password(password: &str) -> Result<String, argon2::password_hash::Error> {
    let salt = SaltString::generate(&mut OsRng);
    let hash = Argon2::default().hash_password(password.as_bytes(), &salt)?;
    Ok(hash.to_string())
}

fn validate(form: &RegistrationForm) -> Result<(), &'static str> {
    if form.national_id.len() != 11 || !form.national_id.chars().all(|c| c.is_ascii_digit()) {
        return Err("national id must be 11 digits");
    }
    if !form.email.contains('@') {
        return Err("invalid email address");
    }
    if form.password.chars().count() < 12 {
        return Err("password must be at least 12 characters");
    }
    Ok(())
}

#[post("/accounts/register")]
async fn register(pool: web::Data<PgPool>, form: web::Form<RegistrationForm>) -> HttpResponse {
    if let Err(msg) = validate(&form) {
        return HttpResponse::BadRequest().body(msg);
    }
    let stored = match hash_password(&form.password) {
        Ok(h) => h,
        Err(_) => return HttpResponse::InternalServerError().finish(),
    };
    let result = sqlx::query(
        "INSERT INTO citizen_accounts (national_id, email, password_hash) VALUES ($1, $2, $3)",
    )
    .bind(&form.national_id)
    .bind(form.email.to_lowercase())
    .bind(stored)
    .execute(pool.get_ref())
    .await;
    match result {
        Ok(_) => HttpResponse::Created().finish(),
        Err(_) => HttpResponse::Conflict().body("account already exists"),
    }
}
