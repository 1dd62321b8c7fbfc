// Coworking space: the booking widget on the public website and the members'
// web app both call this API to book hot desks and meeting rooms.
use std::collections::HashMap;
use std::sync::Arc;

use axum::{
    extract::State,
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use tokio::sync::RwLock;
use tower_http::cors::{AllowOrigin, CorsLayer};

#[derive(Clone, Serialize, Deserialize)]
struct Booking {
    space: String,
    date: String,
    slot: String,
}

#[derive(Default)]
struct Hub {
    sessions: HashMap<String, u32>,
    bookings: HashMap<u32, Vec<Booking>>,
}

type Shared = Arc<RwLock<Hub>>;

fn session_member(headers: &HeaderMap, hub: &Hub) -> Option<u32> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == "hub_session")
        .and_then(|(_, token)| hub.sessions.get(token).copied())
}

async fn my_bookings(State(hub): State<Shared>, headers: HeaderMap) -> Result<Json<Vec<Booking>>, StatusCode> {
    let hub = hub.read().await;
    let member = session_member(&headers, &hub).ok_or(StatusCode::UNAUTHORIZED)?;
    Ok(Json(hub.bookings.get(&member).cloned().unwrap_or_default()))
}

async fn book(
    State(hub): State<Shared>,
    headers: HeaderMap,
    Json(booking): Json<Booking>,
) -> Result<StatusCode, StatusCode> {
    let mut hub = hub.write().await;
    let member = session_member(&headers, &hub).ok_or(StatusCode::UNAUTHORIZED)?;
    hub.bookings.entry(member).or_default().push(booking);
    Ok(StatusCode::CREATED)
}

fn cors() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::list([
            HeaderValue::from_static("https://www.nestwork-hub.com"),
            HeaderValue::from_static("https://app.nestwork-hub.com"),
        ]))
        .allow_credentials(true)
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let hub: Shared = Arc::new(RwLock::new(Hub::default()));
    let app = Router::new()
        .route("/bookings", get(my_bookings).post(book))
        .layer(cors())
        .with_state(hub);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8180").await?;
    axum::serve(listener, app).await
}
