//! What `security-scan` reads: the repository, one folder or file, several paths inside the
//! repository (as pre-commit passes them), or what is staged for the next commit.

use std::path::{Path, PathBuf};

use crate::error::Error;

/// The scan's root and the paths under it to scan (empty: all of it). A staged scan holds the
/// copy of the index it reads; the copy goes when this does.
pub(crate) struct ScanTarget {
    /// The folder files are read under and named relative to: the repository's root (for a
    /// staged scan, the copy of its index).
    pub root: PathBuf,
    pub paths: Vec<PathBuf>,
    /// The repository's root, absolute: every report names files relative to it.
    pub base: PathBuf,
    /// The user named `paths` on the command line.
    pub named: bool,
    /// The index's files, copied out: removed on drop.
    staged: Option<PathBuf>,
}

impl Drop for ScanTarget {
    fn drop(&mut self) {
        if let Some(dir) = &self.staged {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// Resolves the command line's PATHs and `--staged` against the repository `repo`. Every form
/// names files relative to the same folder, so a file has one name in every report, whichever
/// way it was scanned (GitHub code scanning reads a SARIF `uri` relative to the repository's
/// root): the root of the git repository holding the PATHs, else `--repo` when it holds them
/// (else, for one PATH, the current folder when it holds it, else the PATH's own folder).
pub(crate) fn resolve(repo: &Path, paths: &[PathBuf], staged: bool) -> Result<ScanTarget, Error> {
    if staged {
        return staged_copy(repo);
    }
    let repo_dir = canonical(repo, "--repo")?;
    let named: Vec<PathBuf> = match paths {
        [] => vec![repo_dir.clone()],
        some => some.iter().map(|p| canonical(p, "PATH")).collect::<Result<_, _>>()?,
    };
    let holds = |dir: &Path| named.iter().all(|p| p.starts_with(dir));
    let first = folder_of(&named[0]);
    let mut candidates = vec![repository_root(&first), Some(repo_dir.clone())];
    if named.len() == 1 {
        candidates.push(std::env::current_dir().ok().and_then(|d| d.canonicalize().ok()));
        candidates.push(Some(first));
    }
    let Some(base) = candidates.into_iter().flatten().find(|d| holds(d)) else {
        let outside = named.iter().find(|p| !p.starts_with(&repo_dir)).unwrap_or(&named[0]);
        return Err(Error::Usage(format!(
            "PATH {} is outside the repository {}: several PATHs are reported relative to the \
             repository's root; give --repo, or scan it on its own",
            outside.display(),
            repo_dir.display()
        )));
    };
    Ok(ScanTarget { root: base.clone(), paths: named, base, named: true, staged: None })
}

/// `p` made absolute with every link resolved; a missing one is the scan's "no such file".
fn canonical(p: &Path, what: &str) -> Result<PathBuf, Error> {
    std::fs::canonicalize(p).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => {
            Error::Scan(crate::scan::ScanError::Walk(crate::scan::walk::WalkError::Missing(p.to_path_buf())))
        }
        _ => Error::Usage(format!("{what} {}: {e}", p.display())),
    })
}

/// A folder, or a file's folder.
fn folder_of(p: &Path) -> PathBuf {
    match p.parent() {
        Some(parent) if !p.is_dir() => parent.to_path_buf(),
        _ => p.to_path_buf(),
    }
}

/// The root of the git repository holding `dir` (a folder with `.git`, a folder or a
/// worktree's file), found without running git: a CI image without git names files the same.
fn repository_root(dir: &Path) -> Option<PathBuf> {
    dir.ancestors().find(|a| a.join(".git").exists()).map(Path::to_path_buf)
}

/// The staged content of every added, copied, modified or renamed file, copied out of the
/// index into a folder of its own (`git checkout-index --prefix`), at the same relative paths.
fn staged_copy(repo: &Path) -> Result<ScanTarget, Error> {
    let git = |args: &[&str]| crate::git::user_git(repo, args);
    let top = git(&["rev-parse", "--show-toplevel"]).map_err(|e| {
        Error::Usage(format!("--staged scans a git repository's index; {} is not in one ({e})", repo.display()))
    })?;
    let top = PathBuf::from(top.trim_end_matches(['\n', '\r']));
    let top = top.canonicalize().unwrap_or(top);
    let list = git(&["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR", "--no-renames"])
        .map_err(|e| Error::Usage(format!("--staged: cannot list the staged files: {e}")))?;
    let names: Vec<&str> = list.split('\0').filter(|n| !n.is_empty()).collect();
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
    let dir = std::env::temp_dir().join(format!("agentsmith-staged-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| Error::io(&dir, e))?;
    let mut target =
        ScanTarget { root: dir.clone(), paths: Vec::new(), base: top.clone(), named: false, staged: Some(dir.clone()) };
    if names.is_empty() {
        return Ok(target);
    }
    let prefix = format!("{}/", dir.display());
    // Paths given to checkout-index are relative to the current folder: the top of the tree.
    for chunk in names.chunks(512) {
        let mut args = vec!["checkout-index".to_string(), format!("--prefix={prefix}"), "--".to_string()];
        args.extend(chunk.iter().map(|n| n.to_string()));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        crate::git::user_git(&top, &args)
            .map_err(|e| Error::Usage(format!("--staged: cannot read the staged files: {e}")))?;
    }
    // A staged symbolic link or submodule has no file here: it is not text to scan.
    target.paths =
        names.iter().map(|n| dir.join(n)).filter(|p| p.symlink_metadata().is_ok_and(|m| m.is_file())).collect();
    if target.paths.is_empty() {
        // Nothing to read: an empty folder scans nothing.
        target.paths.push(dir);
    }
    Ok(target)
}
