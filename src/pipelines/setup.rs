//! What every command resolves from its command line first, once: the repository, the
//! configuration (with the command's flags that are settings merged in by `Config::resolve`),
//! and the [`Session`] the stages work with. The command line stops here.

use std::path::PathBuf;

use crate::cli::GlobalArgs;
use crate::config::{Config, ConfigInputs, Env, FlagValue};
use crate::error::Error;
use crate::stages::Session;

/// The repository root, made absolute. An explicit `--repo PATH` is the repository as given;
/// the default (`.`) is the project around the current folder (see [`discover`]), so that a
/// command run from a subfolder uses the project's `.agentsmith/` and `.agent-smith/`.
pub(crate) fn repo_root(global: &GlobalArgs) -> Result<PathBuf, Error> {
    let repo = &global.repo;
    if !repo.is_dir() {
        return Err(Error::Usage(format!("--repo {}: not a folder; pass the repository's path", repo.display())));
    }
    let abs = std::path::absolute(repo).map_err(|e| Error::io(repo, e))?;
    Ok(if repo.as_os_str() == "." { discover(&abs) } else { abs })
}

/// The project `start` is in, found as git finds its repository: walking up, the nearest folder
/// with a `.agentsmith/` folder, stopping at the top of the git work tree (a folder holding
/// `.git`, a folder or a worktree's file); that top when no folder on the way has one. Outside a
/// git work tree, `start` itself: nothing above it is taken for the project.
pub(crate) fn discover(start: &std::path::Path) -> PathBuf {
    let mut nearest = None;
    for dir in start.ancestors() {
        if nearest.is_none() && dir.join(".agentsmith").is_dir() {
            nearest = Some(dir);
        }
        if dir.join(".git").exists() {
            return nearest.unwrap_or(dir).to_path_buf();
        }
    }
    start.to_path_buf()
}

/// Resolves the configuration once, from files, the environment and the global flags.
pub(crate) fn load_config(global: &GlobalArgs, env: Env) -> Result<Config, Error> {
    load_config_with(global, env, Vec::new())
}

/// As [`load_config`], with the settings a command's own flags set (see [`super::args`]).
pub(crate) fn load_config_with(global: &GlobalArgs, env: Env, mut flags: Vec<FlagValue>) -> Result<Config, Error> {
    for (path, value, flag) in [
        ("model.provider", &global.provider, "--provider"),
        ("model.name", &global.model, "--model"),
        ("model.base_url", &global.base_url, "--base-url"),
    ] {
        if let Some(v) = value {
            flags.push(super::args::flag(path, v.as_str(), flag));
        }
    }
    let inputs = ConfigInputs {
        repo: repo_root(global)?,
        env,
        config_file: global.config.clone(),
        flags,
        sets: global.set.clone(),
    };
    Config::resolve(&inputs).map_err(Error::Invalid)
}

/// The configuration with the settings `flags` set, and the global flags the stages need.
pub(crate) fn session(global: &GlobalArgs, env: Env, flags: Vec<FlagValue>) -> Result<Session, Error> {
    let config = load_config_with(global, env, flags)?;
    Ok(Session { config, record: global.record.clone(), replay: global.replay.clone() })
}

#[cfg(test)]
mod tests {
    use super::discover;

    /// The project is the nearest folder with `.agentsmith/` up to the git work tree's top, else
    /// that top; outside a work tree, the folder itself.
    #[test]
    fn the_project_around_a_folder() {
        let d = tempfile::tempdir().unwrap();
        let top = d.path().join("repo");
        let deep = top.join("src/app/models");
        std::fs::create_dir_all(&deep).unwrap();
        // No work tree: the folder itself, even with a project above it.
        std::fs::create_dir_all(top.join(".agentsmith")).unwrap();
        assert_eq!(discover(&deep), deep);
        std::fs::create_dir_all(top.join(".git")).unwrap();
        assert_eq!(discover(&deep), top);
        assert_eq!(discover(&top), top);
        // A sub-project with its own .agentsmith/ is the nearer one.
        std::fs::create_dir_all(top.join("src/app/.agentsmith")).unwrap();
        assert_eq!(discover(&deep), top.join("src/app"));
        // A worktree's or submodule's `.git` is a file: the top of its own tree.
        std::fs::remove_dir_all(top.join("src/app/.agentsmith")).unwrap();
        std::fs::write(top.join("src/.git"), "gitdir: ../.git/modules/src\n").unwrap();
        assert_eq!(discover(&deep), top.join("src"));
        // No .agentsmith/ inside the work tree: its top, not a project further up.
        std::fs::remove_dir_all(top.join(".agentsmith")).unwrap();
        std::fs::remove_file(top.join("src/.git")).unwrap();
        std::fs::create_dir_all(d.path().join(".agentsmith")).unwrap();
        assert_eq!(discover(&deep), top);
    }
}
