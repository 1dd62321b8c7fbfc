// HTTP API backing the analytics dashboard single-page application.
use std::collections::HashMap;
use std::sync::Arc;

use axum::{
    extract::State,
    http::{header, Method, StatusCode},
    routing::get,
    Json, Router,
};
use axum_extra::extract::CookieJar;
use serde_json::{json, Value};
use tower_http::cors::{AllowOrigin, CorsLayer};

#[derive(Clone)]
struct AppState {
    sessions: Arc<HashMap<String, String>>,
}

fn cors_layer() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::mirror_request())
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
        .allow_credentials(true)
}

async fn me(State(state): State<AppState>, jar: CookieJar) -> Result<Json<Value>, StatusCode> {
    let sid = jar.get("dash_session").ok_or(StatusCode::UNAUTHORIZED)?;
    let email = state.sessions.get(sid.value()).ok_or(StatusCode::UNAUTHORIZED)?;
    Ok(Json(json!({
        "email": email,
        "alerts_enabled": true,
        "plan": "business",
    })))
}

#[tokio::main]
async fn main() {
    let state = AppState {
        sessions: Arc::new(HashMap::new()),
    };
    let app = Router::new()
        .route("/api/me", get(me))
        .layer(cors_layer())
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8092").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
