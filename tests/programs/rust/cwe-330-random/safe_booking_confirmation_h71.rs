// A booking confirmation program of the h71 set (cwe-330-random).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
    routing::post,
    Json, Router,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use rand::{rngs::OsRng, RngCore};
use serde::{Deserialize, Serialize};

#[derive(Clone, Default)]
struct Bookings(Arc<Mutex<HashMap<String, SlotRequest>>>);

#[derive(Clone, Deserialize)]
struct SlotRequest {
    postcode: String,
    date: String,
    appliances: u8,
}

#[derive(Serialize)]
struct Confirmation {
    manage_code: String,
    date: String,
}

#[derive(Debug)]
enum BookingError {
    Entropy,
    TooManyAppliances,
    NoFreeCode,
}

impl IntoResponse for BookingError {
    fn into_response(self) -> Response {
        match self {
            BookingError::TooManyAppliances => {
                (StatusCode::BAD_REQUEST, "call us for more than 4 appliances").into_response()
            }
            BookingError::Entropy | BookingError::NoFreeCode => {
                (StatusCode::SERVICE_UNAVAILABLE, "please try again").into_response()
            }
        }
    }
}

fn new_manage_code() -> Result<String, BookingError> {
    let mut buf = [0u8; 12];
    OsRng
        .try_fill_bytes(&mut buf)
        .map_err(|_| BookingError::Entropy)?;
    Ok(URL_SAFE_NO_PAD.encode(buf))
}

async fn book_slot(
    State(bookings): State<Bookings>,
    Json(req): Json<SlotRequest>,
) -> Result<Json<Confirmation>, BookingError> {
    if req.appliances > 4 {
        return Err(BookingError::TooManyAppliances);
    }

    let mut attempts = 0;
    let code = 'pick: loop {
        attempts += 1;
        if attempts > 5 {
            return Err(BookingError::NoFreeCode);
        }
        let candidate = new_manage_code()?;
        let map = bookings.0.lock().expect("bookings lock");
        if !map.contains_key(&candidate) {
            break 'pick candidate;
        }
    };

    tracing::info!(postcode = %req.postcode, date = %req.date, "sweep booked");
    let date = req.date.clone();
    bookings.0.lock().expect("bookings lock").insert(code.clone(), req);
    Ok(Json(Confirmation { manage_code: code, date }))
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let app = Router::new()
        .route("/bookings", post(book_slot))
        .with_state(Bookings::default());
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8082").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
