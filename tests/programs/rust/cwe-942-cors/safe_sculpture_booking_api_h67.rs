// A sculpture booking api program of the h67 set (cwe-942-cors).
// ice sculptors: booking API used by the studio's event-planner web app (session cookie auth)
use std::{collections::HashMap, sync::Arc};

use axum::{
    extract::State,
    http::{header, HeaderValue, Method, StatusCode},
    routing::get,
    Json, Router,
};
use axum_extra::extract::CookieJar;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use tokio::sync::RwLock;
use tower_http::cors::{AllowOrigin, CorsLayer};
use validator::Validate;

#[derive(Debug, Clone, Deserialize, Serialize, Validate)]
struct BookingRequest {
    event_date: NaiveDate,
    #[validate(length(min = 2, max = 120))]
    venue: String,
    #[validate(range(min = 1, max = 20))]
    blocks: u8,
    #[validate(length(max = 600))]
    design_brief: String,
}

#[derive(Debug, Clone, Serialize)]
struct Booking {
    id: u32,
    client: String,
    request: BookingRequest,
    deposit_paid: bool,
}

#[derive(Default)]
struct AppState {
    sessions: RwLock<HashMap<String, String>>,
    bookings: RwLock<Vec<Booking>>,
}

async fn client_for(state: &AppState, jar: &CookieJar) -> Result<String, StatusCode> {
    let sid = jar.get("studio_sid").ok_or(StatusCode::UNAUTHORIZED)?.value().to_string();
    state.sessions.read().await.get(&sid).cloned().ok_or(StatusCode::UNAUTHORIZED)
}

async fn my_bookings(State(state): State<Arc<AppState>>, jar: CookieJar) -> Result<Json<Vec<Booking>>, StatusCode> {
    let client = client_for(&state, &jar).await?;
    let bookings = state.bookings.read().await;
    Ok(Json(bookings.iter().filter(|b| b.client == client).cloned().collect()))
}

async fn create_booking(
    State(state): State<Arc<AppState>>,
    jar: CookieJar,
    Json(req): Json<BookingRequest>,
) -> Result<(StatusCode, Json<Booking>), StatusCode> {
    let client = client_for(&state, &jar).await?;
    req.validate().map_err(|_| StatusCode::UNPROCESSABLE_ENTITY)?;
    let mut bookings = state.bookings.write().await;
    let booking = Booking { id: bookings.len() as u32 + 1, client, request: req, deposit_paid: false };
    bookings.push(booking.clone());
    Ok((StatusCode::CREATED, Json(booking)))
}

fn cors_layer() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::list([
            HeaderValue::from_static("https://planner.frostworks.example"),
            HeaderValue::from_static("https://www.frostworks.example"),
        ]))
        .allow_credentials(true)
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
        .expose_headers([header::LOCATION])
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = Arc::new(AppState::default());
    let app = Router::new()
        .route("/api/bookings", get(my_bookings).post(create_booking))
        .layer(cors_layer())
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8501").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
