// Rocket handler fetching a customer row by handle
#[macro_use]
extern crate rocket;

use rocket::State;
use rusqlite::Connection;
use std::sync::Mutex;

#[get("/customers/<handle>")]
fn customer(handle: &str, db: &State<Mutex<Connection>>) -> Option<String> {
    let conn = db.lock().unwrap();
    let sql = format!("SELECT email FROM customers WHERE handle = '{}'", handle);
    conn.query_row(&sql, [], |row| row.get::<_, String>(0)).ok()
}

#[launch]
fn rocket() -> _ {
    rocket::build()
        .manage(Mutex::new(Connection::open("shop.db").unwrap()))
        .mount("/", routes![customer])
}
