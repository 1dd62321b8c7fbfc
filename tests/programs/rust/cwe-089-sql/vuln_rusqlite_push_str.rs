// actix path value appended with push_str to a rusqlite statement
use actix_web::{get, web, App, HttpResponse, HttpServer};
use rusqlite::Connection;

#[get("/orders/{status}")]
async fn orders(status: web::Path<String>) -> HttpResponse {
    let conn = match Connection::open("/srv/shop.db") {
        Ok(c) => c,
        Err(_) => return HttpResponse::InternalServerError().finish(),
    };
    let mut sql = String::from("SELECT count(*) FROM orders WHERE status = '");
    sql.push_str(&status);
    sql.push('\'');
    let n: i64 = conn.query_row(&sql, [], |r| r.get(0)).unwrap_or(0);
    HttpResponse::Ok().body(n.to_string())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(orders)).bind(("0.0.0.0", 8080))?.run().await
}
