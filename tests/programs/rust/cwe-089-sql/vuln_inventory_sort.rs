// Inventory listing endpoint backed by SQLite with a user-selectable sort order.
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use std::sync::{Arc, Mutex};

type Db = Arc<Mutex<Connection>>;

#[derive(Deserialize)]
struct ListParams {
    sort: Option<String>,
    dir: Option<String>,
}

#[derive(Serialize)]
struct Item {
    sku: String,
    name: String,
    qty: i64,
}

fn direction(d: Option<&str>) -> &'static str {
    match d {
        Some("desc") | Some("DESC") => "DESC",
        _ => "ASC",
    }
}

async fn list_items(
    State(db): State<Db>,
    Query(p): Query<ListParams>,
) -> Result<Json<Vec<Item>>, StatusCode> {
    let column = p.sort.unwrap_or_else(|| "name".to_string());
    let dir = direction(p.dir.as_deref());
    let sql = format!("SELECT sku, name, qty FROM items ORDER BY {} {}", column, dir);
    let conn = db.lock().map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let mut stmt = conn.prepare(&sql).map_err(|_| StatusCode::BAD_REQUEST)?;
    let items = stmt
        .query_map([], |r| Ok(Item { sku: r.get(0)?, name: r.get(1)?, qty: r.get(2)? }))
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?
        .filter_map(Result::ok)
        .collect();
    Ok(Json(items))
}

pub fn router(db: Db) -> Router {
    Router::new().route("/inventory", get(list_items)).with_state(db)
}
