// Shared by the build scripts that embed data files (`include!`d, not a module): each writes a
// `pub static NAME: &[(&str, &str)]` table (or `&[u8]` for any file) of the files under a
// folder of the repository, keyed by their path under `key_root`, and tells Cargo to rebuild
// when one changes. Only what a crate reads is embedded in it, so editing a scan rule rebuilds
// the scanner, not the whole workspace.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The repository's root: two levels above a member crate, or the package itself.
fn repository() -> PathBuf {
    let here = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()));
    if here.join("crates").is_dir() { here } else { here.join("..").join("..") }
}

/// The files under `dir` that `keep` accepts, in path order; `keep` also decides which folders
/// are entered, and each folder entered below `dir` is watched whole (a file added there is seen).
fn collect(dir: &Path, out: &mut Vec<PathBuf>, keep: &dyn Fn(&Path) -> bool) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            if keep(&path) {
                println!("cargo:rerun-if-changed={}", path.display());
                collect(&path, out, keep);
            }
        } else if keep(&path) {
            out.push(path);
        }
    }
}

/// Data files (YAML and templates), and the folders that hold them.
#[allow(dead_code)] // not every build script embeds data files
fn is_data(p: &Path) -> bool {
    p.is_dir() || matches!(p.extension().and_then(|e| e.to_str()), Some("yaml" | "yml" | "j2"))
}

/// Appends the table `name` of the files under `folder` (relative to the repository) that
/// `keep` accepts, keyed by their path under `key_root`; `bytes`: any file, as bytes. The
/// folder is watched for new files too, except where a folder it holds is another crate's data
/// (Cargo watches a folder whole).
fn table(code: &mut String, name: &str, folder: &str, key_root: &str, bytes: bool, keep: &dyn Fn(&Path) -> bool) {
    let repo = repository();
    let dir = repo.join(folder);
    if std::fs::read_dir(&dir).map(|d| d.flatten().all(|e| !e.path().is_dir() || keep(&e.path()))).unwrap_or(true) {
        println!("cargo:rerun-if-changed={}", dir.display());
    }
    let mut files = Vec::new();
    collect(&dir, &mut files, keep);
    let (ty, macro_name) = if bytes { ("&[u8]", "include_bytes") } else { ("&str", "include_str") };
    let _ = writeln!(code, "pub static {name}: &[(&str, {ty})] = &[");
    for file in files {
        let rel = file.strip_prefix(repo.join(key_root)).unwrap_or(&file).to_string_lossy().replace('\\', "/");
        println!("cargo:rerun-if-changed={}", file.display());
        let _ = writeln!(code, "    ({rel:?}, {macro_name}!({:?})),", file.display().to_string());
    }
    let _ = writeln!(code, "];");
}

/// Writes `code` as `OUT_DIR/file`.
fn write_out(file: &str, code: &str) {
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into()));
    if let Err(err) = std::fs::write(out.join(file), code) {
        println!("cargo:warning=cannot write {file}: {err}");
        std::process::exit(1);
    }
}
