// A campground gate codes program of the h62 set (cwe-330-random).
// Campground: guests get a keypad code for the vehicle gate when they check
// in online; the gate controller asks this service whether a code is valid.
use rand::rngs::OsRng;
use rand::Rng;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};
use warp::Filter;

#[derive(Clone)]
struct Gate {
    codes: Arc<Mutex<HashMap<String, (u64, SystemTime)>>>,
}

#[derive(Serialize)]
struct Issued {
    reservation: u64,
    code: String,
    valid_hours: u64,
}

fn code_rng() -> OsRng {
    OsRng
}

fn keypad_code<R: Rng>(rng: &mut R) -> String {
    (0..6).map(|_| char::from(b'0' + rng.gen_range(0..10u8))).collect()
}

fn issue(gate: &Gate, reservation: u64, stay_hours: u64) -> Issued {
    let mut rng = code_rng();
    let expires = SystemTime::now() + Duration::from_secs(stay_hours * 3600);
    let mut codes = gate.codes.lock().expect("codes lock");
    let code = std::iter::repeat_with(|| keypad_code(&mut rng))
        .find(|c| !codes.contains_key(c))
        .expect("code space");
    codes.insert(code.clone(), (reservation, expires));
    Issued { reservation, code, valid_hours: stay_hours }
}

fn check(gate: &Gate, code: &str) -> bool {
    let codes = gate.codes.lock().expect("codes lock");
    codes
        .get(code)
        .map_or(false, |(_, expires)| *expires > SystemTime::now())
}

#[tokio::main]
async fn main() {
    let gate = Gate { codes: Arc::new(Mutex::new(HashMap::new())) };
    let with_gate = {
        let gate = gate.clone();
        warp::any().map(move || gate.clone())
    };

    let issue_route = warp::path!("reservations" / u64 / "gate-code")
        .and(warp::post())
        .and(with_gate.clone())
        .map(|reservation: u64, gate: Gate| warp::reply::json(&issue(&gate, reservation, 72)));

    let check_route = warp::path!("gate" / "check" / String)
        .and(warp::get())
        .and(with_gate)
        .map(|code: String, gate: Gate| {
            let status = if check(&gate, &code) { "open" } else { "deny" };
            warp::reply::json(&serde_json::json!({ "gate": status }))
        });

    warp::serve(issue_route.or(check_route)).run(([0, 0, 0, 0], 3032)).await;
}
