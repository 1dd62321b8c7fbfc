// Customer lookup that accepts either a numeric id or a login name in the JSON body.
use actix_web::{post, web, App, HttpResponse, HttpServer};
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(untagged)]
enum Who {
    Id(i64),
    Login(String),
}

#[derive(Deserialize)]
struct Lookup {
    who: Who,
    limit: u32,
}

#[post("/customers/lookup")]
async fn lookup(pool: web::Data<sqlx::PgPool>, body: web::Json<Lookup>) -> HttpResponse {
    let cond = match &body.who {
        Who::Id(id) => format!("id = {}", id),
        Who::Login(login) => format!("login = '{}'", login),
    };
    let sql = format!("SELECT id, email FROM customers WHERE {} LIMIT {}", cond, body.limit);
    match sqlx::query(&sql).fetch_all(pool.get_ref()).await {
        Ok(rows) => HttpResponse::Ok().body(rows.len().to_string()),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let pool = sqlx::PgPool::connect(&std::env::var("DATABASE_URL").unwrap()).await.unwrap();
    HttpServer::new(move || App::new().app_data(web::Data::new(pool.clone())).service(lookup))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
