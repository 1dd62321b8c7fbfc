// A bookclub member accounts program of the h74 set (cwe-328-hash).
#[macro_use]
extern crate rocket;

use std::collections::HashMap;

use argon2::password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::State;
use serde::Deserialize;
use tokio::sync::{mpsc, oneshot};

#[derive(Deserialize)]
struct Credentials {
    email: String,
    password: String,
}

enum AccountCmd {
    Register { email: String, password: String, reply: oneshot::Sender<bool> },
    Login { email: String, password: String, reply: oneshot::Sender<bool> },
}

fn digest_password(password: &str) -> String {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .expect("argon2 hashing")
        .to_string()
}

fn password_matches(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .map(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
        .unwrap_or(false)
}

async fn account_actor(mut rx: mpsc::Receiver<AccountCmd>) {
    let mut accounts: HashMap<String, String> = HashMap::new();
    while let Some(cmd) = rx.recv().await {
        match cmd {
            AccountCmd::Register { email, password, reply } => {
                if accounts.contains_key(&email) {
                    let _ = reply.send(false);
                    continue;
                }
                let stored = tokio::task::spawn_blocking(move || digest_password(&password))
                    .await
                    .expect("hashing task");
                accounts.insert(email, stored);
                let _ = reply.send(true);
            }
            AccountCmd::Login { email, password, reply } => {
                let Some(stored) = accounts.get(&email).cloned() else {
                    let _ = reply.send(false);
                    continue;
                };
                let ok = tokio::task::spawn_blocking(move || password_matches(&password, &stored))
                    .await
                    .unwrap_or(false);
                let _ = reply.send(ok);
            }
        }
    }
}

#[post("/members/signup", data = "<body>")]
async fn signup(actor: &State<mpsc::Sender<AccountCmd>>, body: Json<Credentials>) -> Status {
    let Credentials { email, password } = body.into_inner();
    if !email.contains('@') || password.chars().count() < 10 {
        return Status::UnprocessableEntity;
    }
    let (reply, wait) = oneshot::channel();
    let email = email.trim().to_lowercase();
    if actor.send(AccountCmd::Register { email, password, reply }).await.is_err() {
        return Status::ServiceUnavailable;
    }
    match wait.await {
        Ok(true) => Status::Created,
        Ok(false) => Status::Conflict,
        Err(_) => Status::InternalServerError,
    }
}

#[post("/members/login", data = "<body>")]
async fn login(actor: &State<mpsc::Sender<AccountCmd>>, body: Json<Credentials>) -> Status {
    let Credentials { email, password } = body.into_inner();
    let (reply, wait) = oneshot::channel();
    let email = email.trim().to_lowercase();
    if actor.send(AccountCmd::Login { email, password, reply }).await.is_err() {
        return Status::ServiceUnavailable;
    }
    match wait.await {
        Ok(true) => Status::NoContent,
        _ => Status::Unauthorized,
    }
}

#[launch]
async fn rocket() -> _ {
    let (tx, rx) = mpsc::channel(64);
    tokio::spawn(account_actor(rx));
    rocket::build()
        .manage(tx)
        .mount("/", routes![signup, login])
}
