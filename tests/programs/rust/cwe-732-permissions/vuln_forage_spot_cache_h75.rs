// A mushroom forager private spot cache writer program of the h75 set (cwe-732-permissions).
use serde::{Deserialize, Serialize};
use std::fs::{self, DirBuilder, OpenOptions, Permissions};
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

const DIR_MODE: u32 = 0o777;
const FILE_MODE: u32 = 0o666;

#[derive(Serialize, Deserialize)]
struct Spot {
    name: String,
    species: String,
    lat: f64,
    lon: f64,
    last_flush: Option<String>,
}

#[derive(Debug, thiserror::Error)]
enum CacheError {
    #[error("usage: spot-cache <export.json>")]
    Usage,
    #[error("HOME is not set")]
    Home,
    #[error("spot {0:?} has coordinates out of range")]
    Coordinates(String),
    #[error("file error: {0}")]
    Io(#[from] std::io::Error),
    #[error("export is not valid spot json: {0}")]
    Json(#[from] serde_json::Error),
}

struct PartialFile {
    path: PathBuf,
    keep: bool,
}

impl Drop for PartialFile {
    fn drop(&mut self) {
        if !self.keep {
            if let Err(err) = fs::remove_file(&self.path) {
                eprintln!("could not remove {}: {err}", self.path.display());
            }
        }
    }
}

fn cache_dir() -> Result<PathBuf, CacheError> {
    let home = std::env::var_os("HOME").ok_or(CacheError::Home)?;
    Ok(PathBuf::from(home).join(".cache").join("forager"))
}

fn ensure_dir(dir: &Path) -> Result<(), CacheError> {
    DirBuilder::new().recursive(true).mode(DIR_MODE).create(dir)?;
    fs::set_permissions(dir, Permissions::from_mode(DIR_MODE))?;
    Ok(())
}

fn write_cache(dir: &Path, spots: &[Spot]) -> Result<PathBuf, CacheError> {
    let final_path = dir.join("spots.json");
    let partial_path = dir.join("spots.json.part");
    let mut guard = PartialFile { path: partial_path.clone(), keep: false };

    let mut file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(FILE_MODE)
        .open(&partial_path)?;
    serde_json::to_writer_pretty(&mut file, spots)?;
    file.sync_all()?;
    fs::set_permissions(&partial_path, Permissions::from_mode(FILE_MODE))?;
    fs::rename(&partial_path, &final_path)?;
    guard.keep = true;
    Ok(final_path)
}

fn load_export(path: &str) -> Result<Vec<Spot>, CacheError> {
    let spots: Vec<Spot> = serde_json::from_str(&fs::read_to_string(path)?)?;
    for spot in &spots {
        if !(-90.0..=90.0).contains(&spot.lat) || !(-180.0..=180.0).contains(&spot.lon) {
            return Err(CacheError::Coordinates(spot.name.clone()));
        }
    }
    Ok(spots)
}

fn run() -> Result<(), CacheError> {
    let export = std::env::args().nth(1).ok_or(CacheError::Usage)?;
    let spots = load_export(&export)?;
    let dir = cache_dir()?;
    ensure_dir(&dir)?;
    let path = write_cache(&dir, &spots)?;
    println!("cached {} spots at {}", spots.len(), path.display());
    Ok(())
}

fn main() {
    if let Err(err) = run() {
        eprintln!("spot-cache: {err}");
        std::process::exit(1);
    }
}
