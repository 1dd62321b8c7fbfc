// Bulk archive: the JSON body lists the ids of the messages to archive.
use actix_web::{post, web, App, HttpResponse, HttpServer};
use serde::Deserialize;

#[derive(Deserialize)]
struct Archive {
    ids: Vec<i64>,
}

#[post("/messages/archive")]
async fn archive(pool: web::Data<sqlx::PgPool>, body: web::Json<Archive>) -> HttpResponse {
    if body.ids.is_empty() {
        return HttpResponse::BadRequest().finish();
    }
    let list = body.ids.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(",");
    let sql = format!("UPDATE messages SET archived = TRUE WHERE id IN ({})", list);
    match sqlx::query(&sql).execute(pool.get_ref()).await {
        Ok(r) => HttpResponse::Ok().body(r.rows_affected().to_string()),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let pool = sqlx::PgPool::connect(&std::env::var("DATABASE_URL").unwrap()).await.unwrap();
    HttpServer::new(move || App::new().app_data(web::Data::new(pool.clone())).service(archive))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
