// Actix-web service that lets users download documents from the shared documents directory.
use actix_files::NamedFile;
use actix_web::{error, get, web, App, HttpServer};
use serde::Deserialize;
use std::path::{Path, PathBuf};

const DOCS_ROOT: &str = "/srv/portal/documents";

#[derive(Deserialize)]
struct DownloadQuery {
    file: String,
}

struct DocStore {
    root: PathBuf,
}

impl DocStore {
    fn new(root: &str) -> std::io::Result<Self> {
        Ok(DocStore { root: Path::new(root).canonicalize()? })
    }

    fn resolve(&self, requested: &str) -> Option<PathBuf> {
        let candidate = self.root.join(requested).canonicalize().ok()?;
        if candidate.starts_with(&self.root) && candidate.is_file() {
            Some(candidate)
        } else {
            None
        }
    }
}

#[get("/documents/download")]
async fn download(
    store: web::Data<DocStore>,
    query: web::Query<DownloadQuery>,
) -> actix_web::Result<NamedFile> {
    let path = store
        .resolve(&query.file)
        .ok_or_else(|| error::ErrorForbidden("path outside document store"))?;
    let file = NamedFile::open(path)?;
    Ok(file.use_last_modified(true))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let store = web::Data::new(DocStore::new(DOCS_ROOT)?);
    HttpServer::new(move || App::new().app_data(store.clone()).service(download))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
