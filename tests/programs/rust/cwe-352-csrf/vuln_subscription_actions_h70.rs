// A subscription actions program of the h70 set (cwe-352-csrf).
use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Redirect},
    routing::post,
    Form, Router,
};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};
use subtle::ConstantTimeEq;

#[derive(Clone)]
struct Session {
    customer_id: u64,
    csrf_token: String,
}

#[derive(Default)]
struct Subscription {
    address: String,
    paused_weeks: u8,
    active: bool,
}

#[derive(Default)]
struct AppState {
    sessions: Mutex<HashMap<String, Session>>,
    subscriptions: Mutex<HashMap<u64, Subscription>>,
}

#[derive(Deserialize)]
struct ActionForm {
    action: String,
    #[serde(default)]
    csrf_token: String,
    address: Option<String>,
    weeks: Option<u8>,
}

fn token_matches(session: &Session, submitted: &str) -> bool {
    session.csrf_token.as_bytes().ct_eq(submitted.as_bytes()).into()
}

async fn account_action(
    State(state): State<Arc<AppState>>,
    jar: CookieJar,
    Form(form): Form<ActionForm>,
) -> impl IntoResponse {
    let session = jar
        .get("hr_session")
        .and_then(|c| state.sessions.lock().unwrap().get(c.value()).cloned());
    let Some(session) = session else {
        return Redirect::to("/login").into_response();
    };

    let mut subs = state.subscriptions.lock().unwrap();
    let sub = subs.entry(session.customer_id).or_default();

    match form.action.as_str() {
        "update_address" => {
            match form.address.as_deref().map(str::trim).filter(|a| !a.is_empty()) {
                Some(addr) => sub.address = addr.to_string(),
                None => return (StatusCode::BAD_REQUEST, "address required").into_response(),
            }
        }
        "pause" => {
            sub.paused_weeks = form.weeks.unwrap_or(1).clamp(1, 8);
        }
        "cancel" => {
            if !token_matches(&session, &form.csrf_token) {
                return (StatusCode::FORBIDDEN, "form expired, please reload").into_response();
            }
            sub.active = false;
        }
        _ => return (StatusCode::BAD_REQUEST, "unknown action").into_response(),
    }

    Redirect::to("/account?saved=1").into_response()
}

#[tokio::main]
async fn main() {
    let app = Router::new()
        .route("/account/actions", post(account_action))
        .with_state(Arc::new(AppState::default()));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8055").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
