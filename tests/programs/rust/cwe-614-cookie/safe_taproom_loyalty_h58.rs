// taproom loyalty (h58 set)
use std::{collections::HashMap, sync::Mutex};

use actix_web::{
    cookie::{time::Duration, Cookie, SameSite},
    post, web, App, HttpRequest, HttpResponse, HttpServer,
};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use serde::Deserialize;

/// Taproom loyalty club: members sign in on the bar tablet or their phone
/// to collect stamps and redeem free pints.
#[derive(Default)]
struct Club {
    sessions: Mutex<HashMap<String, u32>>,
    pins: HashMap<String, (u32, String)>, // phone -> (member id, pin hash)
}

#[derive(Deserialize)]
struct SignIn {
    phone: String,
    pin: String,
}

const SESSION_COOKIE: &str = "taproom_member";

fn new_session_id() -> String {
    OsRng.sample_iter(&Alphanumeric).take(32).map(char::from).collect()
}

fn session_cookie(id: String) -> Cookie<'static> {
    Cookie::build(SESSION_COOKIE, id)
        .path("/")
        .max_age(Duration::days(30))
        .same_site(SameSite::Lax)
        .http_only(true)
        .secure(true)
        .finish()
}

fn pin_ok(stored_hash: &str, pin: &str) -> bool {
    argon2::PasswordHash::new(stored_hash)
        .map(|h| argon2::PasswordVerifier::verify_password(&argon2::Argon2::default(), pin.as_bytes(), &h).is_ok())
        .unwrap_or(false)
}

#[post("/club/sign-in")]
async fn sign_in(club: web::Data<Club>, form: web::Form<SignIn>) -> HttpResponse {
    let member = club
        .pins
        .get(form.phone.trim())
        .filter(|(_, hash)| pin_ok(hash, &form.pin))
        .map(|(id, _)| *id);
    let Some(member_id) = member else {
        return HttpResponse::Unauthorized().body("unknown phone number or PIN");
    };
    let sid = new_session_id();
    club.sessions.lock().unwrap().insert(sid.clone(), member_id);
    HttpResponse::SeeOther()
        .insert_header(("Location", "/club/stamps"))
        .cookie(session_cookie(sid))
        .finish()
}

#[post("/club/sign-out")]
async fn sign_out(club: web::Data<Club>, req: HttpRequest) -> HttpResponse {
    if let Some(c) = req.cookie(SESSION_COOKIE) {
        club.sessions.lock().unwrap().remove(c.value());
    }
    let mut gone = session_cookie(String::new());
    gone.make_removal();
    HttpResponse::SeeOther().insert_header(("Location", "/")).cookie(gone).finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let pins = std::env::var("CLUB_MEMBERS_JSON")
        .ok()
        .and_then(|path| std::fs::read_to_string(path).ok())
        .and_then(|json| serde_json::from_str(&json).ok())
        .unwrap_or_default();
    let club = web::Data::new(Club { pins, ..Club::default() });
    HttpServer::new(move || App::new().app_data(club.clone()).service(sign_in).service(sign_out))
        .bind(("127.0.0.1", 8270))?
        .run()
        .await
}
