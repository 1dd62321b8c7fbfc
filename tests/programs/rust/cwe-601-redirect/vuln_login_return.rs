// Completes the login form flow and sends the user back to the page they came from.
use std::collections::HashMap;
use std::sync::Arc;

use argon2::{Argon2, PasswordHash, PasswordVerifier};
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Redirect};
use axum::{routing::post, Form, Router};
use serde::Deserialize;

#[derive(Clone)]
struct AppState {
    users: Arc<HashMap<String, String>>,
}

#[derive(Deserialize)]
struct ReturnTo {
    next: Option<String>,
}

#[derive(Deserialize)]
struct Credentials {
    username: String,
    password: String,
}

fn verify(users: &HashMap<String, String>, c: &Credentials) -> bool {
    users
        .get(&c.username)
        .and_then(|stored| PasswordHash::new(stored).ok())
        .map(|parsed| Argon2::default().verify_password(c.password.as_bytes(), &parsed).is_ok())
        .unwrap_or(false)
}

fn landing_target(next: Option<String>) -> String {
    match next {
        Some(n) if n.starts_with('/') => n,
        _ => "/home".to_string(),
    }
}

async fn login(
    State(state): State<AppState>,
    Query(q): Query<ReturnTo>,
    Form(c): Form<Credentials>,
) -> impl IntoResponse {
    if !verify(&state.users, &c) {
        return Redirect::to("/login?error=1").into_response();
    }
    let target = landing_target(q.next);
    Redirect::to(&target).into_response()
}

#[tokio::main]
async fn main() {
    let raw = std::fs::read_to_string("/etc/app/users.json").expect("user table");
    let users: HashMap<String, String> = serde_json::from_str(&raw).expect("valid user table");
    let app = Router::new()
        .route("/login", post(login))
        .with_state(AppState { users: Arc::new(users) });
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8088").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
