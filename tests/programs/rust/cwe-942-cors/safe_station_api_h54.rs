// Rider account API for the transit agency's web apps, with cross-origin access for agency front ends.
use axum::{
    http::{header, request::Parts, HeaderValue, Method},
    routing::get,
    Extension, Json, Router,
};
use serde_json::{json, Value};
use tower_http::cors::{AllowOrigin, CorsLayer};

#[derive(Clone)]
struct RiderSession {
    rider_id: i64,
    card_balance_cents: i64,
}

fn agency_origin(origin: &HeaderValue, _parts: &Parts) -> bool {
    origin
        .to_str()
        .ok()
        .and_then(|o| url::Url::parse(o).ok())
        .filter(|u| u.scheme() == "https" && u.port().is_none())
        .and_then(|u| u.host_str().map(str::to_owned))
        .map_or(false, |h| h == "transitcity.example" || h.ends_with(".transitcity.example"))
}

fn cors_layer() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(agency_origin))
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
        .allow_credentials(true)
}

async fn account(Extension(session): Extension<RiderSession>) -> Json<Value> {
    Json(json!({
        "rider_id": session.rider_id,
        "balance": format!("{:.2}", session.card_balance_cents as f64 / 100.0),
        "stations": ["Central", "Harbour Gate", "University"],
    }))
}

async fn saved_trips(Extension(session): Extension<RiderSession>) -> Json<Value> {
    Json(json!({ "rider_id": session.rider_id, "trips": [] }))
}

pub fn router() -> Router {
    Router::new()
        .route("/rider/account", get(account))
        .route("/rider/trips", get(saved_trips))
        .layer(axum::middleware::from_fn(crate::auth::require_rider_session))
        .layer(cors_layer())
}
