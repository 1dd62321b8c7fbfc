// A visit booking return program of the h69 set (cwe-601-redirect).
use actix_web::{get, http::header, post, web, App, HttpResponse, HttpServer, Responder};
use dashmap::DashMap;
use serde::Deserialize;
use url::Url;
use uuid::Uuid;

const HOME: &str = "https://sunnyridgealpacas.com/visits/thank-you";

#[derive(Clone, Debug)]
struct Booking {
    guest: String,
    date: String,
    party_size: u8,
    return_url: Option<String>,
    confirmed: bool,
}

struct Desk {
    bookings: DashMap<Uuid, Booking>,
}

#[derive(Deserialize)]
struct BookingForm {
    guest: String,
    date: String,
    party_size: u8,
    return_url: Option<String>,
}

#[post("/visits")]
async fn create_booking(desk: web::Data<Desk>, form: web::Json<BookingForm>) -> impl Responder {
    let form = form.into_inner();
    if form.party_size == 0 || form.party_size > 12 {
        return HttpResponse::BadRequest().body("parties of 1 to 12 only");
    }
    let id = Uuid::new_v4();
    desk.bookings.insert(
        id,
        Booking {
            guest: form.guest,
            date: form.date,
            party_size: form.party_size,
            return_url: form.return_url,
            confirmed: false,
        },
    );
    HttpResponse::Created().json(serde_json::json!({ "id": id, "confirm": format!("/visits/{id}/confirm") }))
}

/// Partner sites (our shop and the farm-stay page) may ask to get the guest back afterwards.
fn allowed_return(raw: &str) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    let host = url.host_str()?;
    if host.ends_with("sunnyridgealpacas.com") {
        Some(url)
    } else {
        None
    }
}

#[get("/visits/{id}/confirm")]
async fn confirm_booking(desk: web::Data<Desk>, id: web::Path<Uuid>) -> impl Responder {
    let Some(mut booking) = desk.bookings.get_mut(&id.into_inner()) else {
        return HttpResponse::NotFound().finish();
    };
    booking.confirmed = true;
    log::info!(
        "visit confirmed for {} on {} ({} guests)",
        booking.guest,
        booking.date,
        booking.party_size
    );

    let target = booking
        .return_url
        .as_deref()
        .and_then(allowed_return)
        .map(|u| u.to_string())
        .unwrap_or_else(|| HOME.to_owned());
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, target))
        .finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let desk = web::Data::new(Desk { bookings: DashMap::new() });
    HttpServer::new(move || {
        App::new()
            .app_data(desk.clone())
            .service(create_booking)
            .service(confirm_booking)
    })
    .bind(("0.0.0.0", 8240))?
    .run()
    .await
}
