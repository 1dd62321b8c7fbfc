// Audit log viewer filtered by actor, newest first.
use actix_web::{get, web, App, HttpResponse, HttpServer};
use serde::Deserialize;

#[derive(Deserialize)]
struct AuditQuery {
    days: Option<u16>,
    actor: Option<String>,
}

#[get("/audit")]
async fn audit(pool: web::Data<sqlx::PgPool>, q: web::Query<AuditQuery>) -> HttpResponse {
    let days = q.days.unwrap_or(7);
    let actor = q.actor.clone().unwrap_or("system".to_string());
    let sql = format!(
        "SELECT at, action FROM audit WHERE actor = '{}' AND at > now() - interval '{} days' ORDER BY at DESC",
        actor, days
    );
    match sqlx::query(&sql).fetch_all(pool.get_ref()).await {
        Ok(rows) => HttpResponse::Ok().body(rows.len().to_string()),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let pool = sqlx::PgPool::connect(&std::env::var("DATABASE_URL").unwrap()).await.unwrap();
    HttpServer::new(move || App::new().app_data(web::Data::new(pool.clone())).service(audit))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
