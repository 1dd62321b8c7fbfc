// A pretzel order lookup program of the h74 set (cwe-089-sql).
use std::thread;

use actix_web::{get, web, App, HttpResponse, HttpServer};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, oneshot};

#[derive(Deserialize)]
struct OrderQuery {
    customer: String,
    #[serde(default = "default_days")]
    days: u32,
}

fn default_days() -> u32 {
    14
}

#[derive(Serialize)]
struct OrderRow {
    id: i64,
    customer: String,
    dozen_pretzels: i64,
    bake_date: String,
}

struct Lookup {
    customer: String,
    days: u32,
    reply: oneshot::Sender<rusqlite::Result<Vec<OrderRow>>>,
}

fn run_lookup(conn: &Connection, customer: &str, days: u32) -> rusqlite::Result<Vec<OrderRow>> {
    let sql = format!(
        "SELECT id, customer, dozen_pretzels, bake_date FROM wholesale_orders \
         WHERE customer = '{}' AND bake_date >= date('now', '-{} days') ORDER BY bake_date DESC",
        customer, days
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map([], |r| {
        Ok(OrderRow {
            id: r.get(0)?,
            customer: r.get(1)?,
            dozen_pretzels: r.get(2)?,
            bake_date: r.get(3)?,
        })
    })?;
    rows.collect()
}

fn db_thread(path: String, mut rx: mpsc::Receiver<Lookup>) {
    let conn = Connection::open(path).expect("open order database");
    while let Some(job) = rx.blocking_recv() {
        let result = run_lookup(&conn, &job.customer, job.days);
        let _ = job.reply.send(result);
    }
}

#[get("/wholesale/orders")]
async fn orders(queue: web::Data<mpsc::Sender<Lookup>>, q: web::Query<OrderQuery>) -> HttpResponse {
    let q = q.into_inner();
    if q.customer.trim().is_empty() || q.days > 365 {
        return HttpResponse::BadRequest().body("customer and a window of up to 365 days are required");
    }
    let (reply, wait) = oneshot::channel();
    let job = Lookup { customer: q.customer, days: q.days, reply };
    if queue.send(job).await.is_err() {
        return HttpResponse::ServiceUnavailable().finish();
    }
    match wait.await {
        Ok(Ok(rows)) => HttpResponse::Ok().json(rows),
        Ok(Err(e)) => {
            eprintln!("order lookup failed: {e}");
            HttpResponse::InternalServerError().finish()
        }
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let (tx, rx) = mpsc::channel::<Lookup>(256);
    let db_path = std::env::var("ORDERS_DB").unwrap_or_else(|_| "/var/lib/bakery/orders.sqlite".into());
    thread::spawn(move || db_thread(db_path, rx));

    let queue = web::Data::new(tx);
    HttpServer::new(move || App::new().app_data(queue.clone()).service(orders))
        .bind(("0.0.0.0", 8085))?
        .run()
        .await
}
