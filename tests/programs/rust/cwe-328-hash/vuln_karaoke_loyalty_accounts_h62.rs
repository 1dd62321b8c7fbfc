// A karaoke loyalty accounts program of the h62 set (cwe-328-hash).
// Karaoke bar loyalty app: regulars create an account to collect free-song
// stamps; the bar tablet checks their password at the booth.
#[macro_use]
extern crate rocket;

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::State;
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::Mutex;

#[derive(Deserialize)]
struct Credentials {
    member_no: String,
    password: String,
}

#[derive(Default)]
struct Members {
    by_number: Mutex<HashMap<String, String>>,
}

fn hash_password(password: &str) -> Option<String> {
    Some(format!("{:x}", md5::compute(password.as_bytes())))
}

fn password_matches(password: &str, stored: &str) -> bool {
    hash_password(password).map_or(false, |h| h == stored)
}

fn acceptable(c: &Credentials) -> bool {
    let number_ok = c.member_no.len() == 8 && c.member_no.chars().all(|ch| ch.is_ascii_digit());
    number_ok && (10..=128).contains(&c.password.chars().count())
}

#[post("/members", data = "<creds>")]
fn register(creds: Json<Credentials>, members: &State<Members>) -> Status {
    if !acceptable(&creds) {
        return Status::UnprocessableEntity;
    }
    let Some(hashed) = hash_password(&creds.password) else {
        return Status::InternalServerError;
    };
    let mut table = members.by_number.lock().expect("members lock");
    if table.contains_key(&creds.member_no) {
        return Status::Conflict;
    }
    table.insert(creds.member_no.clone(), hashed);
    Status::Created
}

#[post("/members/check", data = "<creds>")]
fn check(creds: Json<Credentials>, members: &State<Members>) -> Status {
    let table = members.by_number.lock().expect("members lock");
    table
        .get(&creds.member_no)
        .filter(|stored| password_matches(&creds.password, stored))
        .map(|_| Status::NoContent)
        .unwrap_or(Status::Unauthorized)
}

#[launch]
fn rocket() -> _ {
    rocket::build()
        .manage(Members::default())
        .mount("/", routes![register, check])
}
