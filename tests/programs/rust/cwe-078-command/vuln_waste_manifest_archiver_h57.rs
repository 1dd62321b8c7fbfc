// Waste collection manifests: admin endpoint that archives a batch using a pluggable strategy.
use actix_web::{post, web, HttpResponse};
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
pub struct ArchiveRequest {
    pub batch_label: String,
    pub format: String,
}

pub trait ArchiveStrategy: Send + Sync {
    fn command_line(&self, label: &str) -> String;
}

pub struct TarGzStrategy;
pub struct ZipStrategy;

impl ArchiveStrategy for TarGzStrategy {
    fn command_line(&self, label: &str) -> String {
        format!("tar czf /var/waste/archive/{0}.tgz -C /var/waste/manifests/{0} .", label)
    }
}

impl ArchiveStrategy for ZipStrategy {
    fn command_line(&self, label: &str) -> String {
        format!("cd /var/waste/manifests/{0} && zip -qr /var/waste/archive/{0}.zip .", label)
    }
}

pub fn strategy_for(format: &str) -> Box<dyn ArchiveStrategy> {
    match format {
        "zip" => Box::new(ZipStrategy),
        _ => Box::new(TarGzStrategy),
    }
}

fn validate_label(label: &str) -> bool {
    let ok = !label.is_empty() && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !ok {
        log::warn!("archive requested with unusual batch label {:?}", label);
    }
    ok
}

pub struct ArchiveService;

impl ArchiveService {
    pub fn archive(&self, req: &ArchiveRequest) -> std::io::Result<bool> {
        validate_label(&req.batch_label);
        let cmd = strategy_for(&req.format).command_line(&req.batch_label);
        let status = Command::new("/bin/sh").arg("-c").arg(cmd).status()?;
        Ok(status.success())
    }
}

#[post("/admin/manifests/archive")]
async fn archive_batch(svc: web::Data<ArchiveService>, body: web::Json<ArchiveRequest>) -> HttpResponse {
    match svc.archive(&body) {
        Ok(true) => HttpResponse::Created().finish(),
        Ok(false) => HttpResponse::InternalServerError().body("archiver exited with failure"),
        Err(e) => HttpResponse::InternalServerError().body(e.to_string()),
    }
}
