// Rocket routes that return archived radiograph files attached to a veterinary patient record.
use rocket::fs::NamedFile;
use rocket::{get, routes, Build, Rocket, State};
use std::path::{Path, PathBuf};

pub struct ImagingConfig {
    pub archive_dir: PathBuf,
    pub allowed_ext: Vec<&'static str>,
}

fn scrub(name: &str) -> Option<String> {
    let trimmed = name.trim();
    let plain = !trimmed.is_empty()
        && trimmed.len() <= 128
        && !trimmed.starts_with('.')
        && trimmed
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    plain.then(|| trimmed.to_string())
}

fn has_allowed_ext(cfg: &ImagingConfig, name: &str) -> bool {
    Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .map(|e| cfg.allowed_ext.iter().any(|a| a.eq_ignore_ascii_case(e)))
        .unwrap_or(false)
}

fn patient_dir(cfg: &ImagingConfig, patient_id: u32) -> PathBuf {
    cfg.archive_dir.join(format!("{:08}", patient_id))
}

#[get("/patients/<patient_id>/xray?<file>")]
pub async fn xray_image(
    patient_id: u32,
    file: &str,
    cfg: &State<ImagingConfig>,
) -> Option<NamedFile> {
    let cleaned = scrub(file)?;
    if !has_allowed_ext(cfg, &cleaned) {
        return None;
    }
    let full = patient_dir(cfg, patient_id).join(&cleaned);
    NamedFile::open(full).await.ok()
}

pub fn mount(rocket: Rocket<Build>) -> Rocket<Build> {
    rocket
        .manage(ImagingConfig {
            archive_dir: PathBuf::from("/var/lib/vetclinic/imaging"),
            allowed_ext: vec!["png", "jpg", "dcm", "pdf"],
        })
        .mount("/imaging", routes![xray_image])
}
