// A after login redirect program of the h71 set (cwe-601-redirect).
use std::collections::HashMap;

use actix_session::{storage::CookieSessionStore, Session, SessionMiddleware};
use actix_web::{
    cookie::Key, http::header, http::StatusCode, post, web, App, HttpResponse, HttpServer,
    ResponseError,
};
use argon2::{Argon2, PasswordHash, PasswordVerifier};
use serde::Deserialize;

struct Staff {
    hashes: HashMap<String, String>,
}

#[derive(Deserialize)]
struct LoginForm {
    username: String,
    password: String,
    #[serde(default)]
    next: String,
}

#[derive(Debug, thiserror::Error)]
enum LoginError {
    #[error("wrong username or password")]
    BadCredentials,
    #[error("session could not be saved")]
    Session,
}

impl ResponseError for LoginError {
    fn status_code(&self) -> StatusCode {
        match self {
            LoginError::BadCredentials => StatusCode::UNAUTHORIZED,
            LoginError::Session => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

#[derive(Debug)]
struct NotLocal;

fn local_path(next: &str) -> Result<&str, NotLocal> {
    let ok = next.starts_with('/')
        && !next.starts_with("//")
        && !next.starts_with("/\\")
        && !next.contains("://");
    if ok {
        Ok(next)
    } else {
        Err(NotLocal)
    }
}

fn verify(staff: &Staff, user: &str, password: &str) -> Result<(), LoginError> {
    let stored = staff.hashes.get(user).ok_or(LoginError::BadCredentials)?;
    let parsed = PasswordHash::new(stored).map_err(|_| LoginError::BadCredentials)?;
    Argon2::default()
        .verify_password(password.as_bytes(), &parsed)
        .map_err(|_| LoginError::BadCredentials)
}

#[post("/login")]
async fn login(
    staff: web::Data<Staff>,
    session: Session,
    form: web::Form<LoginForm>,
) -> Result<HttpResponse, LoginError> {
    verify(&staff, &form.username, &form.password)?;
    session.renew();
    session
        .insert("clockmaker", &form.username)
        .map_err(|_| LoginError::Session)?;

    let target = local_path(&form.next).unwrap_or("/workbench");
    log::info!("{} signed in, continuing to {}", form.username, target);

    Ok(HttpResponse::SeeOther()
        .insert_header((header::LOCATION, target.to_string()))
        .finish())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let key = Key::generate();
    let staff = web::Data::new(Staff {
        hashes: serde_json::from_str(&std::fs::read_to_string("/etc/workbench/staff.json")?)?,
    });
    HttpServer::new(move || {
        App::new()
            .app_data(staff.clone())
            .wrap(SessionMiddleware::new(CookieSessionStore::default(), key.clone()))
            .service(login)
    })
    .bind(("0.0.0.0", 8090))?
    .run()
    .await
}
