// Construction firm document hub: imports a zipped set of site plans for a project.
use bytes::Bytes;
use std::io::{Cursor, Read};
use std::path::{Path, PathBuf};
use warp::{http::StatusCode, Filter};

pub struct ImportSettings {
    pub plans_root: PathBuf,
    pub max_entries: usize,
}

pub struct ImportReport {
    pub written: Vec<String>,
}

pub struct PlanArchiveImporter {
    settings: ImportSettings,
}

impl PlanArchiveImporter {
    pub fn new(settings: ImportSettings) -> Self {
        Self { settings }
    }

    pub fn import(&self, project_id: u32, data: &[u8]) -> zip::result::ZipResult<ImportReport> {
        let mut archive = zip::ZipArchive::new(Cursor::new(data))?;
        let target = self.settings.plans_root.join(project_id.to_string());
        let mut report = ImportReport { written: Vec::new() };
        for i in 0..archive.len().min(self.settings.max_entries) {
            let mut entry = archive.by_index(i)?;
            if entry.is_dir() {
                continue;
            }
            let out_path = target.join(entry.name());
            let mut buf = Vec::with_capacity(entry.size() as usize);
            entry.read_to_end(&mut buf)?;
            write_plan(&out_path, &buf)?;
            report.written.push(entry.name().to_string());
        }
        Ok(report)
    }
}

fn write_plan(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::write(path, contents)
}

pub fn routes(
    importer: &'static PlanArchiveImporter,
) -> impl Filter<Extract = (impl warp::Reply,), Error = warp::Rejection> + Clone {
    warp::path!("projects" / u32 / "plans")
        .and(warp::post())
        .and(warp::body::content_length_limit(50 * 1024 * 1024))
        .and(warp::body::bytes())
        .map(move |project_id: u32, body: Bytes| match importer.import(project_id, &body) {
            Ok(r) => warp::reply::with_status(format!("{} files imported", r.written.len()), StatusCode::CREATED),
            Err(e) => warp::reply::with_status(e.to_string(), StatusCode::BAD_REQUEST),
        })
}
