// A tea house reservation program of the h63 set (cwe-601-redirect).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::extract::{Form, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::post;
use axum::Router;
use serde::Deserialize;

/// Where the guest returns after booking a tasting, e.g. "/menus/spring-oolong".
#[derive(Debug, Clone)]
pub struct ReturnPath(String);

impl ReturnPath {
    pub fn parse(raw: Option<&str>) -> Self {
        match raw {
            Some(path) if path.starts_with('/') => Self(path.to_string()),
            _ => Self("/reservations/thanks".to_string()),
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[derive(Debug, Deserialize)]
pub struct ReservationForm {
    pub guest_name: String,
    pub ceremony: String,
    pub party_size: u8,
    pub return_to: Option<String>,
}

pub struct Reservation {
    pub id: u64,
    pub next: ReturnPath,
}

pub trait ReservationStore: Send + Sync {
    fn insert(&self, guest: &str, ceremony: &str, party_size: u8) -> u64;
}

#[derive(Default)]
pub struct InMemoryReservations {
    rows: Mutex<HashMap<u64, (String, String, u8)>>,
}

impl ReservationStore for InMemoryReservations {
    fn insert(&self, guest: &str, ceremony: &str, party_size: u8) -> u64 {
        let mut rows = self.rows.lock().unwrap();
        let id = rows.len() as u64 + 1;
        rows.insert(id, (guest.to_string(), ceremony.to_string(), party_size));
        id
    }
}

pub struct ReservationService {
    store: Arc<dyn ReservationStore>,
    ceremonies: Vec<&'static str>,
}

impl ReservationService {
    pub fn book(&self, form: &ReservationForm) -> Result<Reservation, &'static str> {
        if !self.ceremonies.contains(&form.ceremony.as_str()) {
            return Err("unknown ceremony");
        }
        if form.party_size == 0 || form.party_size > 8 {
            return Err("tea room seats one to eight guests");
        }
        let id = self.store.insert(form.guest_name.trim(), &form.ceremony, form.party_size);
        Ok(Reservation { id, next: ReturnPath::parse(form.return_to.as_deref()) })
    }
}

async fn reserve(State(service): State<Arc<ReservationService>>, Form(form): Form<ReservationForm>) -> Response {
    match service.book(&form) {
        Ok(reservation) => {
            println!("reservation {} booked", reservation.id);
            Redirect::to(reservation.next.as_str()).into_response()
        }
        Err(reason) => (StatusCode::UNPROCESSABLE_ENTITY, reason).into_response(),
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let service = Arc::new(ReservationService {
        store: Arc::new(InMemoryReservations::default()),
        ceremonies: vec!["gongfu-cha", "matcha-chakai", "afternoon-darjeeling"],
    });
    let app = Router::new().route("/reservations", post(reserve)).with_state(service);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:3001").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
