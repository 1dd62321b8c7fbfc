// A pod archive import program of the h61 set (cwe-022-path).
// Courier service: subcontracted depots drop nightly ZIP archives of
// proof-of-delivery photos into an SFTP inbox. This job unpacks each archive
// into the per-depot evidence store and moves the archive to "done".
use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use zip::ZipArchive;

struct InboxConfig {
    inbox: PathBuf,
    done: PathBuf,
    evidence_root: PathBuf,
}

trait ArchiveExtractor {
    fn extract(&self, archive: &Path, dest: &Path) -> Result<usize>;
}

struct ZipExtractor {
    max_entries: usize,
}

impl ArchiveExtractor for ZipExtractor {
    fn extract(&self, archive: &Path, dest: &Path) -> Result<usize> {
        let mut zip = ZipArchive::new(File::open(archive)?)?;
        if zip.len() > self.max_entries {
            anyhow::bail!("archive {} has too many entries", archive.display());
        }
        let mut written = 0;
        for i in 0..zip.len() {
            let mut entry = zip.by_index(i)?;
            let Some(relative) = entry.enclosed_name() else {
                log::warn!("skipping entry with unusable path {:?}", entry.name());
                continue;
            };
            let out_path = dest.join(relative);
            if entry.is_dir() {
                fs::create_dir_all(&out_path)?;
                continue;
            }
            if let Some(parent) = out_path.parent() {
                fs::create_dir_all(parent)?;
            }
            let mut out = File::create(&out_path)
                .with_context(|| format!("creating {}", out_path.display()))?;
            io::copy(&mut entry, &mut out)?;
            written += 1;
        }
        Ok(written)
    }
}

struct DepotName(String);

impl DepotName {
    /// Archives are named "<depot>-<yyyymmdd>.zip"; depot codes are short and alphanumeric.
    fn from_archive(path: &Path) -> Option<Self> {
        let stem = path.file_stem()?.to_str()?;
        let (depot, _date) = stem.split_once('-')?;
        let ok = !depot.is_empty() && depot.len() <= 12 && depot.chars().all(|c| c.is_ascii_alphanumeric());
        ok.then(|| DepotName(depot.to_ascii_lowercase()))
    }
}

struct InboxImporter<E: ArchiveExtractor> {
    config: InboxConfig,
    extractor: E,
}

impl<E: ArchiveExtractor> InboxImporter<E> {
    fn run_once(&self) -> Result<()> {
        for item in fs::read_dir(&self.config.inbox)? {
            let path = item?.path();
            if path.extension().and_then(|e| e.to_str()) != Some("zip") {
                continue;
            }
            let Some(depot) = DepotName::from_archive(&path) else {
                log::warn!("ignoring archive with unexpected name {}", path.display());
                continue;
            };
            let dest = self.config.evidence_root.join(&depot.0);
            let count = self.extractor.extract(&path, &dest)?;
            log::info!("imported {count} photos for depot {}", depot.0);
            fs::rename(&path, self.config.done.join(path.file_name().unwrap()))?;
        }
        Ok(())
    }
}

fn main() -> Result<()> {
    env_logger::init();
    let importer = InboxImporter {
        config: InboxConfig {
            inbox: PathBuf::from("/srv/sftp/pod-inbox"),
            done: PathBuf::from("/srv/sftp/pod-done"),
            evidence_root: PathBuf::from("/var/lib/courier/evidence"),
        },
        extractor: ZipExtractor { max_entries: 5_000 },
    };
    importer.run_once()
}
