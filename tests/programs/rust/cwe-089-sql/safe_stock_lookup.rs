// Looks up warehouse stock levels for a SKU in the local SQLite inventory database.
use std::error::Error;

use actix_web::{get, web, App, HttpResponse, HttpServer, Responder};
use diesel::prelude::*;
use diesel::sql_query;
use diesel::sql_types::{Integer, Text};
use serde::Serialize;

type BoxError = Box<dyn Error + Send + Sync>;

#[derive(QueryableByName, Serialize)]
struct StockRow {
    #[diesel(sql_type = Text)]
    warehouse: String,
    #[diesel(sql_type = Integer)]
    quantity: i32,
}

struct Inventory {
    database_path: String,
}

impl Inventory {
    fn stock_for(&self, sku: &str) -> Result<Vec<StockRow>, BoxError> {
        let mut conn = SqliteConnection::establish(&self.database_path)?;
        let normalized = sku.trim().to_uppercase();
        let rows = sql_query("SELECT warehouse, quantity FROM stock WHERE sku = ? ORDER BY warehouse")
            .bind::<Text, _>(normalized)
            .load::<StockRow>(&mut conn)?;
        Ok(rows)
    }
}

#[get("/stock/{sku}")]
async fn stock(inv: web::Data<Inventory>, sku: web::Path<String>) -> impl Responder {
    let sku = sku.into_inner();
    if sku.is_empty() || sku.len() > 32 {
        return HttpResponse::BadRequest().body("invalid sku");
    }
    match web::block(move || inv.stock_for(&sku)).await {
        Ok(Ok(rows)) => HttpResponse::Ok().json(rows),
        _ => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let inv = web::Data::new(Inventory {
        database_path: "/var/lib/inventory/stock.db".to_string(),
    });
    HttpServer::new(move || App::new().app_data(inv.clone()).service(stock))
        .bind(("0.0.0.0", 8083))?
        .run()
        .await
}
