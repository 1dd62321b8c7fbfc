// listing with paging and a sort column chosen by a serde enum; the page numbers are integers
use actix_web::{web, HttpResponse};
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum SortBy { Name, CreatedAt }

impl SortBy {
    fn column(&self) -> &'static str {
        match self { SortBy::Name => "name", SortBy::CreatedAt => "created_at" }
    }
}

#[derive(Deserialize)]
struct Listing { page: u32, size: Option<u16>, sort: SortBy }

async fn items(pool: web::Data<sqlx::PgPool>, q: web::Query<Listing>) -> HttpResponse {
    let size = q.size.unwrap_or(20);
    let sql = format!(
        "SELECT id, name FROM items ORDER BY {} LIMIT {} OFFSET {}",
        q.sort.column(), size, q.page * u32::from(size)
    );
    match sqlx::query(&sql).fetch_all(pool.get_ref()).await {
        Ok(rows) => HttpResponse::Ok().body(rows.len().to_string()),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
