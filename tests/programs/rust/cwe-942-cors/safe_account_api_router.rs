// Builds the Axum router for the account API, including its cross-origin policy.
use std::time::Duration;

use axum::{
    http::{header, request::Parts, HeaderValue, Method},
    routing::get,
    Router,
};
use tower_http::cors::{AllowOrigin, CorsLayer};

pub async fn get_profile() -> &'static str {
    "{}"
}

pub async fn update_profile() -> &'static str {
    "{}"
}

const TRUSTED_ORIGINS: [&str; 2] = ["https://example.com", "https://app.example.com"];

fn origin_allowed(origin: &HeaderValue, _parts: &Parts) -> bool {
    origin
        .to_str()
        .map(|o| TRUSTED_ORIGINS.contains(&o))
        .unwrap_or(false)
}

fn cors_layer() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(origin_allowed))
        .allow_methods([Method::GET, Method::POST, Method::OPTIONS])
        .allow_headers([header::CONTENT_TYPE, header::AUTHORIZATION])
        .allow_credentials(true)
        .max_age(Duration::from_secs(600))
}

pub fn account_router() -> Router {
    Router::new()
        .route("/api/account/profile", get(get_profile).post(update_profile))
        .layer(cors_layer())
}
