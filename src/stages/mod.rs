//! The stages every command is made of, below the commands: setting up (the session's model
//! gateway, locks), the panel and its debate, the smith tree, verification and delivery of a
//! change, and the review of a scan. A command composes them; a stage never calls a command, and
//! takes library values (a [`Session`], the small option types), never the command line.

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
use crate::config::Config;
use crate::console::Io;
use crate::diag::Diagnostics;
use crate::error::Error;

/// What a command resolved from its command line, once, for the stages: the configuration
/// (every flag that is a setting merged into it by `Config::resolve`), and the global flags
/// that are not settings. The stages never see the command line itself.
#[derive(Debug, Clone)]
pub(crate) struct Session {
    pub config: Config,
    /// `--record FILE`: every model exchange is written there.
    pub record: Option<PathBuf>,
    /// `--replay FILE`: model calls are answered from there, with no network.
    pub replay: Option<PathBuf>,
}

impl Session {
    /// Whether model calls are answered from a recording (`--replay`).
    pub(crate) fn replaying(&self) -> bool {
        self.replay.is_some()
    }

    /// The model gateway for a command: the configuration, plus --record / --replay. Its
    /// events go to the command's sinks, and what it masks (its keys) is masked in their
    /// output too.
    pub(crate) fn gateway(&self, io: &Io) -> Result<crate::llm::Gateway, Error> {
        self.gateway_with(io, None)
    }

    /// As [`Session::gateway`], with `jobs` model calls in flight instead of the configured number.
    pub(crate) fn gateway_with(&self, io: &Io, jobs: Option<usize>) -> Result<crate::llm::Gateway, Error> {
        let config = &self.config;
        priced(config)?;
        let mut opts = crate::llm::GatewayOptions::from_config(config);
        opts.record = self.record.clone();
        opts.replay = self.replay.clone();
        if let Some(j) = jobs {
            opts.jobs = j.max(1);
        }
        Ok(crate::llm::Gateway::from_config(config, opts)
            .map_err(Error::Model)?
            .with_redactor(io.secrets.clone())
            .with_events(io.events.clone()))
    }
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
    targets: &[(scan_out::Format, std::path::PathBuf)],
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

/// The default model as a run's record names it: `provider name`.
pub(crate) fn model_label(config: &Config) -> Result<String, Error> {
    let model = config.model(None)?;
    Ok(format!("{} {}", model.provider.as_str(), model.name))
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

/// What prices an estimate and caps its bound: the model's name and price, and the budget.
pub(crate) fn pricing<'a>(config: &'a Config, model: &'a str) -> crate::estimate::Pricing<'a> {
    crate::estimate::Pricing { model, price: config.settings.prices.get(model), budget: &config.settings.budget }
}

/// The configured model's name, for prices: also when it cannot be used (its key is not set,
/// as in a dry run that sends nothing).
pub(crate) fn model_name(config: &Config) -> String {
    config
        .model(None)
        .map(|m| m.name)
        .ok()
        .or_else(|| config.settings.model.name.clone())
        .unwrap_or_else(|| "(no model configured)".into())
}
