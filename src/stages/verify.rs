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

/// Whether a path (relative, `/`-separated) holds tests.
pub fn is_test_path(path: &str) -> bool {
    let lower = path.to_ascii_lowercase();
    let name = lower.rsplit('/').next().unwrap_or(&lower);
    let dirs = lower.split('/').rev().skip(1);
    let in_test_dir =
        dirs.into_iter().any(|d| matches!(d, "test" | "tests" | "__tests__" | "spec" | "specs" | "testing"));
    let orig_name = path.rsplit('/').next().unwrap_or(path);
    in_test_dir
        || name.starts_with("test_")
        || name == "conftest.py"
        || ["_test.go", "_test.py", "_test.rs", "_spec.rb", "_test.rb"].iter().any(|s| name.ends_with(s))
        || [".test.", ".spec."].iter().any(|s| name.contains(s))
        || ["Test.java", "Tests.java", "Test.kt", "Tests.kt", "Tests.cs"].iter().any(|s| orig_name.ends_with(s))
}

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
    fn test_paths() {
        for p in [
            "tests/test_calc.py",
            "test_calc.py",
            "pkg/calc_test.go",
            "web/App.test.tsx",
            "src/test/java/FooTest.java",
            "conftest.py",
        ] {
            assert!(is_test_path(p), "{p}");
        }
        for p in ["calc.py", "src/lib.rs", "contest.py", "latest/app.py", "src/attestation.rs"] {
            assert!(!is_test_path(p), "{p}");
        }
    }

    #[test]
    fn patch_files() {
        let p = "diff --git a/x.py b/x.py\n--- a/x.py\n+++ b/x.py\n@@ -1 +1 @@\n-a\n+b\ndiff --git a/t/y.py b/t/y.py\n";
        assert_eq!(files_of(p), vec!["x.py".to_string(), "t/y.py".to_string()]);
    }
}
