// Actix-web endpoint that returns a generated CSV report for a tenant.
use std::fs;
use std::path::PathBuf;

use actix_web::{get, http::header::ContentType, web, HttpResponse};

pub struct ReportConfig {
    pub base_dir: PathBuf,
}

fn is_plain_segment(raw: &str) -> bool {
    !raw.is_empty()
        && raw.len() <= 64
        && !raw.starts_with('.')
        && raw.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
}

fn report_path(cfg: &ReportConfig, tenant: &str, name: &str) -> Option<PathBuf> {
    if !is_plain_segment(tenant) || !is_plain_segment(name) || name.contains("..") {
        return None;
    }
    let mut path = cfg.base_dir.clone();
    path.push(tenant);
    path.push(name);
    Some(path)
}

#[get("/tenants/{tenant}/reports/{name}")]
pub async fn get_report(
    cfg: web::Data<ReportConfig>,
    params: web::Path<(String, String)>,
) -> HttpResponse {
    let (tenant, name) = params.into_inner();
    let Some(path) = report_path(&cfg, &tenant, &name) else {
        return HttpResponse::BadRequest().finish();
    };
    match fs::read_to_string(&path) {
        Ok(body) => HttpResponse::Ok()
            .insert_header(ContentType(mime::TEXT_CSV))
            .body(body),
        Err(_) => HttpResponse::NotFound().finish(),
    }
}
