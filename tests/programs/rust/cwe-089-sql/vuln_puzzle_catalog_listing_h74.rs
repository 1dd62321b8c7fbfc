// A puzzle catalog listing program of the h74 set (cwe-089-sql).
#[macro_use]
extern crate rocket;

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::State;
use serde::Serialize;
use sqlx::sqlite::{SqlitePool, SqlitePoolOptions};

const PAGE_SIZE: i64 = 24;

#[derive(Serialize, sqlx::FromRow)]
struct Puzzle {
    sku: String,
    name: String,
    piece_count: i64,
    price_cents: i64,
}

#[derive(Serialize)]
struct Listing {
    total: i64,
    page: u32,
    puzzles: Vec<Puzzle>,
}

fn order_clause(sort: Option<String>) -> Result<String, Status> {
    let raw = sort.unwrap_or_else(|| "name".to_string());
    let (column, direction) = match raw.strip_prefix('-') {
        Some(col) => (col.to_string(), "DESC"),
        None => (raw.clone(), "ASC"),
    };
    if column.is_empty() {
        return Err(Status::BadRequest);
    }
    Ok(format!("{column} {direction}"))
}

#[get("/puzzles?<sort>&<page>&<min_pieces>")]
async fn list_puzzles(
    pool: &State<SqlitePool>,
    sort: Option<String>,
    page: Option<u32>,
    min_pieces: Option<i64>,
) -> Result<Json<Listing>, Status> {
    let page = page.unwrap_or(1).max(1);
    let min_pieces = min_pieces.unwrap_or(0);
    let order_by = order_clause(sort)?;

    let list_sql = format!(
        "SELECT sku, name, piece_count, price_cents FROM puzzles \
         WHERE in_stock = 1 AND piece_count >= ?1 ORDER BY {order_by} LIMIT ?2 OFFSET ?3"
    );
    let rows = sqlx::query_as::<_, Puzzle>(&list_sql)
        .bind(min_pieces)
        .bind(PAGE_SIZE)
        .bind((page as i64 - 1) * PAGE_SIZE)
        .fetch_all(pool.inner());
    let count = sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM puzzles WHERE in_stock = 1 AND piece_count >= ?1",
    )
    .bind(min_pieces)
    .fetch_one(pool.inner());

    let (puzzles, total) = tokio::try_join!(rows, count).map_err(|e| {
        eprintln!("catalogue query failed: {e}");
        Status::InternalServerError
    })?;
    Ok(Json(Listing { total, page, puzzles }))
}

#[launch]
async fn rocket() -> _ {
    let url = std::env::var("CATALOG_DB").unwrap_or_else(|_| "sqlite:///srv/puzzleworks/catalog.db".into());
    let pool = SqlitePoolOptions::new()
        .max_connections(8)
        .connect_lazy(&url)
        .expect("catalogue database url");
    rocket::build().manage(pool).mount("/", routes![list_puzzles])
}
