// Builds the HTTP router and CORS policy for the customer REST API.
use axum::{
    http::{header, HeaderValue, Method},
    routing::{get, post},
    Json, Router,
};
use serde_json::{json, Value};
use std::time::Duration;
use tower_http::cors::{AllowOrigin, CorsLayer};

const FRONTEND_ORIGINS: &[&str] = &["https://example.com", "https://app.example.com"];

fn origin_allowed(origin: &HeaderValue) -> bool {
    origin
        .to_str()
        .map(|o| FRONTEND_ORIGINS.contains(&o))
        .unwrap_or(false)
}

fn cors_layer() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(|origin, _parts| origin_allowed(origin)))
        .allow_methods([Method::GET, Method::POST, Method::DELETE])
        .allow_headers([header::CONTENT_TYPE, header::AUTHORIZATION])
        .allow_credentials(true)
        .max_age(Duration::from_secs(600))
}

async fn me() -> Json<Value> {
    Json(json!({ "id": 42, "email": "jane@example.com" }))
}

async fn rotate_api_key() -> Json<Value> {
    Json(json!({ "api_key": "generated-on-server" }))
}

pub fn app() -> Router {
    Router::new()
        .route("/api/me", get(me))
        .route("/api/keys/rotate", post(rotate_api_key))
        .layer(cors_layer())
}
