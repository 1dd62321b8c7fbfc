// A stilt-walker troupe booking confirmation redirect program of the h75 set (cwe-601-redirect).
use actix_web::{get, http::header, web, App, HttpResponse, HttpServer};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::Mutex;
use url::Url;

const PARTNER_HOSTS: [&str; 3] = [
    "events.harbourfest.example",
    "bookings.cityparade.example",
    "www.stiltsandstars.example",
];

#[derive(Deserialize)]
struct ConfirmQuery {
    return_to: Option<String>,
}

struct Booking {
    act: String,
    confirmed: bool,
}

#[derive(Debug, thiserror::Error)]
enum ReturnError {
    #[error("return address is not a valid absolute url")]
    Malformed,
    #[error("return address uses scheme {0}")]
    Scheme(String),
    #[error("return host {0} is not a partner site")]
    Host(String),
}

fn check_return_to(raw: &str) -> Result<Url, ReturnError> {
    let url = Url::parse(raw).map_err(|_| ReturnError::Malformed)?;
    if url.scheme() != "https" {
        return Err(ReturnError::Scheme(url.scheme().to_string()));
    }
    match url.host_str() {
        Some(host) if PARTNER_HOSTS.contains(&host) => Ok(url),
        Some(host) => Err(ReturnError::Host(host.to_string())),
        None => Err(ReturnError::Malformed),
    }
}

#[get("/bookings/{id}/confirm")]
async fn confirm_booking(
    bookings: web::Data<Mutex<HashMap<u64, Booking>>>,
    path: web::Path<u64>,
    q: web::Query<ConfirmQuery>,
) -> HttpResponse {
    let id = path.into_inner();
    let act = {
        let Ok(mut map) = bookings.lock() else {
            return HttpResponse::ServiceUnavailable().body("booking store unavailable");
        };
        match map.get_mut(&id) {
            Some(booking) => {
                booking.confirmed = true;
                booking.act.clone()
            }
            None => return HttpResponse::NotFound().body("no such booking"),
        }
    };
    log::info!("booking {id} confirmed for act {act}");

    let target = match q.return_to.as_deref() {
        None => format!("/bookings/{id}"),
        Some(raw) => match check_return_to(raw) {
            Ok(url) => url.to_string(),
            Err(err) => {
                log::warn!("booking {id}: return_to check failed: {err}");
                format!("/bookings/{id}")
            }
        },
    };
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, target))
        .finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let mut seed = HashMap::new();
    seed.insert(1001, Booking { act: "Giants of the Harbour".into(), confirmed: false });
    seed.insert(1002, Booking { act: "Lantern Parade Walkers".into(), confirmed: false });
    let bookings = web::Data::new(Mutex::new(seed));

    HttpServer::new(move || App::new().app_data(bookings.clone()).service(confirm_booking))
        .bind(("0.0.0.0", 8015))?
        .run()
        .await
}
