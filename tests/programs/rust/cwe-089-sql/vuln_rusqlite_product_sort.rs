// Actix-web product listing endpoint with user-selectable sort column and direction.
use actix_web::{get, web, App, HttpResponse, HttpServer, Responder};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use std::sync::Mutex;

#[derive(Deserialize)]
struct ListParams {
    sort: Option<String>,
    dir: Option<String>,
}

#[derive(Serialize)]
struct Product {
    sku: String,
    name: String,
    price_cents: i64,
}

fn reject_suspicious(input: &str) -> bool {
    let lowered = input.to_ascii_lowercase();
    [";", "--", "/*", "drop ", "union "].iter().any(|bad| lowered.contains(bad))
}

fn load_products(conn: &Connection, sort: &str, dir: &str) -> rusqlite::Result<Vec<Product>> {
    let sql = format!("SELECT sku, name, price_cents FROM products WHERE active = 1 ORDER BY {} {}", sort, dir);
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map([], |row| {
        Ok(Product { sku: row.get(0)?, name: row.get(1)?, price_cents: row.get(2)? })
    })?;
    rows.collect()
}

#[get("/products")]
async fn list(db: web::Data<Mutex<Connection>>, params: web::Query<ListParams>) -> impl Responder {
    let sort = params.sort.clone().unwrap_or_else(|| "name".to_string());
    let dir = if params.dir.as_deref() == Some("desc") { "DESC" } else { "ASC" };
    if reject_suspicious(&sort) {
        return HttpResponse::BadRequest().body("invalid sort");
    }
    let conn = db.lock().unwrap();
    match load_products(&conn, &sort, dir) {
        Ok(items) => HttpResponse::Ok().json(items),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let conn = Connection::open("/var/lib/shop/catalog.db").expect("open catalog");
    let db = web::Data::new(Mutex::new(conn));
    HttpServer::new(move || App::new().app_data(db.clone()).service(list))
        .bind(("127.0.0.1", 8081))?
        .run()
        .await
}
