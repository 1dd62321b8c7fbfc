// Actix-web endpoint returning archived student transcript PDFs for the registrar office.
use actix_files::NamedFile;
use actix_web::{error::ErrorBadRequest, get, web, App, HttpServer};
use std::path::PathBuf;

const TRANSCRIPT_ROOT: &str = "/srv/registrar/transcripts";

struct Registrar {
    root: PathBuf,
}

fn is_student_id(value: &str) -> bool {
    !value.is_empty() && value.len() <= 12 && value.chars().all(|c| c.is_ascii_digit())
}

fn is_transcript_name(value: &str) -> bool {
    match value.strip_suffix(".pdf") {
        Some(stem) => {
            !stem.is_empty()
                && stem.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        }
        None => false,
    }
}

#[get("/students/{student_id}/transcripts/{file:.*}")]
async fn transcript(
    registrar: web::Data<Registrar>,
    path: web::Path<(String, String)>,
) -> actix_web::Result<NamedFile> {
    let (student_id, file) = path.into_inner();

    if !is_student_id(&student_id) {
        return Err(ErrorBadRequest("invalid student id"));
    }
    if !is_transcript_name(&file) {
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
