// Registers new user accounts and stores their password hashes in SQLite.
use std::sync::Mutex;

use rocket::form::Form;
use rocket::http::Status;
use rocket::{launch, post, routes, FromForm, State};
use argon2::password_hash::{rand_core::OsRng, PasswordHasher, SaltString};
use argon2::Argon2;
use rusqlite::{params, Connection};

#[derive(FromForm)]
struct Signup<'r> {
    email: &'r str,
    password: &'r str,
}

struct Db(Mutex<Connection>);

fn hash_password(password: &str) -> Option<String> {
    let salt = SaltString::generate(&mut OsRng);
    let hash = Argon2::default().hash_password(password.as_bytes(), &salt).ok()?;
    Some(hash.to_string())
}

fn valid_signup(form: &Signup<'_>) -> bool {
    form.email.contains('@') && form.password.chars().count() >= 10
}

#[post("/signup", data = "<form>")]
fn signup(db: &State<Db>, form: Form<Signup<'_>>) -> Status {
    if !valid_signup(&form) {
        return Status::UnprocessableEntity;
    }
    let Some(stored) = hash_password(form.password) else {
        return Status::InternalServerError;
    };
    let conn = db.0.lock().expect("db lock");
    match conn.execute(
        "INSERT INTO users (email, password_hash) VALUES (?1, ?2)",
        params![form.email.to_lowercase(), stored],
    ) {
        Ok(_) => Status::Created,
        Err(_) => Status::Conflict,
    }
}

#[launch]
fn rocket() -> _ {
    let conn = Connection::open("users.db").expect("open users.db");
    rocket::build()
        .manage(Db(Mutex::new(conn)))
        .mount("/", routes![signup])
}
