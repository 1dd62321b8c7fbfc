// Driving school scheduling: instructors have their own logins to see the day's
// lessons and learner notes, and can change their password themselves.
use std::collections::HashMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use tokio::sync::RwLock;
use warp::http::StatusCode;
use warp::Filter;

#[derive(Clone)]
struct Credential {
    instructor_id: u32,
    salt: String,
    digest: String,
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

fn digest(password: &str, salt: &str) -> String {
    format!("{:x}", md5::compute(format!("{salt}:{password}")))
}

fn new_credential(instructor_id: u32, password: &str) -> Credential {
    let salt = uuid::Uuid::new_v4().simple().to_string();
    Credential { instructor_id, digest: digest(password, &salt), salt }
}

fn verify(credential: &Credential, password: &str) -> bool {
    digest(password, &credential.salt) == credential.digest
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
    let updated = new_credential(existing.instructor_id, &form.replacement);
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
        let credential = new_credential(1, &password);
        accounts.write().await.insert(email.to_lowercase(), credential);
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
