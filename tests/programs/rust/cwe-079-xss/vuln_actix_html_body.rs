// actix form field concatenated into a text/html body
use actix_web::{post, web, App, HttpResponse, HttpServer};
use serde::Deserialize;

#[derive(Deserialize)]
struct Comment {
    text: String,
}

#[post("/preview")]
async fn preview(form: web::Form<Comment>) -> HttpResponse {
    let body = String::from("<blockquote>") + &form.text + "</blockquote>";
    HttpResponse::Ok().content_type("text/html; charset=utf-8").body(body)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(preview)).bind(("0.0.0.0", 8080))?.run().await
}
