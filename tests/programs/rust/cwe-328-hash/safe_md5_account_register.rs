// Actix-web account registration handler that stores new users in Postgres.
use actix_web::{post, web, HttpResponse};
use argon2::password_hash::{rand_core::OsRng, PasswordHasher, SaltString};
use argon2::Argon2;
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
pub struct Registration {
    email: String,
    password: String,
    display_name: String,
}

struct NewAccount {
    email: String,
    display_name: String,
    password_hash: String,
}

fn password_fingerprint(password: &str) -> Result<String, argon2::password_hash::Error> {
    let salt = SaltString::generate(&mut OsRng);
    Ok(Argon2::default().hash_password(password.as_bytes(), &salt)?.to_string())
}

fn validate(reg: &Registration) -> Result<(), &'static str> {
    if !reg.email.contains('@') || reg.email.len() > 254 {
        return Err("invalid email");
    }
    if reg.password.chars().count() < 12 {
        return Err("password too short");
    }
    Ok(())
}

#[post("/accounts")]
pub async fn register(pool: web::Data<PgPool>, form: web::Json<Registration>) -> HttpResponse {
    if let Err(msg) = validate(&form) {
        return HttpResponse::BadRequest().body(msg);
    }
    let Ok(password_hash) = password_fingerprint(&form.password) else {
        return HttpResponse::InternalServerError().finish();
    };
    let account = NewAccount {
        email: form.email.trim().to_lowercase(),
        display_name: form.display_name.trim().to_string(),
        password_hash,
    };
    let result = sqlx::query("INSERT INTO accounts (email, display_name, password_hash) VALUES ($1, $2, $3)")
        .bind(&account.email)
        .bind(&account.display_name)
        .bind(&account.password_hash)
        .execute(pool.get_ref())
        .await;
    match result {
        Ok(_) => HttpResponse::Created().finish(),
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => HttpResponse::Conflict().finish(),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
