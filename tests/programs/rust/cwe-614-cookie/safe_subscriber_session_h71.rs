// A subscriber session program of the h71 set (cwe-614-cookie).
use std::collections::HashMap;
use std::sync::Mutex;

use actix_web::{
    cookie::{time::Duration, Cookie, SameSite},
    http::StatusCode,
    post, web, App, HttpResponse, HttpServer, ResponseError,
};
use argon2::{Argon2, PasswordHash, PasswordVerifier};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use serde::Deserialize;

struct Subscribers {
    password_hashes: HashMap<String, String>,
    sessions: Mutex<HashMap<String, String>>,
}

#[derive(Deserialize)]
struct SignIn {
    member_no: String,
    password: String,
}

#[derive(Debug, thiserror::Error)]
enum SignInError {
    #[error("membership number or password not recognised")]
    Unknown,
    #[error("membership number should be 8 digits")]
    BadMemberNo,
}

impl ResponseError for SignInError {
    fn status_code(&self) -> StatusCode {
        match self {
            SignInError::Unknown => StatusCode::UNAUTHORIZED,
            SignInError::BadMemberNo => StatusCode::BAD_REQUEST,
        }
    }
}

fn member_no(raw: &str) -> Result<&str, SignInError> {
    let trimmed = raw.trim();
    (trimmed.len() == 8 && trimmed.bytes().all(|b| b.is_ascii_digit()))
        .then_some(trimmed)
        .ok_or(SignInError::BadMemberNo)
}

fn check_password(subs: &Subscribers, member: &str, password: &str) -> Result<(), SignInError> {
    let stored = subs.password_hashes.get(member).ok_or(SignInError::Unknown)?;
    let hash = PasswordHash::new(stored).map_err(|_| SignInError::Unknown)?;
    Argon2::default()
        .verify_password(password.as_bytes(), &hash)
        .map_err(|_| SignInError::Unknown)
}

#[post("/subscribers/sign-in")]
async fn sign_in(
    subs: web::Data<Subscribers>,
    form: web::Form<SignIn>,
) -> Result<HttpResponse, SignInError> {
    let member = member_no(&form.member_no)?;
    check_password(&subs, member, &form.password)?;

    let sid: String = OsRng
        .sample_iter(&Alphanumeric)
        .take(40)
        .map(char::from)
        .collect();
    subs.sessions
        .lock()
        .expect("session table poisoned")
        .insert(sid.clone(), member.to_string());

    let cookie = Cookie::build("pt_subscriber", sid)
        .path("/")
        .max_age(Duration::days(14))
        .same_site(SameSite::Strict)
        .secure(true)
        .http_only(true)
        .finish();

    Ok(HttpResponse::SeeOther()
        .cookie(cookie)
        .insert_header(("Location", "/seat-exchange"))
        .finish())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let hashes: HashMap<String, String> =
        serde_json::from_str(&std::fs::read_to_string("/etc/marionette/subscribers.json")?)?;
    let subs = web::Data::new(Subscribers {
        password_hashes: hashes,
        sessions: Mutex::new(HashMap::new()),
    });
    HttpServer::new(move || App::new().app_data(subs.clone()).service(sign_in))
        .bind(("0.0.0.0", 8071))?
        .run()
        .await
}
