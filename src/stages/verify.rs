//! Verification of a change: a fresh copy at the base commit with the patch applied, and the
//! test command run there in the sandbox (the tests are code a model wrote or changed).

use std::path::Path;

use crate::job::TestRun;

use crate::git::{self, Base};

/// How the tests are run, and running them in the sandbox (`crate::sandbox`).
pub use crate::sandbox::{TestSpec, run_tests};

/// A fresh working copy at the base commit in `dir`. An old one there is deleted as files:
/// git is never run inside a copy that tests (model-written code) have had their hands on.
pub fn fresh_copy(base: &Base, dir: &Path) -> Result<(), crate::git::GitError> {
    if dir.exists() {
        std::fs::remove_dir_all(dir)
            .map_err(|e| crate::git::GitError::Io { path: dir.to_path_buf(), detail: e.to_string() })?;
        let _ = git::base_git(base, &["worktree", "prune"]);
    }
    git::worktree(base, dir)
}

/// Applies `patch` (only the paths in `only`, when given) to a fresh copy in `dir` and runs the
/// tests there.
pub async fn verify(
    base: &Base,
    dir: &Path,
    patch: &Path,
    only: Option<&[String]>,
    spec: &TestSpec,
    label: &str,
) -> TestRun {
    if let Err(e) = fresh_copy(base, dir) {
        return TestRun::failed(label, format!("the copy to test in could not be made: {e}"));
    }
    let has_patch = std::fs::read_to_string(patch).is_ok_and(|t| !t.trim().is_empty());
    if has_patch {
        let p = patch.to_string_lossy().to_string();
        let mut args: Vec<String> = vec!["apply".into(), "--whitespace=nowarn".into()];
        for f in only.unwrap_or_default() {
            args.push(format!("--include={f}"));
        }
        args.push(p);
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        if let Err(e) = git::work_git(base, dir, &refs) {
            return TestRun::failed(label, format!("the patch does not apply: {e}"));
        }
    }
    run_tests(dir, &base.inner(dir), spec, label).await
}

/// Whether a path holds tests: the one rule every stage uses.
pub use crate::util::is_test_path;

/// The files a patch touches, read from its headers.
pub fn files_of(patch: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in patch.lines() {
        let Some(rest) = line.strip_prefix("diff --git a/") else { continue };
        if let Some((a, _)) = rest.split_once(" b/")
            && !out.iter().any(|f| f == a)
        {
            out.push(a.to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patch_files() {
        let p = "diff --git a/x.py b/x.py\n--- a/x.py\n+++ b/x.py\n@@ -1 +1 @@\n-a\n+b\ndiff --git a/t/y.py b/t/y.py\n";
        assert_eq!(files_of(p), vec!["x.py".to_string(), "t/y.py".to_string()]);
    }
}
