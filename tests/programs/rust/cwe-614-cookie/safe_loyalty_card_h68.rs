// A loyalty card program of the h68 set (cwe-614-cookie).
// chocolatiers: shop-counter loyalty card sign-in that keeps the customer's stamp card in a session cookie
use std::{collections::HashMap, sync::RwLock};

use actix_web::{
    cookie::{time::Duration, Cookie, SameSite},
    get, post, web, App, HttpRequest, HttpResponse, HttpServer, Responder,
};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use serde::Deserialize;

const COOKIE_NAME: &str = "praline_card";

#[derive(Default)]
struct Cards {
    // card number -> argon2 hash of the PIN chosen at the counter
    pins: HashMap<String, String>,
    // session token -> (card number, stamps)
    sessions: RwLock<HashMap<String, (String, u8)>>,
}

#[derive(Deserialize)]
struct CardLogin {
    card_number: String,
    pin: String,
}

fn pin_matches(cards: &Cards, card_number: &str, pin: &str) -> bool {
    use argon2::{Argon2, PasswordHash, PasswordVerifier};
    cards
        .pins
        .get(card_number)
        .and_then(|stored| PasswordHash::new(stored).ok())
        .is_some_and(|hash| Argon2::default().verify_password(pin.as_bytes(), &hash).is_ok())
}

fn session_cookie(token: String) -> Cookie<'static> {
    Cookie::build(COOKIE_NAME, token)
        .path("/")
        .max_age(Duration::days(30))
        .same_site(SameSite::Strict)
        .http_only(true)
        .secure(true)
        .finish()
}

#[post("/loyalty/login")]
async fn login(cards: web::Data<Cards>, web::Form(CardLogin { card_number, pin }): web::Form<CardLogin>) -> impl Responder {
    if !pin_matches(&cards, &card_number, &pin) {
        return HttpResponse::Unauthorized().body("card number or PIN not recognised");
    }

    let token: String = OsRng
        .sample_iter(&Alphanumeric)
        .take(32)
        .map(char::from)
        .collect();

    if let Ok(mut sessions) = cards.sessions.write() {
        sessions.insert(token.clone(), (card_number, 0));
    }

    HttpResponse::SeeOther()
        .insert_header(("Location", "/loyalty"))
        .cookie(session_cookie(token))
        .finish()
}

#[get("/loyalty")]
async fn stamp_card(req: HttpRequest, cards: web::Data<Cards>) -> impl Responder {
    let card = req
        .cookie(COOKIE_NAME)
        .and_then(|c| cards.sessions.read().ok()?.get(c.value()).cloned());

    match card {
        Some((number, stamps @ 10..)) => {
            HttpResponse::Ok().body(format!("Card {number}: free box of truffles waiting! ({stamps} stamps)"))
        }
        Some((number, stamps)) => {
            HttpResponse::Ok().body(format!("Card {number}: {stamps}/10 stamps"))
        }
        None => HttpResponse::Found()
            .insert_header(("Location", "/loyalty/login"))
            .finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let pins = std::env::var("LOYALTY_PINS_FILE")
        .ok()
        .and_then(|path| std::fs::read_to_string(path).ok())
        .and_then(|raw| serde_json::from_str(&raw).ok())
        .unwrap_or_default();
    let cards = web::Data::new(Cards { pins, ..Cards::default() });
    HttpServer::new(move || App::new().app_data(cards.clone()).service(login).service(stamp_card))
        .bind(("0.0.0.0", 8097))?
        .run()
        .await
}
