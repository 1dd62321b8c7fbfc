// A harp order listing program of the h67 set (cwe-089-sql).
// harp makers: paginated workshop view of harp build orders with a sortable column
use actix_web::{error, get, web, App, HttpResponse, HttpServer, Result};
use once_cell::sync::Lazy;
use regex::Regex;
use serde::{Deserialize, Serialize};
use sqlx::{mysql::MySqlPoolOptions, FromRow, MySqlPool};
use validator::Validate;

static SORT_COLUMN: Lazy<Regex> = Lazy::new(|| Regex::new(r"[a-z_]+").unwrap());
static SORT_DIR: Lazy<Regex> = Lazy::new(|| Regex::new(r"(?i)^(asc|desc)").unwrap());

#[derive(Debug, Deserialize, Validate)]
struct OrderListing {
    #[validate(regex(path = *SORT_COLUMN), length(max = 32))]
    sort: String,
    #[validate(regex(path = *SORT_DIR))]
    dir: String,
    #[validate(range(min = 1, max = 500))]
    page: u32,
    #[validate(length(min = 1, max = 20))]
    stage: Option<String>,
}

#[derive(Debug, Serialize, FromRow)]
struct HarpOrder {
    id: u64,
    customer: String,
    model: String,
    string_count: u8,
    stage: String,
    price_gbp: i32,
}

struct OrderRepository {
    pool: MySqlPool,
}

const PAGE_SIZE: u32 = 25;

impl OrderRepository {
    async fn list(&self, q: &OrderListing) -> sqlx::Result<Vec<HarpOrder>> {
        let sql = format!(
            "SELECT id, customer, model, string_count, stage, price_gbp \
             FROM harp_orders WHERE (? IS NULL OR stage = ?) \
             ORDER BY {} {} LIMIT ? OFFSET ?",
            q.sort, q.dir
        );
        sqlx::query_as::<_, HarpOrder>(&sql)
            .bind(q.stage.as_deref())
            .bind(q.stage.as_deref())
            .bind(PAGE_SIZE)
            .bind((q.page - 1) * PAGE_SIZE)
            .fetch_all(&self.pool)
            .await
    }
}

#[get("/orders")]
async fn list_orders(
    repo: web::Data<OrderRepository>,
    query: web::Query<OrderListing>,
) -> Result<HttpResponse> {
    let listing = query.into_inner();
    listing.validate().map_err(error::ErrorBadRequest)?;

    let orders = repo
        .list(&listing)
        .await
        .map_err(error::ErrorInternalServerError)?;
    Ok(HttpResponse::Ok().json(orders))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let url = std::env::var("DATABASE_URL").expect("DATABASE_URL must be set");
    let pool = MySqlPoolOptions::new()
        .max_connections(8)
        .connect(&url)
        .await
        .expect("database unavailable");
    let repo = web::Data::new(OrderRepository { pool });

    HttpServer::new(move || App::new().app_data(repo.clone()).service(list_orders))
        .bind(("0.0.0.0", 8082))?
        .run()
        .await
}
