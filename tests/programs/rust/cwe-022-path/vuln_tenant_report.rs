// Actix-web endpoint that returns a generated CSV report for a tenant.
use std::fs;
use std::path::PathBuf;

use actix_web::{get, http::header::ContentType, web, HttpResponse};

pub struct ReportConfig {
    pub base_dir: PathBuf,
}

fn clean_segment(raw: &str) -> String {
    raw.replace("../", "").replace("..\\", "")
}

fn report_path(cfg: &ReportConfig, tenant: &str, name: &str) -> PathBuf {
    let mut path = cfg.base_dir.clone();
    path.push(clean_segment(tenant));
    path.push(clean_segment(name));
    path
}

#[get("/tenants/{tenant}/reports/{name}")]
pub async fn get_report(
    cfg: web::Data<ReportConfig>,
    params: web::Path<(String, String)>,
) -> HttpResponse {
    let (tenant, name) = params.into_inner();
    if tenant.is_empty() || name.is_empty() {
        return HttpResponse::BadRequest().finish();
    }
    let path = report_path(&cfg, &tenant, &name);
    match fs::read_to_string(&path) {
        Ok(body) => HttpResponse::Ok()
            .insert_header(ContentType(mime::TEXT_CSV))
            .body(body),
        Err(_) => HttpResponse::NotFound().finish(),
    }
}
