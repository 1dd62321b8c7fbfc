// Generates a thumbnail of a stored image at the requested size.
use actix_web::{get, web, App, HttpResponse, HttpServer};
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
struct Thumb {
    image: uuid::Uuid,
    width: u16,
    height: u16,
}

#[get("/thumb")]
async fn thumb(q: web::Query<Thumb>) -> HttpResponse {
    let cmd = format!(
        "convert /srv/images/{}.png -resize {}x{} png:- | pngquant -",
        q.image, q.width, q.height
    );
    let out = Command::new("sh").arg("-c").arg(cmd).output().expect("convert");
    HttpResponse::Ok().content_type("image/png").body(out.stdout)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(thumb)).bind(("0.0.0.0", 8080))?.run().await
}
