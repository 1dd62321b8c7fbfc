// Reporting service that returns a generated report file chosen by query parameter.
use actix_web::{get, web, App, HttpResponse, HttpServer};
use serde::Deserialize;
use std::path::Path;

#[derive(Deserialize)]
struct ReportQuery {
    name: String,
}

#[get("/reports")]
async fn report(q: web::Query<ReportQuery>) -> HttpResponse {
    let Ok(base) = Path::new("/var/reports").canonicalize() else {
        return HttpResponse::InternalServerError().finish();
    };
    let full = match base.join(&q.name).canonicalize() {
        Ok(p) if p.starts_with(&base) => p,
        _ => return HttpResponse::NotFound().finish(),
    };
    match std::fs::read_to_string(&full) {
        Ok(text) => HttpResponse::Ok().content_type("text/plain").body(text),
        Err(_) => HttpResponse::NotFound().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(report)).bind(("0.0.0.0", 8080))?.run().await
}
