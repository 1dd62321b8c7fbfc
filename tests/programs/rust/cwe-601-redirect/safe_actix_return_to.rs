// Logout endpoint for a shop front that forwards the browser to a return address.
use actix_web::{get, http::header, web, App, HttpResponse, HttpServer};
use serde::Deserialize;
use url::Url;

const BASE: &str = "https://shop.example.com/";

#[derive(Deserialize)]
struct Params {
    return_to: String,
}

fn same_site_target(raw: &str) -> String {
    let base = Url::parse(BASE).expect("static base url");
    match base.join(raw) {
        Ok(u) if u.origin() == base.origin() => u.to_string(),
        _ => BASE.to_string(),
    }
}

#[get("/logout")]
async fn logout(q: web::Query<Params>) -> HttpResponse {
    HttpResponse::Found()
        .insert_header((header::LOCATION, same_site_target(&q.return_to)))
        .finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(logout))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
