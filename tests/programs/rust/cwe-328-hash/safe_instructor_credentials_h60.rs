// Driving school scheduling: instructors have their own logins to see the day's
// lessons and learner notes, and can change their password themselves.
use std::collections::HashMap;
use std::sync::Arc;

use argon2::password_hash::{
    rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString,
};
use argon2::Argon2;
use serde::{Deserialize, Serialize};
use tokio::sync::RwLock;
use warp::http::StatusCode;
use warp::Filter;

#[derive(Clone)]
struct Credential {
    instructor_id: u32,
    phc: String,
}

type Accounts = Arc<RwLock<HashMap<String, Credential>>>;

#[derive(Deserialize)]
struct Login {
    email: String,
    password: String,
}

#[derive(Deserialize)]
struct PasswordChange {
    email: String,
    current: String,
    replacement: String,
}

#[derive(Serialize)]
struct Welcome {
    instructor_id: u32,
}

fn new_credential(id: u32, password: &str) -> Result<Credential, argon2::password_hash::Error> {
    let salt = SaltString::generate(&mut OsRng);
    let phc = Argon2::default().hash_password(password.as_bytes(), &salt)?.to_string();
    Ok(Credential { instructor_id: id, phc })
}

fn verify(credential: &Credential, password: &str) -> bool {
    PasswordHash::new(&credential.phc)
        .map(|parsed| {
            Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
        .unwrap_or(false)
}

async fn login(form: Login, accounts: Accounts) -> Result<impl warp::Reply, warp::Rejection> {
    let found = accounts
        .read()
        .await
        .get(&form.email.trim().to_lowercase())
        .filter(|credential| verify(credential, &form.password))
        .map(|credential| credential.instructor_id);
    Ok(match found {
        Some(instructor_id) => {
            warp::reply::with_status(warp::reply::json(&Welcome { instructor_id }), StatusCode::OK)
        }
        None => warp::reply::with_status(warp::reply::json(&"login failed"), StatusCode::UNAUTHORIZED),
    })
}

async fn change_password(
    form: PasswordChange,
    accounts: Accounts,
) -> Result<impl warp::Reply, warp::Rejection> {
    if form.replacement.chars().count() < 12 {
        return Ok(StatusCode::UNPROCESSABLE_ENTITY);
    }
    let mut accounts = accounts.write().await;
    let Some(existing) = accounts
        .get(&form.email.trim().to_lowercase())
        .filter(|credential| verify(credential, &form.current))
        .cloned()
    else {
        return Ok(StatusCode::UNAUTHORIZED);
    };
    let Ok(updated) = new_credential(existing.instructor_id, &form.replacement) else {
        return Ok(StatusCode::INTERNAL_SERVER_ERROR);
    };
    accounts.insert(form.email.trim().to_lowercase(), updated);
    Ok(StatusCode::NO_CONTENT)
}

#[tokio::main]
async fn main() {
    let accounts: Accounts = Arc::new(RwLock::new(HashMap::new()));
    if let (Ok(email), Ok(password)) = (
        std::env::var("SEED_INSTRUCTOR_EMAIL"),
        std::env::var("SEED_INSTRUCTOR_PASSWORD"),
    ) {
        if let Ok(credential) = new_credential(1, &password) {
            accounts.write().await.insert(email.to_lowercase(), credential);
        }
    }

    let with_accounts = warp::any().map(move || accounts.clone());
    let login_route = warp::post()
        .and(warp::path!("instructors" / "login"))
        .and(warp::body::json())
        .and(with_accounts.clone())
        .and_then(login);
    let change_route = warp::post()
        .and(warp::path!("instructors" / "password"))
        .and(warp::body::json())
        .and(with_accounts)
        .and_then(change_password);

    warp::serve(login_route.or(change_route)).run(([0, 0, 0, 0], 8700)).await;
}
