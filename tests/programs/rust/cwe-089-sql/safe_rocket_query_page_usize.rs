// Rocket handler listing articles page by page
#[macro_use]
extern crate rocket;

use rocket::State;
use rusqlite::Connection;
use std::sync::Mutex;

#[get("/articles?<page>&<per>")]
fn articles(page: usize, per: u8, db: &State<Mutex<Connection>>) -> String {
    let conn = db.lock().unwrap();
    let sql = format!("SELECT title FROM article LIMIT {} OFFSET {}", per, page * per as usize);
    let mut stmt = conn.prepare(&sql).unwrap();
    let titles: Vec<String> = stmt.query_map([], |r| r.get(0)).unwrap().filter_map(Result::ok).collect();
    titles.join("\n")
}

#[launch]
fn rocket() -> _ {
    rocket::build()
        .manage(Mutex::new(Connection::open("blog.db").unwrap()))
        .mount("/", routes![articles])
}
