// Axum API for the fitness club's class-booking widget with cross-origin settings for partner sites.
use axum::{
    extract::{Path, State},
    http::{header, HeaderValue, Method, StatusCode},
    routing::{get, post},
    Json, Router,
};
use axum_extra::extract::cookie::CookieJar;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;
use tower_http::cors::{AllowOrigin, CorsLayer};

const CLUB_DOMAIN: &str = "fitclub.com";

pub type BookingLookup = Arc<dyn Fn(&str) -> Option<Value> + Send + Sync>;

fn trusted_origin(origin: &HeaderValue) -> bool {
    origin
        .to_str()
        .map(|o| o.starts_with("https://") && o.ends_with(CLUB_DOMAIN))
        .unwrap_or(false)
}

fn cors() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(|origin: &HeaderValue, _parts| trusted_origin(origin)))
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE, header::AUTHORIZATION])
        .allow_credentials(true)
        .max_age(Duration::from_secs(600))
}

async fn schedule(Path(studio): Path<u32>) -> Json<Value> {
    Json(json!({ "studio": studio, "classes": ["spin 07:00", "yoga 12:15", "hiit 18:30"] }))
}

async fn book(Path((studio, class_id)): Path<(u32, u64)>) -> Json<Value> {
    Json(json!({ "studio": studio, "class_id": class_id, "status": "booked" }))
}

async fn my_bookings(State(lookup): State<BookingLookup>, jar: CookieJar) -> Result<Json<Value>, StatusCode> {
    let sid = jar.get("member_sid").ok_or(StatusCode::UNAUTHORIZED)?;
    lookup(sid.value()).map(Json).ok_or(StatusCode::UNAUTHORIZED)
}

pub fn router(lookup: BookingLookup) -> Router {
    Router::new()
        .route("/studios/:studio/schedule", get(schedule))
        .route("/studios/:studio/classes/:class_id/book", post(book))
        .route("/me/bookings", get(my_bookings))
        .layer(cors())
        .with_state(lookup)
}
