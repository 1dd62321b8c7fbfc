//! Delivery of a verified change to the user's tree: applied (all or nothing), committed on a
//! new branch, or only saved; and the checks made before any work, so a delivery that cannot
//! happen is refused at the start.

use std::path::{Path, PathBuf};

use crate::error::Error;
use crate::git::{self, Base, GitError};

/// Why a delivery could not be made.
#[derive(Debug, thiserror::Error)]
pub enum DeliverError {
    /// `--branch NAME` cannot be used: the reason names the flag.
    #[error("{0}")]
    Branch(String),
    #[error(transparent)]
    Git(#[from] GitError),
}
use crate::job::Delivery;

/// The delivery the flags ask for, checked before any work is done.
pub fn plan_delivery(
    target: &Path,
    branch: Option<&str>,
    no_apply: bool,
    apply: bool,
    force: bool,
) -> Result<(Delivery, Option<String>), Error> {
    if let Some(b) = branch {
        check_branch(target, b).map_err(|e| Error::Usage(e.to_string()))?;
        return Ok((Delivery::Branch(b.to_string()), None));
    }
    if no_apply {
        return Ok((Delivery::Patch, None));
    }
    let dirty = dirty(target);
    if dirty.is_empty() || force {
        return Ok((Delivery::Apply, None));
    }
    let listing = dirty.iter().take(5).cloned().collect::<Vec<_>>().join(", ");
    if apply {
        return Err(Error::Usage(format!(
            "--apply: the working tree has uncommitted changes ({listing}); commit or stash them, or add --force to apply over them"
        )));
    }
    Ok((
        Delivery::Patch,
        Some(format!(
            "the working tree had uncommitted changes ({listing}), so the patch is saved, not applied; apply it with `git apply`, or rerun with --force"
        )),
    ))
}

/// Tracked files with uncommitted changes in the user's repository, outside `.agent-smith` and
/// other than the project knowledge the run itself refreshed (`.agentsmith/knowledge.md` and its
/// index, when a user commits them).
pub fn dirty(target: &Path) -> Vec<String> {
    if !git::is_repo(target) {
        return Vec::new();
    }
    git::user_git(target, &["status", "--porcelain", "--untracked-files=no"])
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.get(3..))
        .filter(|p| !p.split('/').any(|s| s == ".agent-smith") && !refreshed_by_us(p))
        .map(str::to_string)
        .collect()
}

fn refreshed_by_us(path: &str) -> bool {
    path.ends_with(".agentsmith/knowledge.md") || path.ends_with(".agentsmith/knowledge.json")
}

/// The folder `git apply` works from for the user's tree: the repository's top, or the target.
fn apply_root(target: &Path) -> PathBuf {
    if git::is_repo(target) {
        git::user_git(target, &["rev-parse", "--show-toplevel"])
            .map_or_else(|_| target.to_path_buf(), |t| PathBuf::from(t.trim()))
    } else {
        target.to_path_buf()
    }
}

/// Applies the patch to the user's tree (checked first, so it is all or nothing).
pub fn apply_to_tree(target: &Path, patch: &Path) -> Result<(), GitError> {
    let root = apply_root(target);
    let p = patch.to_string_lossy().to_string();
    git::user_git(&root, &["apply", "--check", "--whitespace=nowarn", &p])?;
    git::user_git(&root, &["apply", "--whitespace=nowarn", &p])?;
    Ok(())
}

/// Checks `--branch NAME` before any work: a valid name, not taken, in a git repository.
pub fn check_branch(target: &Path, name: &str) -> Result<(), DeliverError> {
    if !git::is_repo(target) {
        return Err(DeliverError::Branch(format!(
            "--branch {name}: {} is not a git repository; use --apply or --no-apply",
            target.display()
        )));
    }
    git::user_git(target, &["check-ref-format", "--branch", name])
        .map_err(|_| DeliverError::Branch(format!("--branch {name}: not a valid branch name")))?;
    let r = format!("refs/heads/{name}");
    if git::user_git(target, &["rev-parse", "--verify", "--quiet", &r]).is_ok() {
        return Err(DeliverError::Branch(format!("--branch {name}: the branch exists already; choose another name")));
    }
    Ok(())
}

/// Commits the patch on a new branch `name` of the user's repository, from the base commit;
/// the working tree and the current branch are not touched. Returns the commit.
pub fn commit_on_branch(
    base: &Base,
    ws_root: &Path,
    target: &Path,
    name: &str,
    patch: &Path,
    message: &str,
) -> Result<String, DeliverError> {
    check_branch(target, name)?;
    let dir = ws_root.join("verify").join("branch");
    super::verify::fresh_copy(base, &dir)?;
    let p = patch.to_string_lossy().to_string();
    git::work_git(base, &dir, &["apply", "--index", "--whitespace=nowarn", &p])?;
    // The user's identity when they have one, the engine's otherwise.
    let who = |k: &str| git::user_config(target, k);
    let mut args: Vec<String> = Vec::new();
    if let (Some(n), Some(e)) = (who("user.name"), who("user.email")) {
        args.extend(["-c".into(), format!("user.name={n}"), "-c".into(), format!("user.email={e}")]);
    }
    args.extend(["commit".into(), "--quiet".into(), "--no-verify".into(), "-m".into(), message.to_string()]);
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    git::work_git(base, &dir, &refs)?;
    let commit = git::work_git(base, &dir, &["rev-parse", "HEAD"])?.trim().to_string();
    git::base_git(base, &["update-ref", "refs/heads/agentsmith-delivery", &commit])?;
    let from = base.repo.to_string_lossy().to_string();
    git::user_git(
        target,
        &["fetch", "--quiet", "--no-tags", &from, &format!("refs/heads/agentsmith-delivery:refs/heads/{name}")],
    )?;
    Ok(commit)
}

#[cfg(test)]
mod tests {
    /// The knowledge a run refreshed does not make the user's tree "dirty"; their own files do.
    #[test]
    fn only_the_refreshed_knowledge_is_ours() {
        assert!(super::refreshed_by_us(".agentsmith/knowledge.md"));
        assert!(super::refreshed_by_us("sub/.agentsmith/knowledge.json"));
        assert!(!super::refreshed_by_us(".agentsmith/skills.yaml"));
        assert!(!super::refreshed_by_us("docs/knowledge.md"));
    }
}
