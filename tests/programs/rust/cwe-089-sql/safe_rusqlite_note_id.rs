// Serves public notes from a SQLite file by id.
use actix_web::{get, web, App, HttpResponse, HttpServer};
use rusqlite::Connection;
use std::sync::Mutex;

#[get("/notes/{id}")]
async fn note(path: web::Path<i64>, db: web::Data<Mutex<Connection>>) -> HttpResponse {
    let id = path.into_inner();
    let conn = db.lock().unwrap();
    let sql = format!("SELECT body FROM notes WHERE public = 1 AND id = {}", id);
    match conn.query_row(&sql, [], |r| r.get::<_, String>(0)) {
        Ok(body) => HttpResponse::Ok().content_type("text/plain").body(body),
        Err(_) => HttpResponse::NotFound().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let db = web::Data::new(Mutex::new(Connection::open("notes.db").unwrap()));
    HttpServer::new(move || App::new().app_data(db.clone()).service(note))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
