//! The workspace protocol on disk, and the one API every write goes through. It knows which
//! smith is acting: a smith writes only its own `private/` and `outbox/`; only the engine creates
//! `children/` and writes a child's `inbox/`. Paths are resolved and confined: `..`, absolute
//! paths, symlinks that lead out, and other smiths' folders are refused with a typed error.

use std::path::{Component, Path, PathBuf};

use serde::Serialize;

/// A smith's id is its path in the tree: `smith-root`, `smith-root/smith-002/smith-001`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct SmithId(pub String);

impl SmithId {
    pub fn root() -> SmithId {
        SmithId("smith-root".into())
    }

    pub fn child(&self, n: usize) -> SmithId {
        SmithId(format!("{}/smith-{n:03}", self.0))
    }

    /// The last segment: `smith-001`, or `root` for the root (as in `task-root.md`).
    pub fn short(&self) -> &str {
        let last = self.0.rsplit('/').next().unwrap_or(&self.0);
        if last == "smith-root" { "root" } else { last }
    }

    pub fn parent(&self) -> Option<SmithId> {
        self.0.rsplit_once('/').map(|(p, _)| SmithId(p.to_string()))
    }

    /// 0 for the root.
    pub fn level(&self) -> usize {
        self.0.matches('/').count()
    }
}

impl std::fmt::Display for SmithId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Why an access was refused; sent back to the model as the tool's output.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum AccessError {
    #[error(
        "`{path}`: absolute paths are not allowed; use a path relative to the repository, or private/... and outbox/... for your own folders"
    )]
    Absolute { path: String },
    #[error("`{path}`: leads outside the allowed folders")]
    Escapes { path: String },
    #[error("`{path}`: a symbolic link that leads outside the allowed folders")]
    SymlinkOut { path: String },
    #[error("`{path}`: belongs to another smith; you may use only your own private/ and outbox/")]
    OtherSmith { path: String },
    #[error("`{path}`: read-only; you may write only under private/ and outbox/")]
    ReadOnly { path: String },
    #[error("`{path}`: outbox/result.md and outbox/changes.patch are written by the engine")]
    EngineOwned { path: String },
    #[error("`{path}`: `.git` belongs to the engine; no path may go through a folder or file named .git")]
    GitPath { path: String },
}

/// What a path resolved to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// The smith's own `private/` or `outbox/` (writable).
    Own(PathBuf),
    /// Somewhere in the repository outside `.agent-smith` (read-only).
    Repo(PathBuf),
}

impl Place {
    pub fn path(&self) -> &Path {
        match self {
            Place::Own(p) | Place::Repo(p) => p,
        }
    }
}

/// The `.agent-smith` folder of a repository.
#[derive(Debug, Clone)]
pub struct Workspace {
    pub repo: PathBuf,
    pub root: PathBuf,
}

impl Workspace {
    pub fn new(repo: &Path) -> Workspace {
        Workspace { repo: repo.to_path_buf(), root: repo.join(".agent-smith") }
    }

    pub fn smiths(&self) -> PathBuf {
        self.root.join("smiths")
    }

    pub fn dir(&self, id: &SmithId) -> PathBuf {
        let mut p = self.smiths();
        for (i, seg) in id.0.split('/').enumerate() {
            if i > 0 {
                p.push("children");
            }
            p.push(seg);
        }
        p
    }

    pub fn inbox(&self, id: &SmithId) -> PathBuf {
        self.dir(id).join("inbox").join(format!("task-{}.md", id.short()))
    }

    /// What the engine decided for a smith and trusts on resume (its decision), kept outside
    /// every smith's folders and every working copy: `.agent-smith/engine/<id>/`.
    pub fn engine_state(&self, id: &SmithId) -> PathBuf {
        self.root.join("engine").join(id.0.replace('/', "."))
    }

    pub fn result(&self, id: &SmithId) -> PathBuf {
        self.dir(id).join("outbox").join("result.md")
    }

    /// Resolves a path a smith gave (`private/notes.md`, `outbox/x`, or a repository path).
    pub fn resolve(&self, actor: &SmithId, requested: &str, write: bool) -> Result<Place, AccessError> {
        self.resolve_in(actor, requested, write, None)
    }

    /// As [`Workspace::resolve`], for a smith with its own working copy of the repository
    /// (coding pipelines): repository paths then mean the copy, and may be written.
    pub fn resolve_in(
        &self,
        actor: &SmithId,
        requested: &str,
        write: bool,
        work: Option<&Path>,
    ) -> Result<Place, AccessError> {
        let err_path = requested.to_string();
        let req = Path::new(requested.trim());
        if req.is_absolute() || requested.starts_with('~') {
            return Err(AccessError::Absolute { path: err_path });
        }
        let mut parts: Vec<String> = Vec::new();
        for c in req.components() {
            match c {
                Component::Normal(s) => parts.push(s.to_string_lossy().to_string()),
                Component::CurDir => {}
                Component::ParentDir => {
                    if parts.pop().is_none() {
                        return Err(AccessError::Escapes { path: err_path });
                    }
                }
                Component::RootDir | Component::Prefix(_) => return Err(AccessError::Absolute { path: err_path }),
            }
        }
        // The engine's git metadata (and a repository's, with its remotes' credentials) is out
        // of reach anywhere: in the repository, a working copy, or a smith's own folders.
        if parts.iter().any(|p| p.eq_ignore_ascii_case(".git")) {
            return Err(AccessError::GitPath { path: err_path });
        }
        let own = matches!(parts.first().map(String::as_str), Some("private" | "outbox"));
        let (base, full) = if own {
            let base = self.dir(actor);
            let full = parts.iter().fold(base.clone(), |p, s| p.join(s));
            (base.join(&parts[0]), full)
        } else if let Some(work) = work {
            let full = parts.iter().fold(work.to_path_buf(), |p, s| p.join(s));
            (work.to_path_buf(), full)
        } else {
            if write {
                return Err(AccessError::ReadOnly { path: err_path });
            }
            let full = parts.iter().fold(self.repo.clone(), |p, s| p.join(s));
            (self.repo.clone(), full)
        };
        if !own && parts.first().map(String::as_str) == Some(".agent-smith") {
            return Err(AccessError::OtherSmith { path: err_path });
        }
        if write
            && parts.len() == 2
            && parts[0] == "outbox"
            && matches!(parts[1].as_str(), "result.md" | "changes.patch")
        {
            return Err(AccessError::EngineOwned { path: err_path });
        }
        // Symlinks: the deepest existing ancestor must stay inside the base once resolved.
        let mut probe = full.clone();
        while !probe.exists() {
            if !probe.pop() {
                break;
            }
        }
        if let (Ok(real), Ok(real_base)) =
            (probe.canonicalize(), base.canonicalize().or_else(|_| Ok::<_, std::io::Error>(base.clone())))
        {
            if !real.starts_with(&real_base) && probe.starts_with(&base) {
                return Err(AccessError::SymlinkOut { path: err_path });
            }
            // A repository path that resolves into .agent-smith (a link to another smith).
            // (A working copy lives under .agent-smith itself; the check above confines it.)
            if !own
                && work.is_none()
                && real.starts_with(self.root.canonicalize().unwrap_or_else(|_| self.root.clone()))
            {
                return Err(AccessError::OtherSmith { path: err_path });
            }
        }
        Ok(if own || work.is_some() { Place::Own(full) } else { Place::Repo(full) })
    }

    /// Writes a file for `actor`, confined to its own folders.
    pub fn write(&self, actor: &SmithId, requested: &str, content: &str) -> Result<PathBuf, WriteError> {
        self.write_in(actor, requested, content, None)
    }

    /// As [`Workspace::write`], with the smith's working copy (see [`Workspace::resolve_in`]).
    pub fn write_in(
        &self,
        actor: &SmithId,
        requested: &str,
        content: &str,
        work: Option<&Path>,
    ) -> Result<PathBuf, WriteError> {
        let place = self.resolve_in(actor, requested, true, work).map_err(WriteError::Refused)?;
        let path = place.path().to_path_buf();
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| WriteError::Io(path.clone(), e.to_string()))?;
        }
        crate::util::write_atomic(&path, content.as_bytes())
            .map_err(|e| WriteError::Io(path.clone(), e.to_string()))?;
        Ok(path)
    }

    /// Engine-only: a file inside a smith's folder (its identity, inbox, result), written atomically.
    pub fn engine_write(&self, path: &Path, content: &str) -> std::io::Result<()> {
        let named = |e: std::io::Error| std::io::Error::new(e.kind(), format!("{}: {e}", path.display()));
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(named)?;
        }
        crate::util::write_atomic(path, content.as_bytes()).map_err(named)
    }
}

#[derive(Debug, Clone, thiserror::Error)]
pub enum WriteError {
    #[error("{0}")]
    Refused(AccessError),
    #[error("{path}: {detail}", path = .0.display(), detail = .1)]
    Io(PathBuf, String),
}

/// Nothing under `.agent-smith` belongs in the user's commits (working copies least of all):
/// the folder ignores itself.
pub fn ensure_ignored(root: &Path) -> std::io::Result<()> {
    let ignore = root.join(".gitignore");
    if !ignore.exists() {
        std::fs::create_dir_all(root)?;
        crate::util::write_atomic(
            &ignore,
            b"# Written by agentsmith: its state and working copies are never committed.\n*\n",
        )?;
    }
    Ok(())
}

/// Creates `dir` and, when it lies in an `.agent-smith/` folder, that folder's `.gitignore`:
/// every writer of `.agent-smith/` (run lock, reports, caches, debate rounds) creates its
/// folders through here, so none leaves the user's repository with untracked state.
pub fn create_state_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    if let Some(root) = dir.ancestors().find(|a| a.file_name().is_some_and(|n| n == ".agent-smith")) {
        ensure_ignored(root)?;
    }
    Ok(())
}

/// A refused path, as the event log and the model are told it.
impl From<&AccessError> for crate::event::Refusal {
    fn from(a: &AccessError) -> crate::event::Refusal {
        let kind = serde_json::to_value(a)
            .ok()
            .and_then(|v| v.get("kind").and_then(serde_json::Value::as_str).map(str::to_string))
            .unwrap_or_else(|| "path".into());
        crate::event::Refusal { kind, reason: a.to_string() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_paths() {
        let root = SmithId::root();
        let c = root.child(2).child(1);
        assert_eq!(c.0, "smith-root/smith-002/smith-001");
        assert_eq!((c.short(), c.level(), root.short()), ("smith-001", 2, "root"));
        let ws = Workspace::new(Path::new("/r"));
        assert_eq!(ws.dir(&c), Path::new("/r/.agent-smith/smiths/smith-root/children/smith-002/children/smith-001"));
        assert_eq!(ws.inbox(&root), Path::new("/r/.agent-smith/smiths/smith-root/inbox/task-root.md"));
    }

    #[test]
    fn confinement() {
        let tmp = tempfile::tempdir().unwrap();
        let ws = Workspace::new(tmp.path());
        let me = SmithId::root().child(1);
        std::fs::create_dir_all(ws.dir(&me).join("private")).unwrap();
        std::fs::create_dir_all(ws.dir(&SmithId::root().child(2)).join("outbox")).unwrap();
        assert!(matches!(ws.resolve(&me, "private/a.md", true), Ok(Place::Own(_))));
        assert!(matches!(ws.resolve(&me, "src/lib.rs", false), Ok(Place::Repo(_))));
        assert!(matches!(ws.resolve(&me, "src/lib.rs", true), Err(AccessError::ReadOnly { .. })));
        assert!(matches!(ws.resolve(&me, "../x", false), Err(AccessError::Escapes { .. })));
        assert!(matches!(
            ws.resolve(&me, "private/../../x", true),
            Err(AccessError::ReadOnly { .. } | AccessError::Escapes { .. })
        ));
        assert!(matches!(ws.resolve(&me, "/etc/passwd", false), Err(AccessError::Absolute { .. })));
        assert!(matches!(
            ws.resolve(&me, ".agent-smith/smiths/smith-root/children/smith-002/outbox/result.md", false),
            Err(AccessError::OtherSmith { .. })
        ));
        assert!(matches!(ws.resolve(&me, "outbox/result.md", true), Err(AccessError::EngineOwned { .. })));
        #[cfg(unix)]
        {
            let outside = tempfile::tempdir().unwrap();
            std::os::unix::fs::symlink(outside.path(), ws.dir(&me).join("private/out")).unwrap();
            assert!(matches!(ws.resolve(&me, "private/out/x", true), Err(AccessError::SymlinkOut { .. })));
            std::os::unix::fs::symlink(ws.dir(&SmithId::root().child(2)), tmp.path().join("sneaky")).unwrap();
            assert!(matches!(ws.resolve(&me, "sneaky/outbox/result.md", false), Err(AccessError::OtherSmith { .. })));
        }
    }
}
