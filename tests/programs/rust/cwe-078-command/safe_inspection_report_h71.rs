// A inspection report program of the h71 set (cwe-078-command).
use std::process::Command;

use actix_web::{
    http::StatusCode, post, web, App, HttpResponse, HttpServer, ResponseError,
};
use serde::Deserialize;

const TEMPLATES: &[&str] = &["standard", "solid-fuel", "gas-liner", "landlord"];

#[derive(Deserialize)]
struct ReportRequest {
    format: String,
    template: String,
}

#[derive(Debug, thiserror::Error)]
enum ReportError {
    #[error("unknown certificate template")]
    UnknownTemplate,
    #[error("unsupported output format")]
    UnsupportedFormat,
    #[error("renderer failed: {0}")]
    Renderer(String),
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

impl ResponseError for ReportError {
    fn status_code(&self) -> StatusCode {
        match self {
            ReportError::UnknownTemplate | ReportError::UnsupportedFormat => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            ReportError::Renderer(_) | ReportError::Io(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

fn known_template(name: &str) -> Result<&str, ReportError> {
    TEMPLATES
        .iter()
        .copied()
        .find(|t| *t == name)
        .ok_or(ReportError::UnknownTemplate)
}

#[post("/visits/{visit_id}/certificate")]
async fn render_certificate(
    path: web::Path<u64>,
    body: web::Json<ReportRequest>,
) -> Result<HttpResponse, ReportError> {
    let visit_id = path.into_inner();
    let req = body.into_inner();

    let template = known_template(&req.template)?;
    let (ext, mime) = match req.format.as_str() {
        "pdf" => ("pdf", "application/pdf"),
        "html" => ("html", "text/html; charset=utf-8"),
        _ => return Err(ReportError::UnsupportedFormat),
    };

    let out = format!("/var/sweepco/certs/{visit_id}.{ext}");
    let status = Command::new("flue-cert")
        .args(["--visit", &visit_id.to_string()])
        .args(["--template", template, "--format", ext, "--out", &out])
        .status()?;
    if !status.success() {
        return Err(ReportError::Renderer(format!("exit {status}")));
    }

    let bytes = web::block(move || std::fs::read(out))
        .await
        .map_err(|e| ReportError::Renderer(e.to_string()))??;
    Ok(HttpResponse::Ok().content_type(mime).body(bytes))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    HttpServer::new(|| App::new().service(render_certificate))
        .bind(("0.0.0.0", 8081))?
        .run()
        .await
}
