// Actix-web server setup for the account API, including cross-origin settings for the web frontend.
use actix_cors::Cors;
use actix_web::{get, http::header, middleware::Logger, web, App, HttpRequest, HttpResponse, HttpServer};

const FRONTEND_ORIGINS: [&str; 2] = ["https://app.example.com", "https://admin.example.com"];

fn origin_allowed(origin: &header::HeaderValue) -> bool {
    origin
        .to_str()
        .map(|o| FRONTEND_ORIGINS.contains(&o))
        .unwrap_or(false)
}

fn cors_policy() -> Cors {
    Cors::default()
        .allowed_origin_fn(|origin, _req_head| origin_allowed(origin))
        .allowed_methods(vec!["GET", "POST", "PATCH", "DELETE"])
        .allowed_headers(vec![header::CONTENT_TYPE, header::AUTHORIZATION])
        .supports_credentials()
        .max_age(3600)
}

#[get("/api/me")]
async fn me(req: HttpRequest) -> HttpResponse {
    match req.cookie("sid") {
        Some(sid) => HttpResponse::Ok().json(serde_json::json!({ "session_id_len": sid.value().len() })),
        None => HttpResponse::Unauthorized().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| {
        App::new()
            .wrap(cors_policy())
            .wrap(Logger::default())
            .service(me)
            .default_service(web::to(|| async { HttpResponse::NotFound().finish() }))
    })
    .bind(("0.0.0.0", 8080))?
    .run()
    .await
}
