//! The stages every command is made of, below the commands: setting up (configuration, the
//! model gateway, locks), the panel and its debate, the smith tree, verification and delivery of
//! a change, and the review of a scan. A command composes them; a stage never calls a command.

pub mod change;
pub mod debate;
pub mod deliver;
pub mod doctor;
pub mod plan_run;
pub mod pull_request;
pub mod review;
pub mod scan_out;
pub(crate) mod scan_target;
pub mod tree;
pub mod verify;

use std::path::PathBuf;

use crate::catalog::{Catalog, CatalogSources};
use crate::cli::GlobalArgs;
use crate::config::{Config, ConfigInputs, Env, FlagValue};
use crate::console::Io;
use crate::diag::Diagnostics;
use crate::error::Error;

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

/// As [`load_config`], with settings a command's own flags set (`--max-cost`).
pub(crate) fn load_config_with(global: &GlobalArgs, env: Env, mut flags: Vec<FlagValue>) -> Result<Config, Error> {
    for (path, value, flag) in [
        ("model.provider", &global.provider, "--provider"),
        ("model.name", &global.model, "--model"),
        ("model.base_url", &global.base_url, "--base-url"),
    ] {
        if let Some(v) = value {
            flags.push(FlagValue { path, value: serde_json::Value::from(v.as_str()), flag, append: false });
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

/// Takes the run lock of the repository's `.agent-smith/` for `command`: a second process
/// working there is refused (exit 2) with the running one's PID and command.
pub(crate) fn lock(config: &Config, command: &str) -> Result<crate::smith::RunLock, Error> {
    let root = crate::smith::Workspace::new(&config.repo).root;
    Ok(crate::smith::RunLock::acquire(&root, &format!("agentsmith {command}"))?)
}

/// The locks a scan takes: the repository's `.agent-smith/` when the model reviews (its
/// workspace and answers are kept there), and every `.agent-smith/` folder a report goes into.
pub(crate) fn scan_locks(
    config: &Config,
    targets: &[(crate::cli::ReportFormat, std::path::PathBuf)],
    reviewing: bool,
    command: &str,
) -> Result<Vec<crate::smith::RunLock>, Error> {
    let mut folders: Vec<std::path::PathBuf> = Vec::new();
    if reviewing {
        folders.push(crate::smith::Workspace::new(&config.repo).root);
    }
    for (_, path) in targets {
        let abs = std::path::absolute(path).unwrap_or_else(|_| path.clone());
        if let Some(f) = abs.ancestors().find(|a| a.file_name().is_some_and(|n| n == ".agent-smith")) {
            folders.push(f.to_path_buf());
        }
    }
    let mut seen: Vec<std::path::PathBuf> = Vec::new();
    let mut locks = Vec::new();
    for f in folders {
        let key = std::path::absolute(&f).unwrap_or_else(|_| f.clone());
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        locks.push(crate::smith::RunLock::acquire(&f, &format!("agentsmith {command}"))?);
    }
    Ok(locks)
}

/// The default model, ready for a command to call: configured, and priced when a cost limit
/// is set. Checked before anything is sent (or changed), so a mistake costs nothing.
pub(crate) fn model_ready(config: &Config) -> Result<crate::config::ResolvedModel, Error> {
    let model = config.model(None)?;
    priced(config)?;
    Ok(model)
}

/// A cost limit fails closed: every model the command may call (the default and each alias)
/// needs a price, or the limit could not hold, and the command refuses to start.
pub(crate) fn priced(config: &Config) -> Result<(), Error> {
    let Some(limit) = config.settings.budget.max_cost_usd else { return Ok(()) };
    let mut missing: Vec<String> = Vec::new();
    for alias in config.model_aliases() {
        if let Ok(m) = config.model(Some(&alias))
            && !config.settings.prices.contains_key(&m.name)
            && !missing.contains(&m.name)
        {
            missing.push(m.name);
        }
    }
    if missing.is_empty() {
        return Ok(());
    }
    let entries: Vec<String> =
        missing.iter().map(|n| format!("`prices.{n}: {{ input_per_mtok: ..., output_per_mtok: ... }}`")).collect();
    Err(Error::Usage(format!(
        "the cost limit ${limit} ({}) cannot hold: no price for {}; add {} to .agentsmith/config.yaml (US dollars per million tokens), or drop the cost limit (budget.max_calls, max_tokens and max_wall_secs still bound the run)",
        config.source("budget.max_cost_usd"),
        missing.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", "),
        entries.join(" and ")
    )))
}

/// The model gateway for a command: configuration, plus --record / --replay. Its events go to
/// the command's sinks, and what it masks (its keys) is masked in their output too.
pub(crate) fn gateway(global: &GlobalArgs, config: &Config, io: &Io) -> Result<crate::llm::Gateway, Error> {
    gateway_with(global, config, io, None)
}

/// As [`gateway`], with `jobs` model calls in flight instead of the configured number.
pub(crate) fn gateway_with(
    global: &GlobalArgs,
    config: &Config,
    io: &Io,
    jobs: Option<usize>,
) -> Result<crate::llm::Gateway, Error> {
    priced(config)?;
    let mut opts = crate::llm::GatewayOptions::from_config(config);
    opts.record = global.record.clone();
    opts.replay = global.replay.clone();
    if let Some(j) = jobs {
        opts.jobs = j.max(1);
    }
    Ok(crate::llm::Gateway::from_config(config, opts)
        .map_err(Error::Model)?
        .with_redactor(io.secrets.clone())
        .with_events(io.events.clone()))
}

/// Loads the role catalog; any error in it stops the command (warnings go to stderr).
pub(crate) fn load_catalog(config: &Config, io: &mut Io) -> Result<Catalog, Error> {
    let catalog = Catalog::load(&CatalogSources { user_dir: config.user_dir.clone(), repo: config.repo.clone() });
    if catalog.has_errors() {
        return Err(Error::Invalid(Diagnostics(catalog.diagnostics)));
    }
    crate::report::diagnostics(&mut io.err, &catalog.diagnostics);
    Ok(catalog)
}

/// Checks that `category` is one of the catalog's, suggesting the closest when it is not.
pub(crate) fn known_category(catalog: &Catalog, category: &str) -> Result<(), Error> {
    if catalog.categories.contains_key(category) {
        return Ok(());
    }
    let names: Vec<&str> = catalog.categories.keys().map(String::as_str).collect();
    let hint = crate::diag::closest(category, names.iter().copied())
        .map(|c| format!("did you mean `{c}`? "))
        .unwrap_or_default();
    Err(Error::Usage(format!("no role category `{category}`; {hint}categories: {}", names.join(", "))))
}

/// A command-line flag as a setting, so that it is merged (and shown by `config show`) with
/// the files and the environment, by the one precedence order.
pub(crate) fn flag(path: &'static str, value: impl Into<serde_json::Value>, name: &'static str) -> FlagValue {
    FlagValue { path, value: value.into(), flag: name, append: false }
}

/// A list flag whose values are added to the list the files set (`--exclude GLOB`...).
pub(crate) fn list_flag(path: &'static str, values: &[String], name: &'static str) -> Option<FlagValue> {
    (!values.is_empty()).then(|| FlagValue {
        path,
        value: serde_json::Value::from(values.to_vec()),
        flag: name,
        append: true,
    })
}

/// The setting `--max-cost` sets, in every command that calls a model.
pub(crate) fn spend_flags(o: &crate::cli::DebateOpts) -> Vec<FlagValue> {
    o.max_cost.map(|c| flag("budget.max_cost_usd", c, "--max-cost")).into_iter().collect()
}

/// The settings a debate's flags set: `--max-rounds`, `--triage`, `--max-cost`.
pub(crate) fn debate_flags(o: &crate::cli::DebateOpts) -> Vec<FlagValue> {
    let mut out = spend_flags(o);
    if let Some(n) = o.max_rounds {
        out.push(flag("discussion.max_rounds", n, "--max-rounds"));
    }
    if let Some(t) = o.triage {
        let mode = match t {
            crate::cli::TriageArg::Rules => "rules",
            crate::cli::TriageArg::Hybrid => "hybrid",
        };
        out.push(flag("triage.mode", mode, "--triage"));
    }
    out
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
