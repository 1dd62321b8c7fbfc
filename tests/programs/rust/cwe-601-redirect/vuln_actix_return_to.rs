// Logout endpoint for a shop front that forwards the browser to a return address.
use actix_web::{get, http::header, web, App, HttpResponse, HttpServer};
use serde::Deserialize;

#[derive(Deserialize)]
struct Params {
    return_to: String,
}

#[get("/logout")]
async fn logout(q: web::Query<Params>) -> HttpResponse {
    HttpResponse::Found()
        .insert_header((header::LOCATION, q.return_to.clone()))
        .finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(logout))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
