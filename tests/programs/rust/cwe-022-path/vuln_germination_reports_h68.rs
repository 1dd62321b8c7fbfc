// A germination reports program of the h68 set (cwe-022-path).
// seed banks: lets curators download germination test reports for a stored accession batch
use std::path::{Path, PathBuf};

use actix_files::NamedFile;
use actix_web::{
    error, get,
    http::header::{ContentDisposition, DispositionParam, DispositionType},
    web, App, HttpServer, Result as WebResult,
};
use serde::Deserialize;

struct ReportStore {
    base: PathBuf,
}

#[derive(Deserialize)]
struct ReportQuery {
    batch: String,
    file: String,
}

#[derive(Deserialize)]
struct BatchQuery {
    batch: String,
}

const REPORT_KINDS: [&str; 3] = ["pdf", "csv", "xlsx"];

fn batch_dir(base: &Path, batch: &str) -> Option<PathBuf> {
    let well_formed = batch.len() == 9
        && batch.starts_with("ACC")
        && batch[3..].chars().all(|c| c.is_ascii_digit());
    well_formed.then(|| base.join(batch))
}

fn is_report(path: &Path) -> bool {
    path.extension()
        .and_then(|ext| ext.to_str())
        .is_some_and(|ext| REPORT_KINDS.contains(&ext.to_ascii_lowercase().as_str()))
}

#[get("/reports")]
async fn list_reports(
    store: web::Data<ReportStore>,
    web::Query(BatchQuery { batch }): web::Query<BatchQuery>,
) -> WebResult<web::Json<Vec<String>>> {
    let dir = batch_dir(&store.base, &batch)
        .ok_or_else(|| error::ErrorBadRequest("unknown batch"))?;

    let names = std::fs::read_dir(&dir)?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| is_report(path))
        .filter_map(|path| path.file_name()?.to_str().map(str::to_owned))
        .collect();
    Ok(web::Json(names))
}

#[get("/reports/download")]
async fn download_report(
    store: web::Data<ReportStore>,
    web::Query(ReportQuery { batch, file }): web::Query<ReportQuery>,
) -> WebResult<NamedFile> {
    let dir = batch_dir(&store.base, &batch)
        .ok_or_else(|| error::ErrorBadRequest("unknown batch"))?;

    let requested = Path::new(&file);
    if !is_report(requested) {
        return Err(error::ErrorBadRequest("unsupported report type"));
    }
    let file_name = requested
        .file_name()
        .and_then(|name| name.to_str())
        .ok_or_else(|| error::ErrorBadRequest("missing file name"))?;

    let report = NamedFile::open_async(dir.join(&file)).await?;
    Ok(report.set_content_disposition(ContentDisposition {
        disposition: DispositionType::Attachment,
        parameters: vec![DispositionParam::Filename(file_name.to_owned())],
    }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let base = std::env::var("GERMINATION_REPORTS")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from("/var/lib/seedvault/germination"));
    let store = web::Data::new(ReportStore { base });

    HttpServer::new(move || {
        App::new()
            .app_data(store.clone())
            .service(list_reports)
            .service(download_report)
    })
    .bind(("0.0.0.0", 8081))?
    .run()
    .await
}
