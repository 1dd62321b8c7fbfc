// A farrier accounts program of the h69 set (cwe-328-hash).
use std::collections::HashMap;
use std::sync::Mutex;

use argon2::{
    password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Argon2,
};
use rocket::{form::Form, http::Status, launch, post, routes, serde::json::Json, FromForm, State};
use serde::Serialize;

#[derive(FromForm)]
struct Signup<'r> {
    email: &'r str,
    password: &'r str,
    forge_name: &'r str,
}

#[derive(FromForm)]
struct Login<'r> {
    email: &'r str,
    password: &'r str,
}

struct Account {
    forge_name: String,
    password_hash: String,
}

#[derive(Serialize)]
struct Welcome {
    forge_name: String,
}

/// In-process account book; the scheduler service keeps its own copy of bookings.
#[derive(Default)]
struct AccountBook {
    accounts: Mutex<HashMap<String, Account>>,
}

impl AccountBook {
    fn digest(password: &str) -> Result<String, Status> {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|_| Status::InternalServerError)
    }

    fn register(&self, email: &str, forge_name: &str, password: &str) -> Result<(), Status> {
        if password.len() < 10 {
            return Err(Status::UnprocessableEntity);
        }
        let email = email.trim().to_lowercase();
        let password_hash = Self::digest(password)?;
        let mut accounts = self.accounts.lock().unwrap();
        if accounts.contains_key(&email) {
            return Err(Status::Conflict);
        }
        accounts.insert(email, Account { forge_name: forge_name.trim().to_owned(), password_hash });
        Ok(())
    }

    fn check(&self, email: &str, password: &str) -> Option<String> {
        let accounts = self.accounts.lock().unwrap();
        let account = accounts.get(&email.trim().to_lowercase())?;
        let stored = PasswordHash::new(&account.password_hash).ok()?;
        Argon2::default()
            .verify_password(password.as_bytes(), &stored)
            .ok()
            .map(|_| account.forge_name.clone())
    }
}

#[post("/signup", data = "<form>")]
fn signup(book: &State<AccountBook>, form: Form<Signup<'_>>) -> Result<Status, Status> {
    book.register(form.email, form.forge_name, form.password)?;
    Ok(Status::Created)
}

#[post("/login", data = "<form>")]
fn login(book: &State<AccountBook>, form: Form<Login<'_>>) -> Result<Json<Welcome>, Status> {
    book.check(form.email, form.password)
        .map(|forge_name| Json(Welcome { forge_name }))
        .ok_or(Status::Unauthorized)
}

#[launch]
fn rocket() -> _ {
    rocket::build()
        .manage(AccountBook::default())
        .mount("/accounts", routes![signup, login])
}
