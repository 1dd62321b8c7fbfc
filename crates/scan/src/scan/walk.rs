//! Which files a scan reads, and which it skips and why. Honours .gitignore; skips binary,
//! vendored, generated and oversized files, unreadable files and symbolic links, and says so.

use std::io::Read;
use std::path::{Path, PathBuf};

use globset::{GlobBuilder, GlobSet, GlobSetBuilder};
use serde::Serialize;

use crate::util::SKIPPED_DIRS;

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
    /// A word or two for a count: "2 binary", "1 unreadable".
    pub fn kind(&self) -> &'static str {
        match self {
            SkipReason::Binary => "binary",
            SkipReason::Vendored => "vendored",
            SkipReason::Generated => "generated",
            SkipReason::TooLarge { .. } => "too large",
            SkipReason::Unreadable { .. } => "unreadable",
            SkipReason::Symlink { .. } => "symbolic link",
            SkipReason::SymlinkLoop => "link loop",
            SkipReason::NotRegular => "not a regular file",
        }
    }

    /// Why a file could not be read (the system's error), or what else left it out.
    pub fn error(&self) -> String {
        match self {
            SkipReason::Unreadable { error } => error.clone(),
            other => other.describe(),
        }
    }

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
    discover_under(base, root, base, opts)
}

/// Walks each of `paths` (folders or files, each inside `base`) and sorts every file into scan
/// or skip, each named relative to `base`; a file reached through two paths is listed once.
/// `named`: the user named these paths, so what each names is scanned whatever folder it sits
/// in (a PATH inside `vendor/` is read): the vendored-folder policy looks only below each path.
/// Otherwise (the staged files) it looks at the whole path under `base`.
pub fn discover_paths(
    base: &Path,
    paths: &[PathBuf],
    named: bool,
    opts: &WalkOptions,
) -> Result<(Vec<Candidate>, Vec<Skipped>), WalkError> {
    let (mut files, mut skipped) = (Vec::new(), Vec::new());
    for path in paths {
        if !path.exists() {
            return Err(WalkError::Missing(path.clone()));
        }
        let policy = match (named, path.is_dir()) {
            (false, _) => base,
            (true, true) => path.as_path(),
            (true, false) => path.parent().unwrap_or(base),
        };
        let (f, s) = discover_under(base, path, policy, opts)?;
        files.extend(f);
        skipped.extend(s);
    }
    files.sort_by(|a, b| a.rel.cmp(&b.rel));
    files.dedup_by(|a, b| a.rel == b.rel);
    skipped.sort_by(|a, b| a.path.cmp(&b.path));
    skipped.dedup_by(|a, b| a.path == b.path);
    Ok((files, skipped))
}

/// `--include` and `--exclude`, matched against a path as the reports name it (relative to the
/// repository) and as it sits under the scanned PATH: a pattern written either way works.
#[derive(Clone)]
struct Filter {
    include: Option<GlobSet>,
    exclude: Option<GlobSet>,
}

impl Filter {
    fn new(opts: &WalkOptions) -> Result<Filter, WalkError> {
        Ok(Filter { include: globs(&opts.include, "include")?, exclude: globs(&opts.exclude, "exclude")? })
    }

    fn excluded(&self, rels: [&str; 2]) -> bool {
        self.exclude.as_ref().is_some_and(|g| rels.iter().any(|r| g.is_match(r)))
    }

    fn included(&self, rels: [&str; 2]) -> bool {
        self.include.as_ref().is_none_or(|g| rels.iter().any(|r| g.is_match(r)))
    }
}

/// Walks `root`, naming each file relative to `base` and judging it (vendored folders, globs)
/// by its path under `policy` as well.
fn discover_under(
    base: &Path,
    root: &Path,
    policy: &Path,
    opts: &WalkOptions,
) -> Result<(Vec<Candidate>, Vec<Skipped>), WalkError> {
    let filter = Filter::new(opts)?;
    let mut files = Vec::new();
    let mut skipped = Vec::new();
    let prune = filter.clone();
    let (base_owned, policy_owned) = (base.to_path_buf(), policy.to_path_buf());
    let walker = ignore::WalkBuilder::new(root)
        .hidden(false)
        .git_ignore(true)
        .git_exclude(true)
        .git_global(false)
        .require_git(false)
        .follow_links(false)
        .sort_by_file_name(|a, b| a.cmp(b))
        .filter_entry(move |e| {
            if e.depth() == 0 || !e.file_type().is_some_and(|t| t.is_dir()) {
                return true;
            }
            let vcs = matches!(e.file_name().to_str(), Some(".git" | ".hg" | ".svn" | ".agent-smith"));
            // An excluded folder is not read at all: a folder that cannot be read there is
            // no gap in the scan.
            !vcs && !prune.excluded([&rel_of(&base_owned, e.path()), &rel_of(&policy_owned, e.path())])
        })
        .build();
    for entry in walker {
        let entry = match entry {
            Ok(e) => e,
            Err(err) => {
                let (path, under) = match &err {
                    ignore::Error::WithPath { path, .. } => (rel_of(base, path), rel_of(policy, path)),
                    _ => (String::from("?"), String::from("?")),
                };
                if filter.excluded([&path, &under]) {
                    continue;
                }
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
        if ft.is_dir() {
            continue;
        }
        let rel = rel_of(base, entry.path());
        let under = rel_of(policy, entry.path());
        if !filter.included([&rel, &under]) || filter.excluded([&rel, &under]) {
            continue;
        }
        if let Some(reason) = policy_skip(&entry, &under) {
            skipped.push(Skipped { path: rel, reason });
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

/// Why a file is left out by policy, judged by its path `under` the scanned PATH: a link, a
/// FIFO or device, third-party code, a lockfile.
fn policy_skip(entry: &ignore::DirEntry, under: &str) -> Option<SkipReason> {
    let ft = entry.file_type()?;
    if ft.is_symlink() {
        return Some(symlink_reason(entry.path()));
    }
    if !ft.is_file() {
        return Some(SkipReason::NotRegular);
    }
    let lower = under.to_ascii_lowercase();
    let segments: Vec<&str> = lower.split('/').collect();
    let name = segments.last().copied().unwrap_or("");
    if segments[..segments.len().saturating_sub(1)]
        .iter()
        .any(|s| VENDORED_DIRS.contains(s) || SKIPPED_DIRS.contains(s) && *s != "build" && *s != "dist")
        || name.ends_with(".min.js")
        || name.ends_with(".min.css")
        || name.ends_with(".bundle.js")
    {
        return Some(SkipReason::Vendored);
    }
    LOCKFILES.contains(&name).then_some(SkipReason::Generated)
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
