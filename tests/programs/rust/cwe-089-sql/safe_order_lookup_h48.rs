// Lists a customer's orders filtered by status for the account page.
use actix_web::{get, web, HttpResponse};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgPool};

#[derive(Deserialize)]
struct OrderFilter {
    customer_id: i64,
    status: Option<String>,
}

#[derive(Serialize, FromRow)]
struct OrderRow {
    id: i64,
    status: String,
    total_cents: i64,
}

struct OrderQuery {
    customer_id: i64,
    status: String,
}

impl OrderQuery {
    const SQL: &'static str = "SELECT id, status, total_cents FROM orders \
         WHERE customer_id = $1 AND status = $2 ORDER BY id DESC LIMIT 100";

    fn from_filter(f: OrderFilter) -> Self {
        OrderQuery {
            customer_id: f.customer_id,
            status: f.status.unwrap_or_else(|| "open".into()),
        }
    }
}

#[get("/orders")]
async fn list_orders(pool: web::Data<PgPool>, filter: web::Query<OrderFilter>) -> HttpResponse {
    let q = OrderQuery::from_filter(filter.into_inner());
    let result = sqlx::query_as::<_, OrderRow>(OrderQuery::SQL)
        .bind(q.customer_id)
        .bind(&q.status)
        .fetch_all(pool.get_ref())
        .await;
    match result {
        Ok(rows) => HttpResponse::Ok().json(rows),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_orders);
}
