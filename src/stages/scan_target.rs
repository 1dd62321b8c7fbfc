//! What `security-scan` reads: the repository, one folder or file, several paths inside the
//! repository (as pre-commit passes them), or what is staged for the next commit.

use std::path::{Path, PathBuf};

use crate::error::Error;

/// The scan's root and the paths under it to scan (empty: all of it). A staged scan holds the
/// copy of the index it reads; the copy goes when this does.
pub(crate) struct ScanTarget {
    pub root: PathBuf,
    pub paths: Vec<PathBuf>,
    /// The root to name in the reports (the repository, for a staged scan; else `root`).
    pub report_root: PathBuf,
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

/// Resolves the command line's PATHs and `--staged` against the repository `repo`.
pub(crate) fn resolve(repo: &Path, paths: &[PathBuf], staged: bool) -> Result<ScanTarget, Error> {
    if staged {
        return staged_copy(repo);
    }
    match paths {
        [] => Ok(plain(repo.to_path_buf())),
        [one] => Ok(plain(one.clone())),
        several => {
            let canonical = |p: &Path, what: &str| {
                std::fs::canonicalize(p).map_err(|e| Error::Usage(format!("{what} {}: {e}", p.display())))
            };
            let base = canonical(repo, "--repo")?;
            let mut inside = Vec::with_capacity(several.len());
            for p in several {
                let c = canonical(p, "PATH")?;
                if !c.starts_with(&base) {
                    return Err(Error::Usage(format!(
                        "PATH {} is outside the repository {}: several PATHs are reported relative to the \
                         repository's root; give --repo, or scan it on its own",
                        p.display(),
                        base.display()
                    )));
                }
                inside.push(c);
            }
            Ok(ScanTarget { root: base.clone(), paths: inside, report_root: base, staged: None })
        }
    }
}

fn plain(root: PathBuf) -> ScanTarget {
    ScanTarget { report_root: root.clone(), root, paths: Vec::new(), staged: None }
}

/// The staged content of every added, copied, modified or renamed file, copied out of the
/// index into a folder of its own (`git checkout-index --prefix`), at the same relative paths.
fn staged_copy(repo: &Path) -> Result<ScanTarget, Error> {
    let git = |args: &[&str]| crate::git::user_git(repo, args);
    let top = git(&["rev-parse", "--show-toplevel"]).map_err(|e| {
        Error::Usage(format!("--staged scans a git repository's index; {} is not in one ({e})", repo.display()))
    })?;
    let top = PathBuf::from(top.trim_end_matches(['\n', '\r']));
    let list = git(&["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR", "--no-renames"])
        .map_err(|e| Error::Usage(format!("--staged: cannot list the staged files: {e}")))?;
    let names: Vec<&str> = list.split('\0').filter(|n| !n.is_empty()).collect();
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
    let dir = std::env::temp_dir().join(format!("agentsmith-staged-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| Error::io(&dir, e))?;
    let mut target =
        ScanTarget { root: dir.clone(), paths: Vec::new(), report_root: top.clone(), staged: Some(dir.clone()) };
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
