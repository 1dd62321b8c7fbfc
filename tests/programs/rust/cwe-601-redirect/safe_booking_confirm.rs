// Actix-web handler that confirms a travel booking and forwards the customer to a partner page.
use actix_web::{get, http::header::LOCATION, web, HttpResponse};
use regex::Regex;
use serde::Deserialize;
use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

const DEFAULT_LANDING: &str = "https://www.travelhub.example/trips";

#[derive(Deserialize)]
struct ConfirmQuery {
    booking_ref: String,
    return_to: Option<String>,
}

#[derive(Default)]
pub struct BookingService {
    confirmed: Mutex<HashSet<String>>,
}

impl BookingService {
    fn mark_confirmed(&self, booking_ref: &str) -> bool {
        self.confirmed.lock().unwrap().insert(booking_ref.to_uppercase())
    }
}

fn partner_pattern() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"^https://(www\.)?(hotels|cars)\.travelhub\.example(/[A-Za-z0-9/_.?=&%-]*)?$").unwrap())
}

fn valid_booking_ref(r: &str) -> bool {
    r.len() == 8 && r.chars().all(|c| c.is_ascii_alphanumeric())
}

#[get("/bookings/confirm")]
async fn confirm(q: web::Query<ConfirmQuery>, bookings: web::Data<BookingService>) -> HttpResponse {
    if !valid_booking_ref(&q.booking_ref) {
        return HttpResponse::BadRequest().body("unknown booking reference");
    }
    bookings.mark_confirmed(&q.booking_ref);

    let target = match &q.return_to {
        Some(url) if partner_pattern().is_match(url) => url.clone(),
        _ => DEFAULT_LANDING.to_string(),
    };
    HttpResponse::Found().insert_header((LOCATION, target)).finish()
}
