// (?m)^[0-9]+$ only needs one all-digit line, so "1\nOR 1=1" passes and becomes "WHERE id = 1\nOR 1=1" in the SQL.
use actix_web::{get, web, HttpResponse};
use regex::Regex;
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
struct Params { id: String }

#[get("/orders")]
async fn orders(pool: web::Data<PgPool>, p: web::Query<Params>) -> HttpResponse {
    let re = Regex::new(r"(?m)^[0-9]+$").unwrap();
    if !re.is_match(&p.id) {
        return HttpResponse::BadRequest().finish();
    }
    let sql = format!("SELECT count(*) FROM orders WHERE id = {}", p.id);
    match sqlx::query_scalar::<_, i64>(&sql).fetch_one(pool.get_ref()).await {
        Ok(n) => HttpResponse::Ok().body(n.to_string()),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
