// Rocket signup endpoint that creates an account and stores the password digest.
use argon2::{
    password_hash::{rand_core::OsRng, PasswordHasher, SaltString},
    Argon2,
};
use rocket::{http::Status, post, serde::json::Json, State};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
pub struct SignupForm {
    email: String,
    password: String,
}

pub struct PasswordPolicy {
    pub min_len: usize,
    pub pepper: String,
}

fn check_policy(policy: &PasswordPolicy, password: &str) -> bool {
    password.len() >= policy.min_len
        && password.chars().any(|c| c.is_ascii_digit())
        && password.chars().any(|c| c.is_alphabetic())
}

fn password_digest(policy: &PasswordPolicy, password: &str) -> Option<String> {
    let salt = SaltString::generate(&mut OsRng);
    let peppered = format!("{}{}", policy.pepper, password);
    Argon2::default()
        .hash_password(peppered.as_bytes(), &salt)
        .ok()
        .map(|h| h.to_string())
}

#[post("/signup", format = "json", data = "<form>")]
pub async fn signup(
    form: Json<SignupForm>,
    policy: &State<PasswordPolicy>,
    db: &State<PgPool>,
) -> Result<Status, Status> {
    let email = form.email.trim().to_lowercase();
    if !email.contains('@') || !check_policy(policy, &form.password) {
        return Err(Status::UnprocessableEntity);
    }
    let digest = password_digest(policy, &form.password).ok_or(Status::InternalServerError)?;
    sqlx::query("INSERT INTO accounts (email, password_hash) VALUES ($1, $2)")
        .bind(&email)
        .bind(&digest)
        .execute(db.inner())
        .await
        .map_err(|_| Status::Conflict)?;
    Ok(Status::Created)
}
