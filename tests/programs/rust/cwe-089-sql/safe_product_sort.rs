// Product listing endpoint with a caller-selected sort column.
use axum::{
    extract::{Query, State},
    http::StatusCode,
    Json,
};
use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};
use std::sync::{Arc, Mutex};

#[derive(Deserialize)]
pub struct ListParams {
    category: String,
    sort: Option<String>,
}

#[derive(Serialize)]
pub struct Product {
    id: i64,
    name: String,
    price_cents: i64,
}

fn sort_column(requested: Option<&str>) -> &'static str {
    match requested {
        Some("price") => "price_cents",
        Some("price_desc") => "price_cents DESC",
        Some("newest") => "id DESC",
        _ => "name",
    }
}

pub async fn list_products(
    State(db): State<Arc<Mutex<Connection>>>,
    Query(p): Query<ListParams>,
) -> Result<Json<Vec<Product>>, StatusCode> {
    let sort = sort_column(p.sort.as_deref());
    let sql = format!(
        "SELECT id, name, price_cents FROM products WHERE category = ?1 ORDER BY {} LIMIT 50",
        sort
    );
    let conn = db.lock().map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let mut stmt = conn.prepare(&sql).map_err(|_| StatusCode::BAD_REQUEST)?;
    let rows = stmt
        .query_map(params![p.category], |row| {
            Ok(Product { id: row.get(0)?, name: row.get(1)?, price_cents: row.get(2)? })
        })
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let products = rows.filter_map(Result::ok).collect();
    Ok(Json(products))
}
