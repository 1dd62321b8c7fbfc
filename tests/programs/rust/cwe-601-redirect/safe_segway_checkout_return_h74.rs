// A segway checkout return program of the h74 set (cwe-601-redirect).
#[macro_use]
extern crate rocket;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rocket::response::Redirect;
use rocket::State;
use tokio::sync::Mutex;

const PAYMENT_PAGE: &str = "https://pay.glidecity-tours.com/checkout";
const DEFAULT_RETURN: &str = "/tours";

struct PendingCheckout {
    tour: String,
    return_to: String,
    started: Instant,
}

#[derive(Clone, Default)]
struct Checkouts(Arc<Mutex<HashMap<String, PendingCheckout>>>);

fn remember_target(return_to: Option<String>) -> String {
    // only paths on this site; "//host" and "/\host" are treated as other origins by browsers
    match return_to {
        Some(t)
            if t.starts_with('/')
                && !t.starts_with("//")
                && !t.starts_with("/\\")
                && !t.chars().any(|c| c.is_control()) =>
        {
            t
        }
        _ => DEFAULT_RETURN.to_string(),
    }
}

#[get("/book/<tour>?<return_to>")]
async fn start_booking(tour: &str, return_to: Option<String>, checkouts: &State<Checkouts>) -> Redirect {
    let booking = uuid::Uuid::new_v4().simple().to_string();
    let target = remember_target(return_to);
    checkouts.0.lock().await.insert(
        booking.clone(),
        PendingCheckout { tour: tour.to_string(), return_to: target, started: Instant::now() },
    );
    Redirect::to(format!("{PAYMENT_PAGE}?booking={booking}&tour={}", urlencoding::encode(tour)))
}

#[get("/checkout/complete?<booking>")]
async fn checkout_complete(booking: &str, checkouts: &State<Checkouts>) -> Redirect {
    let pending = checkouts.0.lock().await.remove(booking);
    match pending {
        Some(p) => {
            println!("booking {booking} for {} completed", p.tour);
            Redirect::to(p.return_to)
        }
        None => Redirect::to(DEFAULT_RETURN),
    }
}

async fn sweep_abandoned(checkouts: Checkouts) {
    let mut every = tokio::time::interval(Duration::from_secs(300));
    loop {
        every.tick().await;
        let mut map = checkouts.0.lock().await;
        let before = map.len();
        map.retain(|_, p| p.started.elapsed() < Duration::from_secs(3600));
        if before != map.len() {
            println!("dropped {} abandoned checkouts", before - map.len());
        }
    }
}

#[launch]
async fn rocket() -> _ {
    let checkouts = Checkouts::default();
    tokio::spawn(sweep_abandoned(checkouts.clone()));
    rocket::build()
        .manage(checkouts)
        .mount("/", routes![start_booking, checkout_complete])
}
