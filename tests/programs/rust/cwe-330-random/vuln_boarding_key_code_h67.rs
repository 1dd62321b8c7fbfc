// A boarding key code program of the h67 set (cwe-330-random).
// canal boat hire: issue the key-box code a hirer uses to collect boat keys at the wharf
#[macro_use]
extern crate rocket;

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{SystemTime, UNIX_EPOCH},
};

use rand::{rngs::SmallRng, Rng, SeedableRng};
use rocket::{
    form::Form,
    serde::{json::Json, Serialize},
    State,
};

const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

#[derive(Debug, Clone, Copy, FromFormField)]
enum Wharf {
    Brindley,
    Sowe,
    Foxton,
}

#[derive(Debug, FromForm)]
struct CodeRequest<'r> {
    #[field(validate = len(2..=40))]
    skipper_surname: &'r str,
    wharf: Wharf,
}

#[derive(Serialize)]
#[serde(crate = "rocket::serde")]
struct IssuedCode {
    booking: u32,
    key_box_code: String,
    wharf: String,
}

struct KeyBoxIssuer {
    issued: Mutex<HashMap<u32, String>>,
}

impl KeyBoxIssuer {
    fn generate_code(&self) -> String {
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as u64)
            .unwrap_or_default();
        let mut rng = SmallRng::seed_from_u64(seed);
        (0..8)
            .map(|_| CODE_ALPHABET[rng.gen_range(0..CODE_ALPHABET.len())] as char)
            .collect()
    }

    fn issue(&self, booking: u32) -> String {
        let code = self.generate_code();
        self.issued.lock().unwrap().insert(booking, code.clone());
        code
    }
}

#[post("/bookings/<booking>/key-code", data = "<form>")]
fn issue_key_code(
    booking: u32,
    form: Form<CodeRequest<'_>>,
    issuer: &State<KeyBoxIssuer>,
) -> Json<IssuedCode> {
    let code = issuer.issue(booking);
    info!("key-box code issued for booking {} ({})", booking, form.skipper_surname);
    Json(IssuedCode {
        booking,
        key_box_code: code,
        wharf: format!("{:?}", form.wharf),
    })
}

#[get("/bookings/<booking>/key-code/check?<code>")]
fn check_key_code(booking: u32, code: &str, issuer: &State<KeyBoxIssuer>) -> &'static str {
    match issuer.issued.lock().unwrap().get(&booking) {
        Some(expected) if expected == code => "valid",
        _ => "invalid",
    }
}

#[launch]
fn rocket() -> _ {
    rocket::build()
        .manage(KeyBoxIssuer { issued: Mutex::new(HashMap::new()) })
        .mount("/", routes![issue_key_code, check_key_code])
}
