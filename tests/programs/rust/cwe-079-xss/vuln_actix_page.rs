// Paginated archive page that shows which page number the reader is on.
use actix_web::{get, web, App, HttpResponse, HttpServer};
use serde::Deserialize;

#[derive(Deserialize)]
struct Paging {
    page: String,
}

#[get("/archive")]
async fn archive(q: web::Query<Paging>) -> HttpResponse {
    let html = format!(
        "<html><body><h2>Archive</h2><p>Page {}</p><a href=\"/archive?page=1\">first</a></body></html>",
        q.page
    );
    HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(archive)).bind(("0.0.0.0", 8080))?.run().await
}
