// Actix account service consumed by several white-label front ends with cookies.
use actix_cors::Cors;
use actix_web::{get, App, HttpRequest, HttpResponse, HttpServer};

#[get("/api/me")]
async fn me(req: HttpRequest) -> HttpResponse {
    match req.cookie("sid") {
        Some(c) => HttpResponse::Ok().json(serde_json::json!({ "sid_len": c.value().len() })),
        None => HttpResponse::Unauthorized().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| {
        let cors = Cors::default()
            .allowed_origin_fn(|_origin, _head| true)
            .allowed_methods(vec!["GET", "POST"])
            .supports_credentials();
        App::new().wrap(cors).service(me)
    })
    .bind(("0.0.0.0", 8080))?
    .run()
    .await
}
