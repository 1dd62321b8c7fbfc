// Profile API: stores the city a user types in as their displayed location.
use actix_web::{post, web, App, HttpResponse, HttpServer};
use serde::Deserialize;
use serde_json::{Map, Value};

#[derive(Deserialize)]
struct Update {
    city: String,
    bio: String,
}

#[post("/profile")]
async fn update(body: web::Json<Update>) -> HttpResponse {
    let mut fields = Map::new();
    fields.insert("location".to_string(), Value::String(body.city.clone()));
    fields.insert("bio".to_string(), Value::String(body.bio.clone()));
    HttpResponse::Ok().json(Value::Object(fields))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(update)).bind(("0.0.0.0", 8080))?.run().await
}
