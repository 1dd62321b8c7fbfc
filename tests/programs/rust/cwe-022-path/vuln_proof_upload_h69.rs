// A proof upload program of the h69 set (cwe-022-path).
use std::path::PathBuf;

use actix_web::{
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    error::{ErrorBadRequest, ErrorInternalServerError},
    middleware::{from_fn, Next},
    web, App, Error, HttpMessage, HttpResponse, HttpServer,
};
use serde_json::json;

const APPROVALS_ROOT: &str = "/var/lib/pressing/approvals";
const DEFAULT_SHEET: &str = "approval.txt";

#[derive(Clone, Debug)]
struct ProofTarget {
    catalog_no: String,
    sheet_name: String,
}

fn is_plain_name(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 64
        && !s.starts_with('.')
        && s
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

/// Every /proofs request names the release it belongs to; resolve that once
/// here so the handlers don't each re-read the headers.
async fn proof_context(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let header = |name: &str| {
        req.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(|v| v.trim().to_owned())
    };

    let catalog_no = header("x-catalog-no").ok_or_else(|| ErrorBadRequest("catalog number required"))?;
    let sheet_name = header("x-sheet-name").unwrap_or_else(|| DEFAULT_SHEET.to_owned());

    if !is_plain_name(&catalog_no) {
        return Err(ErrorBadRequest("malformed catalog number"));
    }

    req.extensions_mut().insert(ProofTarget { catalog_no, sheet_name });
    next.call(req).await
}

async fn store_sheet(target: web::ReqData<ProofTarget>, body: web::Bytes) -> Result<HttpResponse, Error> {
    let target = target.into_inner();
    if body.is_empty() {
        return Err(ErrorBadRequest("empty approval sheet"));
    }

    let release_dir = PathBuf::from(APPROVALS_ROOT).join(&target.catalog_no);
    tokio::fs::create_dir_all(&release_dir)
        .await
        .map_err(ErrorInternalServerError)?;

    let path = release_dir.join(&target.sheet_name);
    tokio::fs::write(&path, &body)
        .await
        .map_err(ErrorInternalServerError)?;

    log::info!("approval sheet stored for {} ({} bytes)", target.catalog_no, body.len());
    Ok(HttpResponse::Created().json(json!({
        "catalog": target.catalog_no,
        "sheet": target.sheet_name,
        "bytes": body.len(),
    })))
}

async fn read_sheet(target: web::ReqData<ProofTarget>) -> Result<HttpResponse, Error> {
    let path = PathBuf::from(APPROVALS_ROOT)
        .join(&target.catalog_no)
        .join(&target.sheet_name);
    match tokio::fs::read_to_string(&path).await {
        Ok(text) => Ok(HttpResponse::Ok().content_type("text/plain; charset=utf-8").body(text)),
        Err(_) => Ok(HttpResponse::NotFound().finish()),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    HttpServer::new(|| {
        App::new().service(
            web::scope("/proofs")
                .wrap(from_fn(proof_context))
                .route("/sheet", web::put().to(store_sheet))
                .route("/sheet", web::get().to(read_sheet)),
        )
    })
    .bind(("0.0.0.0", 8081))?
    .run()
    .await
}
