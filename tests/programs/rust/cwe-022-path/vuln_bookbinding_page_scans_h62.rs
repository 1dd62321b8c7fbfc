// A bookbinding page scans program of the h62 set (cwe-022-path).
// Serves archival scans of rebinding jobs so the binder can compare
// the original sewing structure before taking a book apart.
use actix_files::NamedFile;
use actix_web::{error, get, web, App, HttpServer, Result as ActixResult};
use percent_encoding::percent_decode_str;
use serde::Deserialize;
use std::path::{Component, Path, PathBuf};

#[derive(Deserialize)]
struct ScanQuery {
    // The catalogue UI stores page references percent-encoded in data
    // attributes, e.g. "vol-12%2Fleaf-003.tiff", and sends them back as-is.
    page: String,
}

struct ScanStore {
    root: PathBuf,
}

impl ScanStore {
    fn from_env() -> Self {
        let root = std::env::var("BINDERY_SCANS").unwrap_or_else(|_| "/srv/bindery/scans".into());
        ScanStore { root: PathBuf::from(root) }
    }

    fn resolve(&self, page_ref: &str) -> Result<PathBuf, &'static str> {
        if page_ref.contains("..") || page_ref.starts_with('/') {
            return Err("invalid page reference");
        }
        let decoded = percent_decode_str(page_ref)
            .decode_utf8()
            .map_err(|_| "page reference is not valid UTF-8")?;
        Ok(self.root.join(decoded.as_ref()))
    }
}

fn is_scan_file(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .map(|e| matches!(e.to_ascii_lowercase().as_str(), "tif" | "tiff" | "jpg" | "png"))
        .unwrap_or(false)
}

#[get("/scans")]
async fn scan(store: web::Data<ScanStore>, q: web::Query<ScanQuery>) -> ActixResult<NamedFile> {
    let path = store.resolve(&q.page).map_err(error::ErrorBadRequest)?;
    if !is_scan_file(&path) {
        return Err(error::ErrorNotFound("no such scan"));
    }
    Ok(NamedFile::open_async(path).await?)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let store = web::Data::new(ScanStore::from_env());
    HttpServer::new(move || App::new().app_data(store.clone()).service(scan))
        .bind(("0.0.0.0", 8082))?
        .run()
        .await
}
