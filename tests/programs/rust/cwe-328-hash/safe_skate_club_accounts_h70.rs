// A skate club accounts program of the h70 set (cwe-328-hash).
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use rand::{distributions::Alphanumeric, Rng};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

#[derive(Clone)]
struct Member {
    name: String,
    club: String,
    password_hash: String,
}

#[derive(Default)]
struct Members {
    by_email: Mutex<HashMap<String, Member>>,
}

#[derive(Deserialize)]
struct Signup {
    email: String,
    name: String,
    club: String,
    password: String,
}

#[derive(Deserialize)]
struct Login {
    email: String,
    password: String,
}

fn new_salt() -> String {
    rand::thread_rng()
        .sample_iter(&Alphanumeric)
        .take(16)
        .map(char::from)
        .collect()
}

fn hash_password(salt: &str, password: &str) -> String {
    let salt = SaltString::from_b64(salt).expect("alphanumeric salt");
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .expect("argon2 hash")
        .to_string()
}

fn verify_password(member: &Member, password: &str) -> bool {
    PasswordHash::new(&member.password_hash)
        .map(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
        .unwrap_or(false)
}

async fn signup(
    State(members): State<Arc<Members>>,
    Json(s): Json<Signup>,
) -> Result<StatusCode, (StatusCode, &'static str)> {
    if s.password.len() < 10 {
        return Err((StatusCode::BAD_REQUEST, "password must be at least 10 characters"));
    }
    let email = s.email.trim().to_lowercase();
    let mut map = members.by_email.lock().unwrap();
    match map.entry(email) {
        std::collections::hash_map::Entry::Occupied(_) => {
            Err((StatusCode::CONFLICT, "already registered"))
        }
        std::collections::hash_map::Entry::Vacant(slot) => {
            let salt = new_salt();
            let password_hash = hash_password(&salt, &s.password);
            slot.insert(Member { name: s.name, club: s.club, password_hash });
            Ok(StatusCode::CREATED)
        }
    }
}

async fn login(
    State(members): State<Arc<Members>>,
    Json(l): Json<Login>,
) -> Result<Json<serde_json::Value>, StatusCode> {
    let map = members.by_email.lock().unwrap();
    map.get(&l.email.trim().to_lowercase())
        .filter(|m| verify_password(m, &l.password))
        .map(|m| Json(serde_json::json!({ "welcome": m.name, "club": m.club })))
        .ok_or(StatusCode::UNAUTHORIZED)
}

#[tokio::main]
async fn main() {
    let app = Router::new()
        .route("/members/signup", post(signup))
        .route("/members/login", post(login))
        .with_state(Arc::new(Members::default()));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8066").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
