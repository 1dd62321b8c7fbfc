// Returns archived monthly CSV reports stored on local disk to staff users.
use std::fs;
use std::path::{Component, Path, PathBuf};

use actix_web::{get, web, App, HttpResponse, HttpServer, Responder};
use serde::Deserialize;

struct ReportStore {
    root: PathBuf,
}

impl ReportStore {
    fn read_report(&self, name: &str) -> std::io::Result<String> {
        let path = self.root.join(name);
        fs::read_to_string(path)
    }
}

#[derive(Deserialize)]
struct ReportQuery {
    name: String,
}

fn looks_valid(name: &str) -> bool {
    let mut parts = Path::new(name).components();
    let single = matches!((parts.next(), parts.next()), (Some(Component::Normal(_)), None));
    single && !name.contains('/') && name.ends_with(".csv")
}

#[get("/reports/archive")]
async fn archive(store: web::Data<ReportStore>, q: web::Query<ReportQuery>) -> impl Responder {
    if !looks_valid(&q.name) {
        return HttpResponse::BadRequest().body("bad report name");
    }
    match store.read_report(&q.name) {
        Ok(body) => HttpResponse::Ok().content_type("text/csv").body(body),
        Err(_) => HttpResponse::NotFound().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let store = web::Data::new(ReportStore {
        root: PathBuf::from("/var/lib/reports/archive"),
    });
    HttpServer::new(move || App::new().app_data(store.clone()).service(archive))
        .bind(("0.0.0.0", 8081))?
        .run()
        .await
}
