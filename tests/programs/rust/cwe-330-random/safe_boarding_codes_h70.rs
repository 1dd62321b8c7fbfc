// A boarding codes program of the h70 set (cwe-330-random).
use chrono::{Duration as ChronoDuration, Local, NaiveDate};
use rand::rngs::OsRng;
use rand::Rng;
use std::collections::HashMap;
use std::iter;
use std::time::Duration;

const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

#[derive(Debug, Clone)]
struct Booking {
    reference: String,
    sailing: String,
    vehicle_reg: Option<String>,
    passengers: u8,
}

#[derive(Debug)]
struct BoardingPass {
    reference: String,
    sailing: String,
    code: String,
    lane: char,
}

fn bookings_for(day: NaiveDate) -> Vec<Booking> {
    // in production this comes from the reservations database
    vec![
        Booking { reference: format!("{day}-0012"), sailing: "RSY-0715".into(), vehicle_reg: Some("KX19 PLN".into()), passengers: 3 },
        Booking { reference: format!("{day}-0013"), sailing: "RSY-0715".into(), vehicle_reg: None, passengers: 1 },
        Booking { reference: format!("{day}-0044"), sailing: "RSY-1130".into(), vehicle_reg: Some("WD71 ZTA".into()), passengers: 2 },
    ]
}

fn code_generator<R: Rng>(mut rng: R) -> impl FnMut() -> String {
    move || {
        iter::repeat_with(|| CODE_ALPHABET[rng.gen_range(0..CODE_ALPHABET.len())] as char)
            .take(8)
            .collect()
    }
}

fn issue(bookings: &[Booking], mut next_code: impl FnMut() -> String) -> Vec<BoardingPass> {
    bookings
        .iter()
        .map(|b| BoardingPass {
            reference: b.reference.clone(),
            sailing: b.sailing.clone(),
            code: next_code(),
            lane: if b.vehicle_reg.is_some() { 'V' } else { 'F' },
        })
        .collect()
}

fn run_once() {
    let tomorrow = Local::now().date_naive() + ChronoDuration::days(1);
    let bookings = bookings_for(tomorrow);

    let passes = issue(&bookings, code_generator(OsRng));

    let mut by_sailing: HashMap<&str, Vec<&BoardingPass>> = HashMap::new();
    for p in &passes {
        by_sailing.entry(p.sailing.as_str()).or_default().push(p);
    }
    for (sailing, list) in &by_sailing {
        let pax: u32 = bookings
            .iter()
            .filter(|b| b.sailing == *sailing)
            .map(|b| b.passengers as u32)
            .sum();
        println!("{sailing}: {} passes, {pax} passengers", list.len());
        for p in list {
            // the code is emailed and printed on the gate scanner whitelist
            println!("  {} lane {} -> {}", p.reference, p.lane, p.code);
        }
    }
}

#[tokio::main]
async fn main() {
    let mut nightly = tokio::time::interval(Duration::from_secs(24 * 60 * 60));
    loop {
        nightly.tick().await;
        tokio::task::spawn_blocking(run_once).await.ok();
    }
}
