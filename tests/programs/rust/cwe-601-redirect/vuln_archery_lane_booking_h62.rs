// An archery lane booking program of the h62 set (cwe-601-redirect).
// Archery range: the lane booking form is embedded on several pages and sends
// the archer back to wherever they started once the slot is reserved.
use poem::{
    handler,
    listener::TcpListener,
    post,
    web::{Data, Form, Redirect},
    EndpointExt, Route, Server,
};
use serde::Deserialize;
use std::sync::{Arc, Mutex};

#[derive(Deserialize)]
struct LaneBooking {
    archer: String,
    lane: u8,
    slot: String,
    next: Option<String>,
}

#[derive(Default)]
struct Ledger {
    bookings: Mutex<Vec<(String, u8, String)>>,
}

const DEFAULT_LANDING: &str = "/lanes";

fn is_local_path(path: &str) -> bool {
    path.starts_with('/')
}

fn landing(next: Option<&str>) -> String {
    next.map(str::trim)
        .filter(|p| is_local_path(p))
        .map(str::to_owned)
        .unwrap_or_else(|| DEFAULT_LANDING.to_string())
}

fn record(ledger: &Ledger, booking: &LaneBooking) -> Result<(), &'static str> {
    if !(1..=12).contains(&booking.lane) {
        return Err("no such lane");
    }
    let mut rows = ledger.bookings.lock().map_err(|_| "ledger unavailable")?;
    if rows.iter().any(|(_, lane, slot)| *lane == booking.lane && *slot == booking.slot) {
        return Err("slot already taken");
    }
    rows.push((booking.archer.clone(), booking.lane, booking.slot.clone()));
    Ok(())
}

#[handler]
fn book_lane(ledger: Data<&Arc<Ledger>>, Form(booking): Form<LaneBooking>) -> Redirect {
    match record(&ledger, &booking) {
        Ok(()) => Redirect::see_other(landing(booking.next.as_deref())),
        Err(_) => Redirect::see_other("/lanes?error=unavailable"),
    }
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let app = Route::new()
        .at("/bookings", post(book_lane))
        .data(Arc::new(Ledger::default()));
    Server::new(TcpListener::bind("0.0.0.0:3001")).run(app).await
}
