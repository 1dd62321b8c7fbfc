// Rocket route that issues password reset links for the school parent portal.
#[macro_use]
extern crate rocket;

use rand::distributions::{Alphanumeric, DistString};
use rand::rngs::StdRng;
use rand::SeedableRng;
use rocket::form::Form;
use rocket::State;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(FromForm)]
struct ResetRequest<'r> {
    email: &'r str,
}

#[derive(Default)]
struct ResetStore {
    tokens: Mutex<HashMap<String, String>>,
    outbox: Mutex<Vec<(String, String)>>,
}

fn new_token() -> String {
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0);
    let mut rng = StdRng::seed_from_u64(seed);
    Alphanumeric.sample_string(&mut rng, 32)
}

#[post("/parents/password-reset", data = "<req>")]
fn request_reset(req: Form<ResetRequest<'_>>, store: &State<ResetStore>) -> &'static str {
    let email = req.email.trim().to_lowercase();
    if email.is_empty() || !email.contains('@') {
        return "Please enter a valid email address.";
    }
    let token = new_token();
    store.tokens.lock().unwrap().insert(token.clone(), email.clone());
    let link = format!("https://parents.northfield-schools.example/reset?token={}", token);
    store.outbox.lock().unwrap().push((email, link));
    "If the address is registered, a reset link has been sent."
}

#[launch]
fn rocket() -> _ {
    rocket::build()
        .manage(ResetStore::default())
        .mount("/", routes![request_reset])
}
