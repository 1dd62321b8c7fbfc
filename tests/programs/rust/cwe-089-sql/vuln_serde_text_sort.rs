// listing with paging; the sort column comes from the query string as text
use actix_web::{web, HttpResponse};
use serde::Deserialize;

#[derive(Deserialize)]
struct Listing2 { page: u32, size: Option<u16>, sort: String }

async fn items2(pool: web::Data<sqlx::PgPool>, q: web::Query<Listing2>) -> HttpResponse {
    let size = q.size.unwrap_or(20);
    let sql = format!(
        "SELECT id, name FROM items ORDER BY {} LIMIT {} OFFSET {}",
        q.sort, size, q.page * u32::from(size)
    );
    match sqlx::query(&sql).fetch_all(pool.get_ref()).await {
        Ok(rows) => HttpResponse::Ok().body(rows.len().to_string()),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
