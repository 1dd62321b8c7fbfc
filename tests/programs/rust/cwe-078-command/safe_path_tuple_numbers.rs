// Returns the last lines of a numbered job's log, as many as the caller asks for.
use actix_web::{get, web, App, HttpResponse, HttpServer};
use std::process::Command;

#[get("/jobs/{job}/tail/{lines}")]
async fn tail(path: web::Path<(u32, u16)>) -> HttpResponse {
    let (job, lines) = path.into_inner();
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("tail -n {} /var/log/jobs/{}.log | grep -v DEBUG", lines, job))
        .output()
        .expect("tail");
    HttpResponse::Ok().body(out.stdout)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(tail)).bind(("0.0.0.0", 8080))?.run().await
}
