// A fastpass token program of the h73 set (cwe-330-random).
#[macro_use]
extern crate rocket;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::State;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Mutex;

// no 0/O or 1/I so the scare actors can read codes off a phone in the dark
const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

#[derive(Default)]
struct Passes {
    issued: Mutex<HashMap<String, String>>,
}

#[derive(Deserialize)]
struct UpgradeRequest {
    order_ref: String,
    house: String,
}

#[derive(Serialize)]
struct FastPass {
    code: String,
    house: String,
    valid_for_minutes: u32,
}

fn new_code() -> String {
    let mut rng = StdRng::from_os_rng();
    let mut code = String::with_capacity(14);
    for i in 0..12 {
        if i > 0 && i % 4 == 0 {
            code.push('-');
        }
        let idx = rng.random_range(0..ALPHABET.len());
        code.push(ALPHABET[idx] as char);
    }
    code
}

#[post("/fastpass", data = "<req>")]
fn issue(req: Json<UpgradeRequest>, passes: &State<Passes>) -> Result<Json<FastPass>, Status> {
    let order_ref = req.order_ref.trim().to_uppercase();
    let house = req.house.trim().to_lowercase().replace(' ', "-");
    if !order_ref.starts_with("GH") || !["crypt", "asylum", "hollow-manor"].contains(&house.as_str()) {
        return Err(Status::BadRequest);
    }

    let code = new_code();
    passes
        .issued
        .lock()
        .map_err(|_| Status::InternalServerError)?
        .insert(code.clone(), order_ref);
    Ok(Json(FastPass { code, house, valid_for_minutes: 45 }))
}

#[get("/fastpass/<code>")]
fn check(code: &str, passes: &State<Passes>) -> Status {
    let normalised: String = code.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_uppercase();
    let pretty = normalised
        .as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect::<Vec<_>>()
        .join("-");
    match passes.issued.lock() {
        Ok(map) if map.contains_key(&pretty) => Status::Ok,
        Ok(_) => Status::NotFound,
        Err(_) => Status::InternalServerError,
    }
}

#[launch]
fn rocket() -> _ {
    rocket::build().manage(Passes::default()).mount("/api", routes![issue, check])
}
