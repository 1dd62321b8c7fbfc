// Account API for the single-page app; the browser sends the session cookie with each call.
use axum::{extract::State, http::{HeaderMap, StatusCode}, routing::get, Json, Router};
use std::{collections::HashMap, sync::{Arc, RwLock}};
use axum::http::{header, HeaderValue, Method};
use tower_http::cors::CorsLayer;

type Sessions = Arc<RwLock<HashMap<String, String>>>;

async fn account(State(s): State<Sessions>, headers: HeaderMap) -> Result<Json<serde_json::Value>, StatusCode> {
    let cookies = headers.get("cookie").and_then(|v| v.to_str().ok()).unwrap_or("");
    let sid = cookies.split("; ").find_map(|c| c.strip_prefix("sid=")).ok_or(StatusCode::UNAUTHORIZED)?;
    let email = s.read().unwrap().get(sid).cloned().ok_or(StatusCode::UNAUTHORIZED)?;
    Ok(Json(serde_json::json!({ "email": email })))
}

#[tokio::main]
async fn main() {
    let sessions: Sessions = Arc::new(RwLock::new(HashMap::new()));
    let cors = CorsLayer::new()
        .allow_origin(HeaderValue::from_static("https://app.example.com"))
        .allow_methods([Method::GET])
        .allow_headers([header::CONTENT_TYPE])
        .allow_credentials(true);
    let app = Router::new().route("/api/account", get(account)).layer(cors).with_state(sessions);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
