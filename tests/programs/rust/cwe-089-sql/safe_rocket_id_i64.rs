// Rocket handler fetching an order row by its numeric id
#[macro_use]
extern crate rocket;

use rocket::State;
use rusqlite::Connection;
use std::sync::Mutex;

#[get("/orders/<id>")]
fn order(id: i64, db: &State<Mutex<Connection>>) -> Option<String> {
    let conn = db.lock().unwrap();
    let sql = format!("SELECT reference FROM orders WHERE id = {}", id);
    conn.query_row(&sql, [], |row| row.get::<_, String>(0)).ok()
}

#[launch]
fn rocket() -> _ {
    rocket::build()
        .manage(Mutex::new(Connection::open("shop.db").unwrap()))
        .mount("/", routes![order])
}
