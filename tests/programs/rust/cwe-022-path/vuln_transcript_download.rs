// Actix-web endpoint returning archived student transcript PDFs for the registrar office.
use actix_files::NamedFile;
use actix_web::{error::ErrorBadRequest, get, web, App, HttpServer};
use std::path::PathBuf;

const TRANSCRIPT_ROOT: &str = "/srv/registrar/transcripts";

struct Registrar {
    root: PathBuf,
}

fn looks_like_traversal(value: &str) -> bool {
    value.contains("..") || value.contains('/') || value.contains('\\')
}

#[get("/students/{student_id}/transcripts/{file:.*}")]
async fn transcript(
    registrar: web::Data<Registrar>,
    path: web::Path<(String, String)>,
) -> actix_web::Result<NamedFile> {
    let (student_id, file) = path.into_inner();

    if looks_like_traversal(&student_id) {
        return Err(ErrorBadRequest("invalid student id"));
    }
    if !file.ends_with(".pdf") {
        return Err(ErrorBadRequest("only PDF transcripts are available"));
    }

    let full: PathBuf = registrar.root.join(&student_id).join(&file);
    log::info!("serving transcript {}", full.display());
    Ok(NamedFile::open_async(full).await?)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let registrar = web::Data::new(Registrar {
        root: PathBuf::from(TRANSCRIPT_ROOT),
    });
    HttpServer::new(move || App::new().app_data(registrar.clone()).service(transcript))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
