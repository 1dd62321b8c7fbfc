// password hashed with Argon2 and a random salt
use argon2::password_hash::{rand_core::OsRng, PasswordHasher, SaltString};
use argon2::Argon2;
use axum::{http::StatusCode, routing::post, Form, Router};
use serde::Deserialize;

#[derive(Deserialize)]
struct Signup {
    password: String,
}

async fn signup(Form(f): Form<Signup>) -> Result<String, StatusCode> {
    let salt = SaltString::generate(&mut OsRng);
    let hash = Argon2::default().hash_password(f.password.as_bytes(), &salt).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(hash.to_string())
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/signup", post(signup));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
