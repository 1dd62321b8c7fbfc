// Actix API for the customer portal; responses depend on the caller's session cookie.
use actix_cors::Cors;
use actix_web::{get, web, App, HttpRequest, HttpResponse, HttpServer};
use std::collections::HashMap;
use std::sync::RwLock;

type Sessions = web::Data<RwLock<HashMap<String, String>>>;

#[get("/api/profile")]
async fn profile(req: HttpRequest, sessions: Sessions) -> HttpResponse {
    let Some(sid) = req.cookie("portal_sid") else { return HttpResponse::Unauthorized().finish() };
    match sessions.read().unwrap().get(sid.value()) {
        Some(email) => HttpResponse::Ok().json(serde_json::json!({ "email": email })),
        None => HttpResponse::Unauthorized().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let sessions: Sessions = web::Data::new(RwLock::new(HashMap::new()));
    HttpServer::new(move || {
        let cors = Cors::default()
            .allowed_origin("https://portal.example.com")
            .allowed_methods(vec!["GET"])
            .supports_credentials()
            .max_age(3600);
        App::new().app_data(sessions.clone()).wrap(cors).service(profile)
    })
    .bind(("0.0.0.0", 8080))?
    .run()
    .await
}
