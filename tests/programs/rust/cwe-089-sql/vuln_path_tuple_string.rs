// Blog post lookup by numeric year and the post's slug.
use actix_web::{get, web, App, HttpResponse, HttpServer};

#[get("/posts/{year}/{slug}")]
async fn post(pool: web::Data<sqlx::PgPool>, path: web::Path<(u16, String)>) -> HttpResponse {
    let (year, slug) = path.into_inner();
    let sql = format!("SELECT body FROM posts WHERE year = {} AND slug = '{}'", year, slug);
    match sqlx::query(&sql).fetch_optional(pool.get_ref()).await {
        Ok(Some(_)) => HttpResponse::Ok().finish(),
        Ok(None) => HttpResponse::NotFound().finish(),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let pool = sqlx::PgPool::connect(&std::env::var("DATABASE_URL").unwrap()).await.unwrap();
    HttpServer::new(move || App::new().app_data(web::Data::new(pool.clone())).service(post))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
