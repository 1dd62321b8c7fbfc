// Actix-web handler letting producers download individual mix stems for a licensed track.
use actix_files::NamedFile;
use actix_web::{get, web, Either, HttpResponse, Result};
use serde::Deserialize;
use std::path::{Path, PathBuf};

const STEM_ROOT: &str = "/srv/stems";
const STEM_EXTENSIONS: [&str; 3] = ["wav", "flac", "aiff"];

#[derive(Deserialize)]
struct StemQuery {
    track: u64,
    stem: String,
}

type Step = Box<dyn Fn(String) -> Option<String>>;

fn normalize_stem(raw: &str) -> Option<String> {
    let name = Path::new(raw).file_name()?.to_str()?;
    let ext = Path::new(name).extension()?.to_str()?;
    STEM_EXTENSIONS
        .contains(&ext)
        .then(|| name.to_string())
        .filter(|n| !n.contains('\\'))
}

fn stem_name(stem: &str) -> Option<String> {
    let steps: Vec<Step> = vec![
        Box::new(|s: String| Some(s.trim().to_string())),
        Box::new(|s: String| (!s.is_empty()).then_some(s)),
        Box::new(|s: String| normalize_stem(&s)),
    ];
    steps
        .iter()
        .try_fold(stem.to_string(), |acc, step| step(acc))
}

fn stem_path(track: u64, stem: &str) -> Option<PathBuf> {
    stem_name(stem).map(|name| PathBuf::from(STEM_ROOT).join(track.to_string()).join(name))
}

#[get("/tracks/stems")]
async fn download(q: web::Query<StemQuery>) -> Result<Either<NamedFile, HttpResponse>> {
    match stem_path(q.track, &q.stem) {
        Some(path) => Ok(Either::Left(NamedFile::open_async(path).await?)),
        None => Ok(Either::Right(HttpResponse::BadRequest().body("unknown stem"))),
    }
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(download);
}
