//! Git, driven as a program: the base every working copy starts from, worktrees, diffs, merges.
//! The user's own checkout is never touched here: working copies come from a shared clone (or,
//! for a folder that is not a repository, from a snapshot committed into a fresh one).

use std::path::{Path, PathBuf};
use std::process::Command;

/// Identity for the commits the engine makes in its own clones.
const IDENTITY: [&str; 4] = ["-c", "user.name=agentsmith", "-c", "user.email=agentsmith@localhost"];

/// Runs `git -C dir args`; stdout on success, stderr (or the reason) on failure.
pub fn git(dir: &Path, args: &[&str]) -> Result<String, String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(IDENTITY)
        .args(args)
        .env("GIT_TERMINAL_PROMPT", "0")
        .output()
        .map_err(|e| format!("cannot run git: {e}; install git to use the coding pipelines"))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(format!("git {}: {}", args.join(" "), String::from_utf8_lossy(&out.stderr).trim()))
    }
}

/// A value of the user's own git configuration for `dir` (without the engine's identity).
pub fn user_config(dir: &Path, key: &str) -> Option<String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["config", "--get", key])
        .env("GIT_TERMINAL_PROMPT", "0")
        .output()
        .ok()?;
    let v = String::from_utf8_lossy(&out.stdout).trim().to_string();
    (out.status.success() && !v.is_empty()).then_some(v)
}

pub fn is_repo(dir: &Path) -> bool {
    git(dir, &["rev-parse", "--is-inside-work-tree"]).is_ok_and(|o| o.trim() == "true")
}

/// Where working copies come from: a repository and the commit they start at.
#[derive(Debug, Clone)]
pub struct Base {
    pub repo: PathBuf,
    pub commit: String,
    /// Where the target sits in the repository (`""`, or `sub/dir/` when the target is a folder
    /// inside a larger repository): patches are relative to the repository's top.
    pub prefix: String,
}

impl Base {
    /// The target's folder inside a working copy.
    pub fn inner(&self, worktree: &Path) -> PathBuf {
        if self.prefix.is_empty() { worktree.to_path_buf() } else { worktree.join(self.prefix.trim_end_matches('/')) }
    }
}

/// The base for a run over `target`, kept under `ws_root/base`.
pub fn prepare_base(target: &Path, ws_root: &Path) -> Result<Base, String> {
    let base = ws_root.join("base");
    if base.join(".git").exists() || base.join("HEAD").exists() {
        let commit = git(&base, &["rev-parse", "HEAD"])?.trim().to_string();
        let prefix = if is_repo(target) {
            git(target, &["rev-parse", "--show-prefix"])?.trim().to_string()
        } else {
            String::new()
        };
        return Ok(Base { repo: base, commit, prefix });
    }
    std::fs::create_dir_all(ws_root).map_err(|e| e.to_string())?;
    if is_repo(target) {
        let commit = git(target, &["rev-parse", "HEAD"])
            .map_err(|e| format!("{e} (a repository needs at least one commit)"))?
            .trim()
            .to_string();
        let top = git(target, &["rev-parse", "--show-toplevel"])?.trim().to_string();
        let prefix = git(target, &["rev-parse", "--show-prefix"])?.trim().to_string();
        git(ws_root, &["clone", "--quiet", "--shared", "--no-checkout", &top, "base"])?;
        write_excludes(&base)?;
        // The clone's HEAD is its default branch; the run starts at the target's HEAD, which the
        // shared object store holds even when it is on no branch.
        git(&base, &["update-ref", "--no-deref", "HEAD", &commit])?;
        return Ok(Base { repo: base, commit, prefix });
    }
    // Not a repository: snapshot the tree (honouring .gitignore) into a fresh one.
    std::fs::create_dir_all(&base).map_err(|e| e.to_string())?;
    let walker = ignore::WalkBuilder::new(target)
        .hidden(false)
        .require_git(false)
        .filter_entry(|e| !matches!(e.file_name().to_str(), Some(".git" | ".agent-smith")))
        .build();
    for entry in walker.flatten() {
        if !entry.file_type().is_some_and(|t| t.is_file()) {
            continue;
        }
        let Ok(rel) = entry.path().strip_prefix(target) else { continue };
        let dest = base.join(rel);
        if let Some(d) = dest.parent() {
            std::fs::create_dir_all(d).map_err(|e| e.to_string())?;
        }
        std::fs::copy(entry.path(), &dest).map_err(|e| format!("{}: {e}", entry.path().display()))?;
    }
    git(&base, &["init", "--quiet"])?;
    write_excludes(&base)?;
    git(&base, &["add", "-A"])?;
    git(&base, &["commit", "--quiet", "--allow-empty", "-m", "agentsmith base snapshot"])?;
    let commit = git(&base, &["rev-parse", "HEAD"])?.trim().to_string();
    Ok(Base { repo: base, commit, prefix: String::new() })
}

/// Build and cache output that never belongs in a patch, excluded in every working copy.
const EXCLUDES: &str =
    "__pycache__/\n*.pyc\n.pytest_cache/\n.mypy_cache/\n.ruff_cache/\nnode_modules/\n/target/\n.gradle/\n";

fn write_excludes(base: &Path) -> Result<(), String> {
    let common = git(base, &["rev-parse", "--git-common-dir"])?;
    let info = base.join(common.trim()).join("info");
    std::fs::create_dir_all(&info).map_err(|e| e.to_string())?;
    std::fs::write(info.join("exclude"), EXCLUDES).map_err(|e| e.to_string())
}

/// A working copy at the base commit (kept if it already exists, for resume).
pub fn worktree(base: &Base, path: &Path) -> Result<(), String> {
    if path.join(".git").exists() {
        return Ok(());
    }
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| e.to_string())?;
    }
    let p = path.to_string_lossy().to_string();
    git(&base.repo, &["worktree", "add", "--quiet", "--detach", &p, &base.commit])?;
    Ok(())
}

/// Every change in a working copy against the base, as a patch.
pub fn diff(work: &Path, base: &Base) -> Result<String, String> {
    git(work, &["add", "-A"])?;
    git(work, &["diff", "--cached", "--binary", &base.commit])
}

/// Applies a patch in a working copy and commits it. On a conflict the three-way merge is left
/// in the copy (conflict markers in the files) and the conflicting files are returned with the
/// reason: resolve them and call [`commit`], or call [`reset`].
pub fn apply_commit(work: &Path, patch: &Path, message: &str) -> Result<(), (Vec<String>, String)> {
    let p = patch.to_string_lossy().to_string();
    match git(work, &["apply", "--3way", "--index", "--whitespace=nowarn", &p]) {
        Ok(_) => commit(work, message).map_err(|e| (Vec::new(), e)),
        Err(e) => {
            let files = git(work, &["diff", "--name-only", "--diff-filter=U"]).unwrap_or_default();
            Err((files.lines().map(str::to_string).collect(), e))
        }
    }
}

/// Commits everything in a working copy.
pub fn commit(work: &Path, message: &str) -> Result<(), String> {
    git(work, &["add", "-A"])?;
    git(work, &["commit", "--quiet", "--allow-empty", "--no-verify", "-m", message])?;
    Ok(())
}

/// Drops every uncommitted change in a working copy.
pub fn reset(work: &Path) {
    let _ = git(work, &["reset", "--quiet", "--hard", "HEAD"]);
    let _ = git(work, &["clean", "-fdq"]);
}

/// Resets a working copy to `commit`, dropping everything after it.
pub fn reset_to(work: &Path, commit: &str) -> Result<(), String> {
    git(work, &["reset", "--quiet", "--hard", commit])?;
    git(work, &["clean", "-fdq"])?;
    Ok(())
}

/// The files among `files` that still hold conflict markers.
pub fn unresolved(work: &Path, files: &[String]) -> Vec<String> {
    files
        .iter()
        .filter(|f| {
            std::fs::read_to_string(work.join(f.as_str()))
                .is_ok_and(|t| t.lines().any(|l| l.starts_with("<<<<<<< ") || l.starts_with(">>>>>>> ")))
        })
        .cloned()
        .collect()
}

/// Files a patch changes, with added/removed line counts (`git apply --numstat`).
pub fn numstat(dir: &Path, patch: &Path) -> Vec<(String, String, String)> {
    let p = patch.to_string_lossy().to_string();
    git(dir, &["apply", "--numstat", &p])
        .unwrap_or_default()
        .lines()
        .filter_map(|l| {
            let mut it = l.split('\t');
            Some((it.next()?.to_string(), it.next()?.to_string(), it.next()?.to_string()))
        })
        .collect()
}
