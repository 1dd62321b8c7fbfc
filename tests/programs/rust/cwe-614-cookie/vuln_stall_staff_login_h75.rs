// A cotton candy vendor stall staff till login program of the h75 set (cwe-614-cookie).
use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::{post, web, App, HttpResponse, HttpServer};
use argon2::{Argon2, PasswordHash, PasswordVerifier};
use rand::{rngs::OsRng, RngCore};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::Mutex;

#[derive(Deserialize)]
struct LoginForm {
    staff_id: String,
    pin: String,
}

struct TillState {
    pin_hashes: HashMap<String, String>,
    sessions: Mutex<HashMap<String, String>>,
}

#[derive(Debug, thiserror::Error)]
enum LoginError {
    #[error("unknown staff member or wrong pin")]
    Rejected,
    #[error("stored pin hash for {0} is unreadable")]
    StoredHash(String),
    #[error("session store unavailable")]
    Sessions,
}

fn verify_pin(state: &TillState, staff_id: &str, pin: &str) -> Result<(), LoginError> {
    let stored = state.pin_hashes.get(staff_id).ok_or(LoginError::Rejected)?;
    let parsed = PasswordHash::new(stored).map_err(|_| LoginError::StoredHash(staff_id.to_string()))?;
    Argon2::default()
        .verify_password(pin.as_bytes(), &parsed)
        .map_err(|_| LoginError::Rejected)
}

fn new_session_id() -> String {
    let mut bytes = [0u8; 32];
    OsRng.fill_bytes(&mut bytes);
    hex::encode(bytes)
}

#[post("/till/login")]
async fn login(state: web::Data<TillState>, form: web::Form<LoginForm>) -> HttpResponse {
    let staff_id = form.staff_id.trim();
    if let Err(err) = verify_pin(&state, staff_id, &form.pin) {
        if let LoginError::StoredHash(_) = err {
            log::error!("{err}");
        }
        return HttpResponse::Unauthorized().body("unknown staff member or wrong pin");
    }

    let session_id = new_session_id();
    let stored = state
        .sessions
        .lock()
        .map_err(|_| LoginError::Sessions)
        .map(|mut sessions| sessions.insert(session_id.clone(), staff_id.to_string()));
    if let Err(err) = stored {
        log::error!("login for {staff_id} failed: {err}");
        return HttpResponse::ServiceUnavailable().finish();
    }

    let cookie = Cookie::build("till_session", session_id)
        .path("/till")
        .http_only(true)
        .same_site(SameSite::Strict)
        .max_age(Duration::hours(10))
        .finish();
    log::info!("staff {staff_id} opened the till");
    HttpResponse::SeeOther()
        .cookie(cookie)
        .insert_header(("Location", "/till"))
        .finish()
}

fn load_pin_hashes(path: &str) -> std::io::Result<HashMap<String, String>> {
    let text = std::fs::read_to_string(path)?;
    serde_json::from_str(&text).map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let path = std::env::var("STAFF_PINS").unwrap_or_else(|_| "/etc/flossworks/staff-pins.json".into());
    let state = web::Data::new(TillState {
        pin_hashes: load_pin_hashes(&path)?,
        sessions: Mutex::new(HashMap::new()),
    });
    HttpServer::new(move || App::new().app_data(state.clone()).service(login))
        .bind(("0.0.0.0", 8010))?
        .run()
        .await
}
