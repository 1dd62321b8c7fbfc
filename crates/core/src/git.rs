//! Git, driven as a program: the base every working copy starts from, worktrees, diffs, merges.
//! The user's own checkout is never touched here: working copies come from a shared clone (or,
//! for a folder that is not a repository, from a snapshot committed into a fresh one).
//!
//! Working copies are where model-written code runs, so git is never pointed at them by what
//! they contain. Every command on the engine's repositories names its git folder and work tree
//! explicitly (a `.git` pointer a command rewrote is never followed), reads no system or global
//! configuration, runs no hook and no fsmonitor, and gets a clean environment. Any `.git` entry
//! a command leaves inside a copy is removed before git looks at it.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Why a git operation failed.
#[derive(Debug, Clone, thiserror::Error)]
pub enum GitError {
    #[error("cannot run git: {0}; install git to use the coding pipelines")]
    Missing(String),
    #[error("git {args}: {stderr}")]
    Failed { args: String, stderr: String },
    #[error("{}: {detail}", path.display())]
    Io { path: PathBuf, detail: String },
    #[error("{} is not a working copy of {}", work.display(), base.display())]
    NotCopy { work: PathBuf, base: PathBuf },
}

impl GitError {
    fn io(path: &Path, e: impl std::fmt::Display) -> GitError {
        GitError::Io { path: path.to_path_buf(), detail: e.to_string() }
    }
}

/// Identity for the commits the engine makes in its own clones.
const IDENTITY: [&str; 4] = ["-c", "user.name=agentsmith", "-c", "user.email=agentsmith@localhost"];

/// Settings that keep git from running anything a repository or work tree could name.
const HARDENED: [&str; 12] = [
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "core.fsmonitor=false",
    "-c",
    "core.untrackedCache=false",
    "-c",
    "core.symlinks=true",
    "-c",
    "protocol.allow=never",
    "-c",
    "protocol.file.allow=always",
];

/// A git command with a clean environment: the program's search path and nothing else of the
/// caller's, no system or global configuration.
fn clean(cwd: &Path) -> Command {
    let mut c = Command::new("git");
    c.current_dir(cwd)
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_else(|| "/usr/local/bin:/usr/bin:/bin".into()))
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("GIT_ATTR_NOSYSTEM", "1")
        .env("GIT_TERMINAL_PROMPT", "0")
        .env("LC_ALL", "C")
        .stdin(std::process::Stdio::null());
    c
}

fn output(mut c: Command, args: &[&str]) -> Result<String, GitError> {
    let out = c.output().map_err(|e| GitError::Missing(e.to_string()))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(GitError::Failed { args: args.join(" "), stderr: String::from_utf8_lossy(&out.stderr).trim().to_string() })
    }
}

/// Runs git on an engine repository: `git_dir` and `work_tree` given explicitly.
fn engine(git_dir: &Path, work_tree: Option<&Path>, cwd: &Path, args: &[&str]) -> Result<String, GitError> {
    let mut c = clean(cwd);
    c.arg(format!("--git-dir={}", git_dir.display()));
    if let Some(w) = work_tree {
        c.arg(format!("--work-tree={}", w.display()));
    }
    c.args(HARDENED).args(IDENTITY).args(args);
    output(c, args)
}

/// Runs git in the user's own repository `dir` (their configuration applies: it is theirs),
/// with hooks and fsmonitor off.
pub fn user_git(dir: &Path, args: &[&str]) -> Result<String, GitError> {
    user_git_env(dir, args, &[])
}

/// [`user_git`] with extra variables in git's environment (configuration for one command, given
/// as `GIT_CONFIG_*` so that a secret in it never shows in the process list).
pub fn user_git_env(dir: &Path, args: &[&str], vars: &[(String, String)]) -> Result<String, GitError> {
    let mut c = Command::new("git");
    c.arg("-C")
        .arg(dir)
        .args(["-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false"])
        .args(args)
        .env("GIT_TERMINAL_PROMPT", "0")
        .envs(vars.iter().map(|(k, v)| (k.as_str(), v.as_str())))
        .stdin(std::process::Stdio::null());
    output(c, args)
}

/// A value of the user's own git configuration for `dir`.
pub fn user_config(dir: &Path, key: &str) -> Option<String> {
    let v = user_git(dir, &["config", "--get", key]).ok()?.trim().to_string();
    (!v.is_empty()).then_some(v)
}

pub fn is_repo(dir: &Path) -> bool {
    user_git(dir, &["rev-parse", "--is-inside-work-tree"]).is_ok_and(|o| o.trim() == "true")
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

    fn git_dir(&self) -> PathBuf {
        self.repo.join(".git")
    }
}

/// Git on the base repository itself.
pub fn base_git(base: &Base, args: &[&str]) -> Result<String, GitError> {
    engine(&base.git_dir(), Some(&base.repo), &base.repo, args)
}

/// Git on the working copy `work` of `base`, through the administrative folder the engine
/// keeps for it (never through the copy's own `.git` pointer).
pub fn work_git(base: &Base, work: &Path, args: &[&str]) -> Result<String, GitError> {
    let admin =
        admin_dir(base, work).ok_or_else(|| GitError::NotCopy { work: work.to_path_buf(), base: base.repo.clone() })?;
    engine(&admin, Some(work), work, args)
}

/// The folder under `.git/worktrees/` whose `gitdir` file names `work`.
fn admin_dir(base: &Base, work: &Path) -> Option<PathBuf> {
    let want = work.join(".git");
    let want_canon = work.canonicalize().ok().map(|w| w.join(".git"));
    let entries = std::fs::read_dir(base.git_dir().join("worktrees")).ok()?;
    entries.flatten().map(|e| e.path()).find(|admin| {
        std::fs::read_to_string(admin.join("gitdir")).is_ok_and(|g| {
            let g = PathBuf::from(g.trim());
            g == want || want_canon.as_ref().is_some_and(|w| &g == w)
        })
    })
}

/// The files and folders below `root` as agentsmith reads a project: .gitignore honoured even
/// outside a git repository, hidden files kept, `.git` and `.agent-smith` left out.
pub fn project_walk(root: &Path) -> ignore::Walk {
    ignore::WalkBuilder::new(root)
        .hidden(false)
        .require_git(false)
        .filter_entry(|e| !matches!(e.file_name().to_str(), Some(".git" | ".agent-smith")))
        .build()
}

/// The base for a run over `target`, kept under `ws_root/base`.
pub fn prepare_base(target: &Path, ws_root: &Path) -> Result<Base, GitError> {
    let base_dir = ws_root.join("base");
    let prefix = if is_repo(target) {
        user_git(target, &["rev-parse", "--show-prefix"])?.trim().to_string()
    } else {
        String::new()
    };
    if base_dir.join(".git").join("HEAD").exists() {
        let mut base = Base { repo: base_dir, commit: String::new(), prefix };
        base.commit = base_git(&base, &["rev-parse", "HEAD"])?.trim().to_string();
        return Ok(base);
    }
    std::fs::create_dir_all(ws_root).map_err(|e| GitError::io(ws_root, e))?;
    if is_repo(target) {
        let commit = user_git(target, &["rev-parse", "HEAD"])
            .map_err(|e| match e {
                GitError::Failed { args, stderr } => {
                    GitError::Failed { args, stderr: format!("{stderr} (a repository needs at least one commit)") }
                }
                other => other,
            })?
            .trim()
            .to_string();
        let top = user_git(target, &["rev-parse", "--show-toplevel"])?.trim().to_string();
        let mut c = clean(ws_root);
        let args = ["clone", "--quiet", "--shared", "--no-checkout", "--", &top, "base"];
        c.args(HARDENED).args(args);
        output(c, &args)?;
        let base = Base { repo: base_dir, commit: commit.clone(), prefix };
        write_excludes(&base)?;
        // The clone's HEAD is its default branch; the run starts at the target's HEAD, which the
        // shared object store holds even when it is on no branch.
        base_git(&base, &["update-ref", "--no-deref", "HEAD", &commit])?;
        return Ok(base);
    }
    // Not a repository: snapshot the tree (honouring .gitignore) into a fresh one.
    std::fs::create_dir_all(&base_dir).map_err(|e| GitError::io(&base_dir, e))?;
    for entry in project_walk(target).flatten() {
        if !entry.file_type().is_some_and(|t| t.is_file()) {
            continue;
        }
        let Ok(rel) = entry.path().strip_prefix(target) else { continue };
        let dest = base_dir.join(rel);
        if let Some(d) = dest.parent() {
            std::fs::create_dir_all(d).map_err(|e| GitError::io(d, e))?;
        }
        std::fs::copy(entry.path(), &dest).map_err(|e| GitError::io(entry.path(), e))?;
    }
    let mut c = clean(&base_dir);
    c.args(HARDENED).args(["init", "--quiet"]);
    output(c, &["init"])?;
    let mut base = Base { repo: base_dir, commit: String::new(), prefix };
    write_excludes(&base)?;
    base_git(&base, &["add", "-A"])?;
    base_git(&base, &["commit", "--quiet", "--allow-empty", "--no-verify", "-m", "agentsmith base snapshot"])?;
    base.commit = base_git(&base, &["rev-parse", "HEAD"])?.trim().to_string();
    Ok(base)
}

/// Build and cache output that never belongs in a patch, excluded in every working copy.
const EXCLUDES: &str =
    "__pycache__/\n*.pyc\n.pytest_cache/\n.mypy_cache/\n.ruff_cache/\nnode_modules/\n/target/\n.gradle/\n";

fn write_excludes(base: &Base) -> Result<(), GitError> {
    let info = base.git_dir().join("info");
    std::fs::create_dir_all(&info).map_err(|e| GitError::io(&info, e))?;
    std::fs::write(info.join("exclude"), EXCLUDES).map_err(|e| GitError::io(&info, e))
}

/// A working copy at the base commit (kept if it already exists, for resume).
pub fn worktree(base: &Base, path: &Path) -> Result<(), GitError> {
    if !make_room(base, path)? {
        return Ok(());
    }
    let p = path.to_string_lossy().to_string();
    base_git(base, &["worktree", "add", "--quiet", "--detach", &p, &base.commit])?;
    Ok(())
}

/// Readies `path` for a new working copy: `Ok(false)` when one is already there (kept, for
/// resume); else a folder whose administrative folder is gone (or that never was a copy) is
/// removed, git forgets copies that no longer exist, and the parent folder is made.
fn make_room(base: &Base, path: &Path) -> Result<bool, GitError> {
    if admin_dir(base, path).is_some() && path.is_dir() {
        return Ok(false);
    }
    if path.exists() {
        std::fs::remove_dir_all(path).map_err(|e| GitError::io(path, e))?;
    }
    let _ = base_git(base, &["worktree", "prune"]);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| GitError::io(parent, e))?;
    }
    Ok(true)
}

/// A leaf's working copy at the base commit, checked out sparsely: only the files `scope` names
/// (repository paths, files or folders) and the top-level files of the repository and of the
/// target, so that it costs time and disk in proportion to what the leaf touches, not to the
/// repository. The copy is widened on demand ([`widen`], [`full`]); git's own view of it is
/// whole (every file is in its index, the ones not checked out are marked skip-worktree), so its
/// diff, patches and merges are those of a full copy. Kept as it is if it already exists.
pub fn sparse_worktree(base: &Base, path: &Path, scope: &[String]) -> Result<(), GitError> {
    if !make_room(base, path)? {
        return Ok(());
    }
    let p = path.to_string_lossy().to_string();
    base_git(base, &["worktree", "add", "--quiet", "--no-checkout", "--detach", &p, &base.commit])?;
    let mut patterns = vec!["/*".to_string(), "!/*/".to_string()];
    let top = base.prefix.trim_end_matches('/');
    if !top.is_empty() {
        patterns.push(format!("/{}/*", escape_pattern(top)));
        patterns.push(format!("!/{}/*/", escape_pattern(top)));
    }
    patterns.extend(scope.iter().filter(|s| !s.is_empty()).map(|s| format!("/{}", escape_pattern(s))));
    let mut args = vec!["sparse-checkout", "set", "--no-cone"];
    args.extend(patterns.iter().map(String::as_str));
    work_git(base, path, &args)?;
    // `--no-checkout` left the index empty: fill it, checking out only what the patterns name.
    work_git(base, path, &["read-tree", "-mu", "HEAD"])?;
    Ok(())
}

/// A leaf's working copy, as the smith executor makes it: sparse, scoped to the paths its task
/// text names ([`named_paths`]).
pub fn leaf_copy(base: &Base, path: &Path, task: &str) -> Result<(), GitError> {
    sparse_worktree(base, path, &named_paths(base, task))
}

/// The repository paths (relative to its top, files or folders) that `text` names and the base
/// commit holds, whether named from the repository's top or from the target's folder: the
/// initial scope of a leaf's sparse copy.
pub fn named_paths(base: &Base, text: &str) -> Vec<String> {
    let Ok(listing) = base_git(base, &["ls-tree", "-r", "-z", "--name-only", &base.commit]) else {
        return Vec::new();
    };
    let mut known = std::collections::HashSet::new();
    for file in listing.split('\0').filter(|f| !f.is_empty()) {
        known.insert(file);
        let mut rest = file;
        while let Some(i) = rest.rfind('/') {
            rest = &rest[..i];
            if !known.insert(rest) {
                break;
            }
        }
    }
    let mut found = std::collections::BTreeSet::new();
    let quotes: &[char] = &['`', '"', '\'', '(', ')', '[', ']', '<', '>', ',', ';', ':', '*'];
    for word in text.split(|c: char| c.is_whitespace() || quotes.contains(&c)) {
        let word = word.trim_start_matches("./").trim_end_matches(['.', '/', '!', '?']);
        if word.is_empty() || word.starts_with('/') || word.split('/').any(|p| p == ".." || p.is_empty()) {
            continue;
        }
        for candidate in [format!("{}{word}", base.prefix), word.to_string()] {
            if known.contains(candidate.as_str()) {
                found.insert(candidate);
            }
        }
    }
    found.into_iter().collect()
}

/// A repository path as a sparse-checkout pattern that matches it literally.
fn escape_pattern(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for c in path.chars() {
        if matches!(c, '*' | '?' | '[' | ']' | '\\' | '!' | '#' | ' ') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Whether the copy `work` is checked out sparsely (`None`: not a copy of `base`).
pub fn is_sparse(base: &Base, work: &Path) -> Option<bool> {
    let admin = admin_dir(base, work)?;
    let config = std::fs::read_to_string(admin.join("config.worktree")).unwrap_or_default();
    Some(config.lines().any(|l| {
        let l: String = l.chars().filter(|c| !c.is_whitespace()).collect();
        l.eq_ignore_ascii_case("sparsecheckout=true")
    }))
}

/// Checks out `paths` (repository paths, files or folders, relative to the repository's top) in
/// a sparse copy, with whatever they hold; nothing for a full copy. An empty path means the
/// whole copy. Paths already in the copy's patterns cost nothing.
pub fn widen(base: &Base, work: &Path, paths: &[String]) -> Result<(), GitError> {
    if is_sparse(base, work) != Some(true) {
        return Ok(());
    }
    if paths.iter().any(|p| p.trim_matches('/').is_empty()) {
        return full(base, work);
    }
    let admin =
        admin_dir(base, work).ok_or_else(|| GitError::NotCopy { work: work.to_path_buf(), base: base.repo.clone() })?;
    let current = std::fs::read_to_string(admin.join("info").join("sparse-checkout")).unwrap_or_default();
    let have: std::collections::HashSet<&str> = current.lines().collect();
    let mut add: Vec<String> = Vec::new();
    for p in paths {
        let pattern = format!("/{}", escape_pattern(p.trim_matches('/')));
        // A folder already checked out holds everything below it.
        let covered = have.contains(pattern.as_str())
            || p.trim_matches('/')
                .match_indices('/')
                .any(|(i, _)| have.contains(format!("/{}", escape_pattern(&p[..i])).as_str()));
        if !covered && !add.contains(&pattern) {
            add.push(pattern);
        }
    }
    if add.is_empty() {
        return Ok(());
    }
    let mut args = vec!["sparse-checkout", "add"];
    args.extend(add.iter().map(String::as_str));
    work_git(base, work, &args)?;
    Ok(())
}

/// Checks out the whole of a sparse copy (before a command runs in it: a command may read
/// anything); nothing for a full copy.
pub fn full(base: &Base, work: &Path) -> Result<(), GitError> {
    if is_sparse(base, work) != Some(true) {
        return Ok(());
    }
    work_git(base, work, &["sparse-checkout", "disable"])?;
    Ok(())
}

/// The entries of the folder `dir` (relative to the repository's top; `""` for the top) that
/// the copy's commit holds, as (name, is a folder): a sparse copy lists what is not checked out.
pub fn tree_entries(base: &Base, work: &Path, dir: &str) -> Vec<(String, bool)> {
    let dir = dir.trim_matches('/');
    let spec = if dir.is_empty() { String::new() } else { format!("{dir}/") };
    let mut args = vec!["ls-tree", "-z", "HEAD"];
    if !spec.is_empty() {
        args.extend(["--", spec.as_str()]);
    }
    let Ok(out) = work_git(base, work, &args) else { return Vec::new() };
    out.split('\0')
        .filter_map(|line| {
            let (meta, path) = line.split_once('\t')?;
            let name = path.rsplit('/').next()?.to_string();
            Some((name, meta.split(' ').nth(1) == Some("tree")))
        })
        .collect()
}

/// Removes the working copies `dirs` of `base` and git's records of them.
pub fn remove_copies(base_repo: &Path, dirs: &[PathBuf]) -> Result<(), GitError> {
    for dir in dirs {
        if dir.exists() {
            std::fs::remove_dir_all(dir).map_err(|e| GitError::io(dir, e))?;
        }
    }
    if base_repo.join(".git").is_dir() {
        engine(&base_repo.join(".git"), Some(base_repo), base_repo, &["worktree", "prune"])?;
    }
    Ok(())
}

/// The repository paths a patch touches (both sides of every file), from its headers.
fn patch_paths(patch: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in patch.lines() {
        let Some(rest) = line.strip_prefix("diff --git a/") else { continue };
        // Quoted names (unusual characters) are left to git: the apply still works, the copy
        // is only not widened for them beforehand.
        if let Some((a, b)) = rest.split_once(" b/") {
            out.push(a.to_string());
            out.push(b.to_string());
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Undoes what a command did to git's entries in the copy `work`: its own `.git` pointer is
/// restored, and every other `.git` entry (a nested repository, a planted configuration) is
/// removed. Returns what was undone, as paths relative to the copy, for the audit log.
pub fn scrub(base: &Base, work: &Path) -> Vec<String> {
    let mut undone = scrub_nested(work);
    undone.extend(escaping_links(work).into_iter().map(|l| format!("{l} (a link out of the copy, removed)")));
    if let Some(admin) = admin_dir(base, work) {
        let pointer = work.join(".git");
        let expected = format!("gitdir: {}\n", admin.display());
        let intact = std::fs::symlink_metadata(&pointer).is_ok_and(|m| m.file_type().is_file())
            && std::fs::read_to_string(&pointer).is_ok_and(|t| t == expected);
        if !intact {
            if std::fs::symlink_metadata(&pointer).is_ok_and(|m| m.is_dir()) {
                let _ = std::fs::remove_dir_all(&pointer);
            } else {
                let _ = std::fs::remove_file(&pointer);
            }
            let _ = std::fs::write(&pointer, expected);
            undone.push(".git (the copy's pointer, restored)".into());
        }
    }
    undone
}

/// Visits every entry below `dir` (not following links, at most 64 folders deep); `visit`
/// gets the entry, its kind and its depth (0 for `dir`'s own entries) and returns whether to
/// look inside it when it is a folder.
fn walk(dir: &Path, visit: &mut dyn FnMut(&std::fs::DirEntry, std::fs::FileType, usize) -> bool) {
    let mut stack: Vec<(PathBuf, usize)> = vec![(dir.to_path_buf(), 0)];
    while let Some((d, depth)) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let Ok(kind) = e.file_type() else { continue };
            if visit(&e, kind, depth) && kind.is_dir() && depth < 64 {
                stack.push((e.path(), depth + 1));
            }
        }
    }
}

/// `path` relative to `dir`, for the audit log.
fn shown(dir: &Path, path: &Path) -> String {
    path.strip_prefix(dir).unwrap_or(path).display().to_string()
}

/// Removes every entry named `.git` (in any case) below `dir`, but not `dir/.git` itself.
/// Links are not followed. Returns the removed paths, relative to `dir`.
pub fn scrub_nested(dir: &Path) -> Vec<String> {
    let mut removed = Vec::new();
    walk(dir, &mut |e, kind, depth| {
        let is_git = e.file_name().to_str().is_some_and(|n| n.eq_ignore_ascii_case(".git"));
        if !is_git {
            return true;
        }
        // The copy's own pointer is the engine's, checked on its own.
        if depth == 0 && e.file_name() == ".git" {
            return false;
        }
        let path = e.path();
        let gone = if kind.is_dir() { std::fs::remove_dir_all(&path) } else { std::fs::remove_file(&path) };
        if gone.is_ok() {
            removed.push(shown(dir, &path));
        }
        false
    });
    removed.sort();
    removed
}

/// Removes every symbolic link below `dir` that leads out of it (an absolute target, or one
/// that climbs above `dir`): a patch must not carry a path into the user's files or secrets.
/// Returns the removed links, relative to `dir`.
pub fn escaping_links(dir: &Path) -> Vec<String> {
    let mut removed = Vec::new();
    walk(dir, &mut |e, kind, _| {
        if kind.is_symlink() {
            let path = e.path();
            if let Ok(target) = std::fs::read_link(&path)
                && let Ok(rel) = path.strip_prefix(dir)
                && leaves(rel, &target)
                && std::fs::remove_file(&path).is_ok()
            {
                removed.push(rel.display().to_string());
            }
            return false;
        }
        e.file_name() != ".git"
    });
    removed.sort();
    removed
}

/// Whether a link at `rel` (relative to the copy) with `target` points out of the copy.
fn leaves(rel: &Path, target: &Path) -> bool {
    if target.is_absolute() {
        return true;
    }
    // Depth of the link's folder, then walk the target's parts.
    let mut depth: i64 = rel.components().count() as i64 - 1;
    for c in target.components() {
        match c {
            std::path::Component::ParentDir => depth -= 1,
            std::path::Component::Normal(_) => depth += 1,
            std::path::Component::CurDir => {}
            std::path::Component::RootDir | std::path::Component::Prefix(_) => return true,
        }
        if depth < 0 {
            return true;
        }
    }
    false
}

/// Every change in a working copy against the base, as a patch; git's entries are scrubbed
/// first (what was undone is returned beside the patch).
pub fn diff(work: &Path, base: &Base) -> Result<(String, Vec<String>), GitError> {
    let undone = scrub(base, work);
    work_git(base, work, &["add", "-A", "--sparse"])?;
    let patch = work_git(base, work, &["diff", "--cached", "--binary", &base.commit])?;
    Ok((patch, undone))
}

/// Applies a patch in a working copy and commits it. On a conflict the three-way merge is left
/// in the copy (conflict markers in the files) and the conflicting files are returned with the
/// reason: resolve them and call [`commit`], or call [`reset`].
pub fn apply_commit(base: &Base, work: &Path, patch: &Path, message: &str) -> Result<(), (Vec<String>, GitError)> {
    let p = patch.to_string_lossy().to_string();
    // A sparse copy checks out what the patch touches first, so it stays within its patterns.
    let touched = patch_paths(&std::fs::read_to_string(patch).unwrap_or_default());
    if !touched.is_empty() {
        widen(base, work, &touched).map_err(|e| (Vec::new(), e))?;
    }
    match work_git(base, work, &["apply", "--3way", "--index", "--whitespace=nowarn", &p]) {
        Ok(_) => commit(base, work, message).map_err(|e| (Vec::new(), e)),
        Err(e) => {
            let files = work_git(base, work, &["diff", "--name-only", "--diff-filter=U"]).unwrap_or_default();
            Err((files.lines().map(str::to_string).collect(), e))
        }
    }
}

/// Commits everything in a working copy (after scrubbing git's entries).
pub fn commit(base: &Base, work: &Path, message: &str) -> Result<(), GitError> {
    scrub(base, work);
    work_git(base, work, &["add", "-A", "--sparse"])?;
    work_git(base, work, &["commit", "--quiet", "--allow-empty", "--no-verify", "-m", message])?;
    Ok(())
}

/// Drops every uncommitted change in a working copy.
pub fn reset(base: &Base, work: &Path) {
    scrub(base, work);
    let _ = work_git(base, work, &["reset", "--quiet", "--hard", "HEAD"]);
    let _ = work_git(base, work, &["clean", "-fdq"]);
}

/// Resets a working copy to `commit`, dropping everything after it.
pub fn reset_to(base: &Base, work: &Path, commit: &str) -> Result<(), GitError> {
    scrub(base, work);
    work_git(base, work, &["reset", "--quiet", "--hard", commit])?;
    work_git(base, work, &["clean", "-fdq"])?;
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
pub fn numstat(base: &Base, patch: &Path) -> Vec<(String, String, String)> {
    let p = patch.to_string_lossy().to_string();
    base_git(base, &["apply", "--numstat", &p])
        .unwrap_or_default()
        .lines()
        .filter_map(|l| {
            let mut it = l.split('\t');
            Some((it.next()?.to_string(), it.next()?.to_string(), it.next()?.to_string()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_leaf_copy_holds_what_its_task_names_and_widens_on_demand() {
        let tmp = tempfile::tempdir().unwrap();
        let target = tmp.path().join("target");
        for (f, t) in [("top.toml", "t\n"), ("a/one.txt", "1\n"), ("a/two.txt", "2\n"), ("b/c/three.txt", "3\n")] {
            std::fs::create_dir_all(target.join(f).parent().unwrap()).unwrap();
            std::fs::write(target.join(f), t).unwrap();
        }
        let base = prepare_base(&target, &tmp.path().join("ws")).unwrap();
        let work = tmp.path().join("ws/leaf/work");
        leaf_copy(&base, &work, "Change `a/one.txt` (see also missing/file.txt).").unwrap();
        assert_eq!(is_sparse(&base, &work), Some(true));
        assert!(work.join("top.toml").is_file() && work.join("a/one.txt").is_file());
        assert!(!work.join("a/two.txt").exists() && !work.join("b").exists());
        // What is not checked out is still listed from git.
        assert!(tree_entries(&base, &work, "").contains(&("b".to_string(), true)));
        assert!(tree_entries(&base, &work, "a").contains(&("two.txt".to_string(), false)));
        widen(&base, &work, &["b/c".to_string()]).unwrap();
        assert_eq!(std::fs::read_to_string(work.join("b/c/three.txt")).unwrap(), "3\n");
        // The patch is a full copy's: changes and new files, no deletion of what was never
        // checked out, even for a file outside the patterns.
        std::fs::write(work.join("a/one.txt"), "one\n").unwrap();
        std::fs::create_dir_all(work.join("z")).unwrap();
        std::fs::write(work.join("z/new.txt"), "new\n").unwrap();
        let (patch, _) = diff(&work, &base).unwrap();
        assert!(patch.contains("a/one.txt") && patch.contains("z/new.txt"), "{patch}");
        assert!(!patch.contains("deleted file") && !patch.contains("two.txt"), "{patch}");
        full(&base, &work).unwrap();
        assert!(work.join("a/two.txt").is_file());
        assert_eq!(std::fs::read_to_string(work.join("a/one.txt")).unwrap(), "one\n");
        remove_copies(&base.repo, std::slice::from_ref(&work)).unwrap();
        assert!(!work.exists() && admin_dir(&base, &work).is_none());
    }

    #[test]
    fn nested_git_entries_are_removed_but_not_the_pointer() {
        let tmp = tempfile::tempdir().unwrap();
        let d = tmp.path();
        std::fs::write(d.join(".git"), "gitdir: x\n").unwrap();
        std::fs::create_dir_all(d.join("sub/.git/hooks")).unwrap();
        std::fs::write(d.join("sub/.git/config"), "[core]\nfsmonitor = evil\n").unwrap();
        std::fs::create_dir_all(d.join("a/b")).unwrap();
        std::fs::write(d.join("a/b/.GIT"), "x").unwrap();
        std::fs::write(d.join("a/ok.txt"), "x").unwrap();
        assert_eq!(scrub_nested(d), ["a/b/.GIT", "sub/.git"]);
        assert!(d.join(".git").is_file() && d.join("a/ok.txt").is_file() && !d.join("sub/.git").exists());
        std::os::unix::fs::symlink("/etc/passwd", d.join("a/abs")).unwrap();
        std::os::unix::fs::symlink("../../x", d.join("a/up")).unwrap();
        std::os::unix::fs::symlink("ok.txt", d.join("a/in")).unwrap();
        std::os::unix::fs::symlink("../ok.txt", d.join("a/b/in2")).unwrap();
        assert_eq!(escaping_links(d), ["a/abs", "a/up"]);
        assert!(d.join("a/in").exists() && d.join("a/b/in2").exists());
    }
}
