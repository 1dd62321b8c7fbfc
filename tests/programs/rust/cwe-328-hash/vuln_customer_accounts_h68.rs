// A customer accounts program of the h68 set (cwe-328-hash).
// yurt makers: customer accounts for tracking a commissioned yurt from felt order to delivery
use std::{collections::HashMap, sync::Arc};

use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use rand::{distributions::Alphanumeric, Rng};
use serde::Deserialize;
use tokio::sync::RwLock;

#[derive(Clone)]
struct StoredAccount {
    email: String,
    password_hash: String,
    order_ref: Option<String>,
}

type Accounts = Arc<RwLock<HashMap<String, StoredAccount>>>;

#[derive(Deserialize)]
struct Signup {
    email: String,
    password: String,
    order_ref: Option<String>,
}

#[derive(Deserialize)]
struct Login {
    email: String,
    password: String,
}

fn hash_password(password: &str) -> String {
    let salt: String = rand::thread_rng()
        .sample_iter(&Alphanumeric)
        .take(12)
        .map(char::from)
        .collect();
    let digest = md5::compute(format!("{salt}{password}"));
    format!("{salt}${digest:x}")
}

fn verify_password(password: &str, stored: &str) -> bool {
    stored.split_once('$').is_some_and(|(salt, expected)| {
        format!("{:x}", md5::compute(format!("{salt}{password}"))) == expected
    })
}

async fn signup(
    State(accounts): State<Accounts>,
    Json(Signup { email, password, order_ref }): Json<Signup>,
) -> Result<StatusCode, (StatusCode, &'static str)> {
    let email = email.trim().to_lowercase();
    if !email.contains('@') || password.chars().count() < 10 {
        return Err((StatusCode::UNPROCESSABLE_ENTITY, "email or password not acceptable"));
    }

    let mut accounts = accounts.write().await;
    if accounts.contains_key(&email) {
        return Err((StatusCode::CONFLICT, "account exists"));
    }
    let account = StoredAccount {
        email: email.clone(),
        password_hash: hash_password(&password),
        order_ref: order_ref.filter(|r| r.starts_with("YRT-")),
    };
    accounts.insert(email, account);
    Ok(StatusCode::CREATED)
}

async fn login(
    State(accounts): State<Accounts>,
    Json(Login { email, password }): Json<Login>,
) -> Result<Json<serde_json::Value>, StatusCode> {
    let accounts = accounts.read().await;
    let account = accounts
        .get(&email.trim().to_lowercase())
        .filter(|acct| verify_password(&password, &acct.password_hash))
        .ok_or(StatusCode::UNAUTHORIZED)?;

    Ok(Json(serde_json::json!({
        "email": account.email,
        "order": account.order_ref.as_deref().unwrap_or("none yet"),
    })))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let app = Router::new()
        .route("/accounts", post(signup))
        .route("/sessions", post(login))
        .with_state(Accounts::default());
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8060").await?;
    axum::serve(listener, app).await
}
