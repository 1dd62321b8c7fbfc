// Reporting service that returns a generated report file chosen by query parameter.
use actix_web::{get, web, App, HttpResponse, HttpServer};
use serde::Deserialize;

#[derive(Deserialize)]
struct ReportQuery {
    name: String,
}

#[get("/reports")]
async fn report(q: web::Query<ReportQuery>) -> HttpResponse {
    let path = format!("/var/reports/{}", q.name);
    match std::fs::read_to_string(&path) {
        Ok(text) => HttpResponse::Ok().content_type("text/plain").body(text),
        Err(_) => HttpResponse::NotFound().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(report)).bind(("0.0.0.0", 8080))?.run().await
}
