// Router assembly for an IoT fleet management API consumed by the browser dashboard, including CORS policy.
use std::time::Duration;

use axum::{
    http::{header, HeaderValue, Method},
    routing::{get, post},
    Router,
};
use tower_http::cors::{AllowOrigin, CorsLayer};

use crate::handlers::{device_list, device_reboot, firmware_status};

const DASHBOARD_SUFFIX: &str = "fleetdash.example";

fn trusted_origin(origin: &HeaderValue) -> bool {
    origin
        .to_str()
        .map(|o| o.starts_with("https://") && o.ends_with(DASHBOARD_SUFFIX))
        .unwrap_or(false)
}

fn cors_layer() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(|origin, _parts| trusted_origin(origin)))
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE, header::AUTHORIZATION])
        .allow_credentials(true)
        .max_age(Duration::from_secs(600))
}

pub fn api_router(state: crate::AppState) -> Router {
    Router::new()
        .route("/api/devices", get(device_list))
        .route("/api/devices/:id/reboot", post(device_reboot))
        .route("/api/firmware/status", get(firmware_status))
        .layer(cors_layer())
        .with_state(state)
}
