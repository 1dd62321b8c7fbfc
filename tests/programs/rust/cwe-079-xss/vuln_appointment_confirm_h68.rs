// A appointment confirm program of the h68 set (cwe-079-xss).
// dog groomers: confirmation page shown after a client books a grooming slot for their dog
use std::borrow::Cow;
use std::collections::HashMap;

use serde::Deserialize;
use warp::{http::StatusCode, reply, Filter, Rejection, Reply};

#[derive(Deserialize)]
struct Booking {
    dog: String,
    owner_phone: String,
    service: String,
    slot: String,
}

fn escape_markup(input: &str) -> Cow<'_, str> {
    if !input.contains(['<', '>', '&']) {
        return Cow::Borrowed(input);
    }
    Cow::Owned(input.chars().fold(String::with_capacity(input.len() + 8), |mut out, c| {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            other => out.push(other),
        }
        out
    }))
}

fn service_label(code: &str) -> Option<&'static str> {
    Some(match code {
        "bath" => "Bath & brush-out",
        "full" => "Full groom with breed cut",
        "nails" => "Nail trim",
        "deshed" => "De-shedding treatment",
        _ => return None,
    })
}

fn masked_phone(phone: &str) -> String {
    let digits: Vec<char> = phone.chars().filter(char::is_ascii_digit).collect();
    let tail: String = digits.iter().rev().take(3).rev().collect();
    format!("•••• {tail}")
}

async fn confirm(booking: Booking) -> Result<Box<dyn Reply>, Rejection> {
    let Booking { dog, owner_phone, service, slot } = booking;
    let Some(label) = service_label(&service) else {
        return Ok(Box::new(reply::with_status(
            "unknown grooming service",
            StatusCode::BAD_REQUEST,
        )));
    };

    let dog = escape_markup(dog.trim());
    let slot = escape_markup(&slot);
    let phone = masked_phone(&owner_phone);

    let page = format!(
        r#"<!doctype html>
<html><body>
  <h1>See you soon, {dog}!</h1>
  <p>{label} booked for <time>{slot}</time>. We'll text {phone} the day before.</p>
  <form action="/bookings/reschedule" method="get">
    <input type="hidden" name="dog" value="{dog}">
    <input type="hidden" name="service" value="{service}">
    <button>Pick another time</button>
  </form>
</body></html>"#
    );
    Ok(Box::new(reply::html(page)))
}

#[tokio::main]
async fn main() {
    let confirm_route = warp::path!("bookings" / "confirm")
        .and(warp::get())
        .and(warp::query::<Booking>())
        .and_then(confirm);

    let health = warp::path!("health").map(|| reply::json(&HashMap::from([("ok", true)])));

    warp::serve(confirm_route.or(health))
        .run(([0, 0, 0, 0], 8088))
        .await;
}
