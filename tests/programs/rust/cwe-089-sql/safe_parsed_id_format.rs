// id parsed as i64 before it is formatted into the statement text
use actix_web::{get, web, App, HttpResponse, HttpServer};
use rusqlite::Connection;

#[get("/invoice/{id}")]
async fn invoice(id: web::Path<String>) -> HttpResponse {
    let Ok(id) = id.parse::<i64>() else {
        return HttpResponse::BadRequest().finish();
    };
    let Ok(conn) = Connection::open("/srv/billing.db") else {
        return HttpResponse::InternalServerError().finish();
    };
    let sql = format!("SELECT total FROM invoices WHERE id = {id}");
    let total: f64 = conn.query_row(&sql, [], |r| r.get(0)).unwrap_or(0.0);
    HttpResponse::Ok().body(total.to_string())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(invoice)).bind(("0.0.0.0", 8080))?.run().await
}
