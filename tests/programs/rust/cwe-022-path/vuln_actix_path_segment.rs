// actix path segment formatted into a file path and read; the dot-dot check only logs
use actix_web::{get, web, App, HttpResponse, HttpServer};

#[get("/notes/{name}")]
async fn note(name: web::Path<String>) -> HttpResponse {
    let name = name.into_inner();
    if name.contains("..") {
        eprintln!("suspicious note name: {name}");
    }
    match std::fs::read_to_string(format!("/srv/notes/{name}")) {
        Ok(text) => HttpResponse::Ok().body(text),
        Err(_) => HttpResponse::NotFound().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(note)).bind(("0.0.0.0", 8080))?.run().await
}
