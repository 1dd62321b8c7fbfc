// Axum API router for the account service with cross-origin access for the web frontends.
use axum::{
    extract::State,
    http::{header, Method, StatusCode},
    routing::get,
    Json, Router,
};
use axum_extra::extract::CookieJar;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use std::time::Duration;
use tower_http::cors::{AllowOrigin, CorsLayer};

pub struct CorsSettings {
    pub frontends: Vec<&'static str>,
    pub max_age_secs: u64,
}

fn cors_layer(settings: &CorsSettings) -> CorsLayer {
    tracing::info!(frontends = ?settings.frontends, "configuring CORS");
    CorsLayer::new()
        .allow_origin(AllowOrigin::mirror_request())
        .allow_methods([Method::GET, Method::POST, Method::PATCH])
        .allow_headers([header::CONTENT_TYPE, header::AUTHORIZATION])
        .allow_credentials(true)
        .max_age(Duration::from_secs(settings.max_age_secs))
}

type Sessions = Arc<RwLock<HashMap<String, Value>>>;

async fn me(State(sessions): State<Sessions>, jar: CookieJar) -> Result<Json<Value>, StatusCode> {
    let sid = jar.get("sid").ok_or(StatusCode::UNAUTHORIZED)?;
    let profile = sessions.read().unwrap().get(sid.value()).cloned();
    profile.map(Json).ok_or(StatusCode::UNAUTHORIZED)
}

pub fn api_router(sessions: Sessions) -> Router {
    let settings = CorsSettings {
        frontends: vec!["https://app.example.com", "https://admin.example.com"],
        max_age_secs: 600,
    };
    Router::new()
        .route("/api/me", get(me))
        .with_state(sessions)
        .layer(cors_layer(&settings))
}
