//! Which files a scan reads, and which it skips and why. Honours .gitignore; skips binary,
//! vendored, generated and oversized files, unreadable files and symbolic links, and says so.

use std::io::Read;
use std::path::{Path, PathBuf};

use globset::{GlobBuilder, GlobSet, GlobSetBuilder};
use serde::Serialize;

use crate::context::SKIPPED_DIRS;

/// A file to scan.
#[derive(Debug, Clone)]
pub struct Candidate {
    pub path: PathBuf,
    /// Relative to the scan root, `/`-separated.
    pub rel: String,
    pub size: u64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "kebab-case")]
pub enum SkipReason {
    Binary,
    /// Third-party code: dependency folders, minified bundles.
    Vendored,
    /// Generated files such as lockfiles.
    Generated,
    TooLarge {
        size: u64,
        limit: u64,
    },
    Unreadable {
        error: String,
    },
    /// Symbolic links are not followed (a link inside the tree is scanned at its target).
    Symlink {
        target: String,
    },
    SymlinkLoop,
    /// A FIFO, socket or device: reading it could block or never end.
    NotRegular,
}

impl SkipReason {
    pub fn describe(&self) -> String {
        match self {
            SkipReason::Binary => "binary file".into(),
            SkipReason::Vendored => "vendored or minified third-party code".into(),
            SkipReason::Generated => "generated file (lockfile)".into(),
            SkipReason::TooLarge { size, limit } => {
                format!("{} over the {} limit (scan.max_file_bytes)", human(*size), human(*limit))
            }
            SkipReason::Unreadable { error } => format!("unreadable: {error}"),
            SkipReason::Symlink { target } => format!("symbolic link to {target}, not followed"),
            SkipReason::SymlinkLoop => "symbolic link loop".into(),
            SkipReason::NotRegular => "not a regular file (FIFO, socket or device)".into(),
        }
    }
}

fn human(bytes: u64) -> String {
    if bytes >= 1 << 20 {
        format!("{:.1} MiB", bytes as f64 / f64::from(1 << 20))
    } else {
        format!("{} KiB", bytes.div_ceil(1024))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Skipped {
    pub path: String,
    #[serde(flatten)]
    pub reason: SkipReason,
}

/// What to walk and what to leave out.
#[derive(Debug, Clone, Default)]
pub struct WalkOptions {
    pub include: Vec<String>,
    pub exclude: Vec<String>,
    pub max_file_bytes: u64,
}

#[derive(Debug, thiserror::Error)]
pub enum WalkError {
    #[error("bad glob `{glob}` in --{flag}: {detail}")]
    Glob { flag: &'static str, glob: String, detail: String },
    #[error("{}: no such file or folder", .0.display())]
    Missing(PathBuf),
}

const LOCKFILES: &[&str] = &[
    "package-lock.json",
    "yarn.lock",
    "pnpm-lock.yaml",
    "poetry.lock",
    "pipfile.lock",
    "cargo.lock",
    "composer.lock",
    "gemfile.lock",
    "go.sum",
    "npm-shrinkwrap.json",
];
const VENDORED_DIRS: &[&str] =
    &["node_modules", "vendor", "third_party", "third-party", "bower_components", "site-packages", "jspm_packages"];

fn globs(patterns: &[String], flag: &'static str) -> Result<Option<GlobSet>, WalkError> {
    if patterns.is_empty() {
        return Ok(None);
    }
    let mut b = GlobSetBuilder::new();
    for p in patterns {
        // A pattern without a slash matches at any depth, like .gitignore.
        let full = if p.contains('/') { p.trim_start_matches("./").to_string() } else { format!("**/{p}") };
        for variant in [full.clone(), format!("{full}/**")] {
            let g = GlobBuilder::new(&variant).literal_separator(true).build().map_err(|e| WalkError::Glob {
                flag,
                glob: p.clone(),
                detail: e.to_string(),
            })?;
            b.add(g);
        }
    }
    b.build().map(Some).map_err(|e| WalkError::Glob { flag, glob: patterns.join(" "), detail: e.to_string() })
}

/// Walks `root` (a folder, or a single file) and sorts every file into scan or skip.
pub fn discover(root: &Path, opts: &WalkOptions) -> Result<(Vec<Candidate>, Vec<Skipped>), WalkError> {
    if !root.exists() {
        return Err(WalkError::Missing(root.to_path_buf()));
    }
    let base = if root.is_file() { root.parent().unwrap_or(root) } else { root };
    discover_under(base, root, opts)
}

/// Walks each of `paths` (folders or files, each inside `base`) and sorts every file into scan
/// or skip, each named relative to `base`; a file reached through two paths is listed once.
pub fn discover_paths(
    base: &Path,
    paths: &[PathBuf],
    opts: &WalkOptions,
) -> Result<(Vec<Candidate>, Vec<Skipped>), WalkError> {
    let (mut files, mut skipped) = (Vec::new(), Vec::new());
    for path in paths {
        if !path.exists() {
            return Err(WalkError::Missing(path.clone()));
        }
        let (f, s) = discover_under(base, path, opts)?;
        files.extend(f);
        skipped.extend(s);
    }
    files.sort_by(|a, b| a.rel.cmp(&b.rel));
    files.dedup_by(|a, b| a.rel == b.rel);
    skipped.sort_by(|a, b| a.path.cmp(&b.path));
    skipped.dedup_by(|a, b| a.path == b.path);
    Ok((files, skipped))
}

fn discover_under(base: &Path, root: &Path, opts: &WalkOptions) -> Result<(Vec<Candidate>, Vec<Skipped>), WalkError> {
    let include = globs(&opts.include, "include")?;
    let exclude = globs(&opts.exclude, "exclude")?;
    let mut files = Vec::new();
    let mut skipped = Vec::new();
    let walker = ignore::WalkBuilder::new(root)
        .hidden(false)
        .git_ignore(true)
        .git_exclude(true)
        .git_global(false)
        .require_git(false)
        .follow_links(false)
        .sort_by_file_name(|a, b| a.cmp(b))
        .filter_entry(|e| {
            !(e.depth() > 0
                && e.file_type().is_some_and(|t| t.is_dir())
                && matches!(e.file_name().to_str(), Some(".git" | ".hg" | ".svn" | ".agent-smith")))
        })
        .build();
    for entry in walker {
        let entry = match entry {
            Ok(e) => e,
            Err(err) => {
                let path = match &err {
                    ignore::Error::WithPath { path, .. } => rel_of(base, path),
                    _ => String::from("?"),
                };
                let reason = if err.to_string().contains("loop") {
                    SkipReason::SymlinkLoop
                } else {
                    SkipReason::Unreadable { error: err.to_string() }
                };
                skipped.push(Skipped { path, reason });
                continue;
            }
        };
        let Some(ft) = entry.file_type() else { continue };
        let rel = rel_of(base, entry.path());
        if ft.is_dir() {
            continue;
        }
        if include.as_ref().is_some_and(|g| !g.is_match(&rel)) || exclude.as_ref().is_some_and(|g| g.is_match(&rel)) {
            continue;
        }
        if ft.is_symlink() {
            skipped.push(Skipped { path: rel, reason: symlink_reason(entry.path()) });
            continue;
        }
        if !ft.is_file() {
            skipped.push(Skipped { path: rel, reason: SkipReason::NotRegular });
            continue;
        }
        let lower = rel.to_ascii_lowercase();
        let segments: Vec<&str> = lower.split('/').collect();
        let name = segments.last().copied().unwrap_or("");
        if segments[..segments.len().saturating_sub(1)]
            .iter()
            .any(|s| VENDORED_DIRS.contains(s) || SKIPPED_DIRS.contains(s) && *s != "build" && *s != "dist")
            || name.ends_with(".min.js")
            || name.ends_with(".min.css")
            || name.ends_with(".bundle.js")
        {
            skipped.push(Skipped { path: rel, reason: SkipReason::Vendored });
            continue;
        }
        if LOCKFILES.contains(&name) {
            skipped.push(Skipped { path: rel, reason: SkipReason::Generated });
            continue;
        }
        let size = match entry.metadata() {
            Ok(m) => m.len(),
            Err(e) => {
                skipped.push(Skipped { path: rel, reason: SkipReason::Unreadable { error: e.to_string() } });
                continue;
            }
        };
        if size > opts.max_file_bytes {
            skipped.push(Skipped { path: rel, reason: SkipReason::TooLarge { size, limit: opts.max_file_bytes } });
            continue;
        }
        files.push(Candidate { path: entry.path().to_path_buf(), rel, size });
    }
    Ok((files, skipped))
}

fn rel_of(base: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(base).unwrap_or(path);
    let s = rel.to_string_lossy().replace('\\', "/");
    if s.is_empty() { path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default() } else { s }
}

fn symlink_reason(path: &Path) -> SkipReason {
    let target = std::fs::read_link(path).map(|t| t.display().to_string()).unwrap_or_default();
    match std::fs::canonicalize(path) {
        Err(_) => SkipReason::SymlinkLoop,
        Ok(real) => match path.parent().and_then(|p| p.canonicalize().ok()) {
            Some(parent) if real.is_dir() && parent.starts_with(&real) => SkipReason::SymlinkLoop,
            _ => SkipReason::Symlink { target },
        },
    }
}

/// Reads a file as text. `Ok(None)` means binary (a NUL byte in the first 8 KiB); text that is
/// not UTF-8 is read with replacement characters.
pub fn read_text(path: &Path, size_hint: u64) -> std::io::Result<Option<String>> {
    let mut f = std::fs::File::open(path)?;
    let mut bytes = Vec::with_capacity(usize::try_from(size_hint).unwrap_or(0).min(1 << 24));
    f.read_to_end(&mut bytes)?;
    if bytes[..bytes.len().min(8192)].contains(&0) {
        return Ok(None);
    }
    Ok(Some(match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }))
}
