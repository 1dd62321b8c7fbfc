// Actix-web endpoint that searches the product catalog stored in SQLite through rusqlite.
use std::sync::Mutex;

use actix_web::{get, web, HttpResponse, Responder};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};

pub struct AppState {
    pub db: Mutex<Connection>,
}

#[derive(Deserialize)]
pub struct SearchQuery {
    q: String,
    category: Option<String>,
}

#[derive(Serialize)]
struct Product {
    sku: String,
    name: String,
    price: f64,
}

fn build_pattern(term: &str) -> String {
    format!("%{}%", term.trim())
}

#[get("/catalog/search")]
pub async fn search(state: web::Data<AppState>, query: web::Query<SearchQuery>) -> impl Responder {
    if query.q.len() > 64 {
        return HttpResponse::BadRequest().body("search term too long");
    }
    let pattern = build_pattern(&query.q);
    let category = query.category.clone().unwrap_or_else(|| "all".into());

    let conn = state.db.lock().unwrap();
    let sql = format!(
        "SELECT sku, name, price FROM products WHERE name LIKE '{}' AND (?1 = 'all' OR category = ?1) LIMIT 50",
        pattern
    );
    let mut stmt = match conn.prepare(&sql) {
        Ok(s) => s,
        Err(_) => return HttpResponse::InternalServerError().finish(),
    };
    let rows = stmt.query_map([&category], |row| {
        Ok(Product { sku: row.get(0)?, name: row.get(1)?, price: row.get(2)? })
    });
    match rows {
        Ok(iter) => {
            let products: Vec<Product> = iter.filter_map(Result::ok).collect();
            HttpResponse::Ok().json(products)
        }
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
