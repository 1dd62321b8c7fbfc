// host from a form formatted into a URL for a reqwest Client request
use actix_web::{post, web, App, HttpResponse, HttpServer};
use serde::Deserialize;

#[derive(Deserialize)]
struct Probe {
    host: String,
}

#[post("/health")]
async fn health(form: web::Form<Probe>) -> HttpResponse {
    let client = reqwest::Client::new();
    let url = format!("http://{}:8080/status", form.host);
    match client.get(url).send().await {
        Ok(r) => HttpResponse::Ok().body(r.status().to_string()),
        Err(_) => HttpResponse::BadGateway().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(health)).bind(("0.0.0.0", 8080))?.run().await
}
