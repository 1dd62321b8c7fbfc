// A cycle history program of the h69 set (cwe-089-sql).
use actix_web::{error::ErrorInternalServerError, get, put, web, App, HttpResponse, HttpServer, Responder};
use dashmap::DashMap;
use serde::{Deserialize, Serialize};
use sqlx::{sqlite::SqlitePoolOptions, FromRow, SqlitePool};

struct AppState {
    pool: SqlitePool,
    filters: DashMap<String, CycleFilter>,
}

#[derive(Clone, Debug, Deserialize)]
struct CycleFilter {
    /// SQL LIKE pattern on the machine label, e.g. "W1%" for the front washers
    machine_label: String,
    min_minutes: u32,
}

impl Default for CycleFilter {
    fn default() -> Self {
        Self { machine_label: "%".into(), min_minutes: 0 }
    }
}

#[derive(Serialize, FromRow)]
struct Cycle {
    id: i64,
    machine_label: String,
    program: String,
    minutes: i64,
    started_at: String,
}

#[put("/attendants/{badge}/filter")]
async fn save_filter(
    state: web::Data<AppState>,
    badge: web::Path<String>,
    filter: web::Json<CycleFilter>,
) -> impl Responder {
    let filter = filter.into_inner();
    if filter.machine_label.len() > 32 {
        return HttpResponse::BadRequest().body("label pattern too long");
    }
    state.filters.insert(badge.into_inner(), filter);
    HttpResponse::NoContent().finish()
}

#[get("/attendants/{badge}/cycles")]
async fn recent_cycles(
    state: web::Data<AppState>,
    badge: web::Path<String>,
) -> actix_web::Result<HttpResponse> {
    let filter = state
        .filters
        .get(badge.as_str())
        .map(|f| f.value().clone())
        .unwrap_or_default();

    let sql = format!(
        "SELECT id, machine_label, program, minutes, started_at FROM cycles \
         WHERE machine_label LIKE '{}' AND minutes >= {} \
         ORDER BY started_at DESC LIMIT 50",
        filter.machine_label, filter.min_minutes
    );
    let rows: Vec<Cycle> = sqlx::query_as(&sql)
        .fetch_all(&state.pool)
        .await
        .map_err(ErrorInternalServerError)?;

    Ok(HttpResponse::Ok().json(rows))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let pool = SqlitePoolOptions::new()
        .max_connections(4)
        .connect("sqlite:///var/lib/suds/cycles.db")
        .await
        .expect("cycle database unavailable");

    let state = web::Data::new(AppState {
        pool,
        filters: DashMap::new(),
    });

    HttpServer::new(move || {
        App::new()
            .app_data(state.clone())
            .service(save_filter)
            .service(recent_cycles)
    })
    .bind(("0.0.0.0", 8070))?
    .run()
    .await
}
