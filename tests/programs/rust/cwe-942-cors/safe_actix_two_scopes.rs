// Public status feed for any site, plus a cookie-authenticated admin scope for the console only.
use actix_cors::Cors;
use actix_web::{web, App, HttpResponse, HttpServer};

async fn status() -> HttpResponse { HttpResponse::Ok().body("ok") }
async fn admin() -> HttpResponse { HttpResponse::Ok().body("admin") }

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| {
        let open = Cors::default().allow_any_origin().allowed_methods(vec!["GET"]);
        let console = Cors::default().allowed_origin("https://console.statuspage.io").supports_credentials();
        App::new()
            .service(web::scope("/status").wrap(open).route("", web::get().to(status)))
            .service(web::scope("/admin").wrap(console).route("", web::get().to(admin)))
    })
    .bind(("0.0.0.0", 8080))?
    .run()
    .await
}
