// A workshop login next program of the h67 set (cwe-601-redirect).
// kite makers: sign in to the kite-building workshop portal and return to the page that asked for it
use std::{collections::HashMap, sync::Arc};

use argon2::{Argon2, PasswordHash, PasswordVerifier};
use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::post,
    Form, Router,
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use serde::Deserialize;
use uuid::Uuid;
use validator::Validate;

#[derive(Debug, Deserialize, Validate)]
struct LoginForm {
    #[validate(email)]
    email: String,
    #[validate(length(min = 1, max = 128))]
    password: String,
}

#[derive(Debug, Deserialize, Validate)]
struct LoginTarget {
    #[validate(length(min = 1, max = 300))]
    next: Option<String>,
}

fn local_path(next: Option<String>) -> String {
    match next {
        Some(p)
            if p.starts_with('/')
                && !p.starts_with("//")
                && !p.starts_with("/\\")
                && !p.chars().any(|c| c.is_control()) =>
        {
            p
        }
        _ => "/workshop".to_string(),
    }
}

struct AccountService {
    password_hashes: HashMap<String, String>,
}

impl AccountService {
    fn verify(&self, email: &str, password: &str) -> bool {
        let Some(stored) = self.password_hashes.get(email) else {
            return false;
        };
        PasswordHash::new(stored)
            .map(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
            .unwrap_or(false)
    }
}

struct AppState {
    accounts: AccountService,
    sessions: tokio::sync::Mutex<HashMap<String, String>>,
}

async fn login(
    State(state): State<Arc<AppState>>,
    Query(target): Query<LoginTarget>,
    jar: CookieJar,
    Form(form): Form<LoginForm>,
) -> Response {
    if let Err(e) = form.validate().and(target.validate()) {
        return (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()).into_response();
    }
    if !state.accounts.verify(&form.email, &form.password) {
        return (StatusCode::UNAUTHORIZED, "email or password not recognised").into_response();
    }

    let session_id = Uuid::new_v4().to_string();
    state.sessions.lock().await.insert(session_id.clone(), form.email);
    let cookie = Cookie::build(("kite_session", session_id))
        .path("/")
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Lax);

    let destination = local_path(target.next);
    (jar.add(cookie), Redirect::to(&destination)).into_response()
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let hashes: HashMap<String, String> =
        serde_json::from_str(&std::fs::read_to_string("/etc/kiteworks/accounts.json")?)?;
    let state = Arc::new(AppState {
        accounts: AccountService { password_hashes: hashes },
        sessions: tokio::sync::Mutex::new(HashMap::new()),
    });

    let app = Router::new().route("/login", post(login)).with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3002").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
