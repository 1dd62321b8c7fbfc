// Issues a long-lived "remember me" cookie after a user marks the current device as trusted.
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode},
    routing::post,
    Router,
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use rand::RngCore;
use time::Duration;

#[derive(Clone, Default)]
struct AppState {
    remember_tokens: Arc<Mutex<HashMap<String, u64>>>,
}

fn new_token() -> String {
    let mut buf = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut buf);
    hex::encode(buf)
}

fn remember_cookie(token: String) -> Cookie<'static> {
    Cookie::build(("remember_token", token))
        .path("/")
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Lax)
        .max_age(Duration::days(30))
        .build()
}

async fn trust_device(
    State(state): State<AppState>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<(CookieJar, StatusCode), StatusCode> {
    let user_id: u64 = headers
        .get("x-authenticated-user")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok())
        .ok_or(StatusCode::UNAUTHORIZED)?;
    let token = new_token();
    state.remember_tokens.lock().unwrap().insert(token.clone(), user_id);
    Ok((jar.add(remember_cookie(token)), StatusCode::NO_CONTENT))
}

#[tokio::main]
async fn main() {
    let app = Router::new()
        .route("/account/trust-device", post(trust_device))
        .with_state(AppState::default());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:8091").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
