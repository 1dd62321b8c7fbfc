//! Configuration: built-in defaults < user file < project file < `--config` file < environment
//! < command-line flags, resolved once into [`Settings`]. Nothing downstream reads the
//! environment: it is passed in here as a map, so tests never touch the process's own.

mod layers;
mod model;
mod settings;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::diag::{self, Diagnostic, Diagnostics, Pos};
use crate::yaml;

pub use layers::{Merged, Source, leaves};
pub use model::{ModelError, ResolvedModel, Secret};
pub use settings::*;

/// The environment, as a map. Built from the process in `main`, from literals in tests.
pub type Env = BTreeMap<String, String>;

/// One value set by a command-line flag: the settings path it sets, its value, and the flag's
/// name for `config show`.
#[derive(Debug, Clone, PartialEq)]
pub struct FlagValue {
    pub path: &'static str,
    pub value: Value,
    pub flag: &'static str,
    /// A list flag that adds to what the files set (`--exclude`), instead of replacing it.
    pub append: bool,
}

/// What configuration is resolved from.
#[derive(Debug, Clone, Default)]
pub struct ConfigInputs {
    pub repo: PathBuf,
    pub env: Env,
    /// A file given with `--config`, laid over the project file.
    pub config_file: Option<PathBuf>,
    pub flags: Vec<FlagValue>,
    /// `--set KEY=VALUE`, as given: laid under the named flags.
    pub sets: Vec<String>,
}

/// The resolved configuration.
#[derive(Debug, Clone)]
pub struct Config {
    pub settings: Settings,
    /// Where the user's files live (`~/.config/agentsmith`); `None` without a home directory.
    pub user_dir: Option<PathBuf>,
    pub repo: PathBuf,
    /// The configuration files that were read, in precedence order.
    pub files: Vec<(Source, PathBuf)>,
    merged: std::sync::Arc<Merged>,
    secrets: BTreeMap<String, Secret>,
    /// The project's configuration file (or `--config` file) with a `model:` section: the
    /// project chose a model, which asks for what is otherwise offline (a scan's review).
    pub model_section: Option<PathBuf>,
}

/// Variables mapped onto settings, in the order they apply.
const ENV_SETTINGS: &[(&str, &str)] = &[
    ("AGENTSMITH_PROVIDER", "model.provider"),
    ("AGENTSMITH_MODEL", "model.name"),
    ("AGENTSMITH_BASE_URL", "model.base_url"),
    ("AGENTSMITH_SCRIPT", "model.script"),
    ("AGENTSMITH_JOBS", "limits.jobs"),
    ("AGENTSMITH_MAX_ROUNDS", "discussion.max_rounds"),
    ("AGENTSMITH_MAX_COST", "budget.max_cost_usd"),
    ("AGENTSMITH_FAIL_ON", "scan.fail_on"),
    ("AGENTSMITH_TRIAGE", "triage.mode"),
    // GitHub Actions sets GITHUB_API_URL (GitHub Enterprise included); ours, more specific, wins.
    ("GITHUB_API_URL", "github.api_url"),
    ("AGENTSMITH_GITHUB_API", "github.api_url"),
];

/// Variables that hold keys; read into [`Secret`]s, never into settings.
pub const KEY_VARS: &[&str] = &["OPENAI_API_KEY", "ANTHROPIC_API_KEY"];

impl Config {
    /// Reads every layer and resolves them. All problems found are returned together.
    pub fn resolve(inputs: &ConfigInputs) -> Result<Config, Diagnostics> {
        let user_dir = user_config_dir(&inputs.env);
        let defaults = serde_json::to_value(Settings::default()).unwrap_or(Value::Null);
        let mut merged = Merged::new(defaults);
        let mut diags = Vec::new();
        let mut files = Vec::new();
        let mut file_positions = BTreeMap::new();
        // The project's (or a `--config`) file that has a `model:` section: it asks scans for
        // the review by the model. The user's file, a key or the environment does not.
        let mut model_section: Option<PathBuf> = None;

        // The layers in order; `None` is `.agentsmith/skills.yaml`'s discussion, over the
        // project file and under a `--config` file.
        let mut candidates: Vec<Option<(Source, PathBuf, bool)>> = Vec::new();
        if let Some(dir) = &user_dir {
            let path = dir.join("config.yaml");
            candidates.push(Some((Source::UserFile { path: path.clone() }, path, false)));
        }
        let project = inputs.repo.join(".agentsmith").join("config.yaml");
        candidates.push(Some((Source::ProjectFile { path: project.clone() }, project, false)));
        candidates.push(None);
        if let Some(path) = &inputs.config_file {
            candidates.push(Some((Source::ConfigFlag { path: path.clone() }, path.clone(), true)));
        }
        for candidate in candidates {
            let Some((source, path, required)) = candidate else {
                if let Some((path, layer, src)) = skills_layer(&inputs.repo) {
                    let source = Source::SkillsFile { path: path.clone() };
                    merged.overlay(&layer, &source);
                    file_positions.insert(path.clone(), yaml::key_positions(&src));
                    files.push((source, path));
                }
                continue;
            };
            let src = match std::fs::read_to_string(&path) {
                Ok(src) => src,
                Err(err) if err.kind() == std::io::ErrorKind::NotFound && !required => continue,
                Err(err) => {
                    diags.push(
                        Diagnostic::error(&path, Pos::FILE, format!("cannot read configuration file: {err}"))
                            .with_help("check the path given with --config"),
                    );
                    continue;
                }
            };
            match read_layer(&path, &src) {
                Ok(value) => {
                    let project_level = matches!(source, Source::ProjectFile { .. } | Source::ConfigFlag { .. });
                    if project_level && value.get("model").and_then(Value::as_object).is_some_and(|m| !m.is_empty()) {
                        model_section = Some(path.clone());
                    }
                    merged.overlay(&value, &source);
                    file_positions.insert(path.clone(), yaml::key_positions(&src));
                    files.push((source, path));
                }
                Err(mut d) => diags.append(&mut d),
            }
        }

        if let Some(file) = &model_section
            && merged.source_of("scan.review") == Source::Default
        {
            let reason = format!("the `model:` section of {}", file.display());
            merged.set("scan.review", Value::Bool(true), Source::Derived { reason });
        }

        // The environment.
        for (var, path) in ENV_SETTINGS {
            if let Some(raw) = inputs.env.get(*var).filter(|v| !v.is_empty()) {
                let source = Source::Env { var: (*var).to_string() };
                match typed_leaf(path, raw) {
                    Ok(value) => merged.set(path, value, source),
                    Err(msg) => diags.push(env_diag(var, msg)),
                }
            }
        }
        let provider_set = !matches!(merged.get("model.provider"), None | Some(Value::Null));
        if !provider_set && let Some(var) = KEY_VARS.iter().find(|v| inputs.env.get(**v).is_some_and(|k| !k.is_empty()))
        {
            let provider = if *var == "OPENAI_API_KEY" { "openai" } else { "anthropic" };
            merged.set("model.provider", Value::from(provider), Source::Derived { reason: format!("{var} is set") });
        }
        let base_url_set = !matches!(merged.get("model.base_url"), None | Some(Value::Null));
        if let Some(url) = inputs.env.get("OPENAI_BASE_URL").filter(|v| !v.is_empty())
            && !base_url_set
            && merged.get("model.provider") == Some(&Value::from("openai"))
        {
            merged.set("model.base_url", Value::from(url.as_str()), Source::Env { var: "OPENAI_BASE_URL".into() });
        }

        // Flags: `--set` first, then the named ones.
        for raw in &inputs.sets {
            match parse_set(raw) {
                Ok((path, value)) => match typed_leaf(&path, &value) {
                    Ok(value) => merged.set(&path, value, Source::Flag { flag: format!("--set {path}") }),
                    Err(msg) => diags.push(set_diag(raw, msg)),
                },
                Err(msg) => diags.push(set_diag(raw, msg)),
            }
        }
        for f in &inputs.flags {
            let value = match (f.append, merged.get(f.path), &f.value) {
                (true, Some(Value::Array(before)), Value::Array(more)) => {
                    Value::Array(before.iter().chain(more).cloned().collect())
                }
                _ => f.value.clone(),
            };
            match typed_leaf(f.path, &value) {
                Ok(value) => merged.set(f.path, value, Source::Flag { flag: f.flag.to_string() }),
                Err(msg) => diags.push(
                    Diagnostic::error(format!("flag {}", f.flag), Pos::FILE, msg).with_help("see `agentsmith --help`"),
                ),
            }
        }

        let settings: Settings = match serde_json::from_value(merged.value.clone()) {
            Ok(s) => s,
            Err(err) => {
                diags.push(Diagnostic::error("configuration", Pos::FILE, err.to_string()));
                return Err(Diagnostics(diags));
            }
        };
        let locate = |path: &str| -> (PathBuf, Pos) {
            match merged.source_of(path) {
                Source::UserFile { path: file }
                | Source::ProjectFile { path: file }
                | Source::ConfigFlag { path: file }
                | Source::SkillsFile { path: file } => {
                    let pos = file_positions.get(&file).and_then(|p| p.get(path)).copied().unwrap_or(Pos::FILE);
                    (file, pos)
                }
                Source::Env { var } => (PathBuf::from(format!("environment variable {var}")), Pos::FILE),
                Source::Flag { flag } => (PathBuf::from(format!("flag {flag}")), Pos::FILE),
                Source::Default | Source::Derived { .. } => (PathBuf::from("built-in defaults"), Pos::FILE),
            }
        };
        for (path, msg, help) in check(&settings) {
            let (file, pos) = locate(&path);
            diags.push(Diagnostic::error(file, pos, format!("`{path}` {msg}")).with_help(help));
        }
        if diags.iter().any(Diagnostic::is_error) {
            diag::sort(&mut diags);
            return Err(Diagnostics(diags));
        }

        let mut secrets = BTreeMap::new();
        let mut key_vars: Vec<String> = KEY_VARS.iter().map(|v| v.to_string()).collect();
        key_vars.extend(settings.model.api_key_env.iter().cloned());
        key_vars.extend(settings.models.values().filter_map(|m| m.api_key_env.clone()));
        for var in key_vars {
            if let Some(v) = inputs.env.get(&var).filter(|v| !v.is_empty()) {
                secrets.insert(var, Secret::new(v.clone()));
            }
        }
        Ok(Config {
            settings,
            user_dir,
            repo: inputs.repo.clone(),
            files,
            merged: std::sync::Arc::new(merged),
            secrets,
            model_section,
        })
    }

    /// Every setting as `(path, value, source)`, in settings order, for `config show`.
    pub fn explain(&self) -> Vec<(String, Value, Source)> {
        leaves(&self.merged.value)
            .into_iter()
            .map(|(path, value)| {
                let source = self.merged.source_of(&path);
                (path, value.clone(), source)
            })
            .collect()
    }

    /// The layer that set the setting at `path` (`budget.max_cost_usd`).
    pub fn source(&self, path: &str) -> Source {
        self.merged.source_of(path)
    }

    /// Every key read from the environment (the model keys), for masking.
    pub fn secrets(&self) -> impl Iterator<Item = &Secret> {
        self.secrets.values()
    }

    /// The key held by environment variable `var`, if it is set.
    pub fn secret(&self, var: &str) -> Option<&Secret> {
        self.secrets.get(var)
    }

    /// The model behind an alias (`None` or `default`: the default model).
    pub fn model(&self, alias: Option<&str>) -> Result<ResolvedModel, ModelError> {
        model::resolve(&self.settings, alias, &self.secrets, &self.repo).map_err(|e| match e {
            ModelError::ScriptNotFound { alias, path, .. } => {
                let own = format!("models.{alias}.script");
                let set = if self.settings.models.get(&alias).is_some_and(|m| m.script.is_some()) {
                    own
                } else {
                    "model.script".to_string()
                };
                let from = match self.source(&set) {
                    Source::Env { var } => var,
                    Source::Flag { flag } => flag,
                    Source::UserFile { path: f }
                    | Source::ProjectFile { path: f }
                    | Source::ConfigFlag { path: f }
                    | Source::SkillsFile { path: f } => format!("`{set}` in {}", f.display()),
                    Source::Default | Source::Derived { .. } => format!("`{set}`"),
                };
                ModelError::ScriptNotFound { alias, path, from }
            }
            other => other,
        })
    }

    /// Calls in flight the model behind `alias` takes at once (`jobs:` of the alias, or of
    /// `model:`), when one is set.
    pub fn model_jobs(&self, alias: Option<&str>) -> Option<u32> {
        let own = alias.filter(|a| *a != "default").and_then(|a| self.settings.models.get(a)).and_then(|m| m.jobs);
        own.or(self.settings.model.jobs)
    }

    /// The names of the configured model aliases, `default` first.
    pub fn model_aliases(&self) -> Vec<String> {
        std::iter::once("default".to_string()).chain(self.settings.models.keys().cloned()).collect()
    }
}

/// `$XDG_CONFIG_HOME/agentsmith`, else `$HOME/.config/agentsmith`.
pub fn user_config_dir(env: &Env) -> Option<PathBuf> {
    if let Some(xdg) = env.get("XDG_CONFIG_HOME").filter(|v| Path::new(v).is_absolute()) {
        return Some(PathBuf::from(xdg).join("agentsmith"));
    }
    env.get("HOME").filter(|v| !v.is_empty()).map(|home| PathBuf::from(home).join(".config").join("agentsmith"))
}

fn set_diag(raw: &str, msg: String) -> Diagnostic {
    Diagnostic::error(format!("flag --set {raw}"), Pos::FILE, msg)
        .with_help("give `--set KEY=VALUE` with a key `agentsmith config show` lists, e.g. `--set limits.max_depth=1`")
}

/// A layer with its `debate:` section read as `discussion:` (the two names of one section;
/// where both are given, `debate:` is laid over `discussion:`).
fn canonical_layer(mut value: Value) -> Value {
    if let Value::Object(map) = &mut value
        && let Some(debate) = map.remove("debate")
    {
        let mut merged = Merged::new(map.remove("discussion").unwrap_or(Value::Object(Default::default())));
        merged.overlay(&debate, &Source::Default);
        map.insert("discussion".into(), merged.value);
    }
    value
}

/// The settings path a key names: `debate.` is the same section as `discussion.`.
pub fn canonical_path(key: &str) -> String {
    match key.strip_prefix("debate.") {
        Some(rest) => format!("discussion.{rest}"),
        None if key == "debate" => "discussion".into(),
        None => key.to_string(),
    }
}

/// `KEY=VALUE` into the settings path and the value, read as YAML (`[a, b]` is a list, `3` a
/// number, `true` a boolean; anything else text).
fn parse_set(raw: &str) -> Result<(String, Value), String> {
    let Some((key, value)) = raw.split_once('=') else {
        return Err(format!("`{raw}` has no `=`"));
    };
    let key = key.trim();
    if key.is_empty()
        || !key
            .split('.')
            .all(|k| !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-'))
    {
        return Err(format!("`{key}` is not a settings key"));
    }
    let value = match serde_saphyr::from_str::<Value>(value) {
        Ok(Value::Null) if !value.trim().is_empty() && value.trim() != "null" && value.trim() != "~" => {
            Value::from(value)
        }
        Ok(v) => v,
        Err(_) => Value::from(value),
    };
    Ok((canonical_path(key), value))
}

fn env_diag(var: &str, msg: String) -> Diagnostic {
    Diagnostic::error(format!("environment variable {var}"), Pos::FILE, msg)
        .with_help(format!("correct or unset {var}"))
}

/// Checks a configuration file's shape and returns its partial tree.
fn read_layer(path: &Path, src: &str) -> Result<Value, Vec<Diagnostic>> {
    let positions = yaml::key_positions(src);
    let keys: Vec<Diagnostic> = positions
        .iter()
        .filter(|(k, _)| k.rsplit('.').next().is_some_and(|last| last == "api_key" || last == "token" || last == "password"))
        .map(|(k, pos)| {
            Diagnostic::error(path, *pos, format!("`{k}`: keys are never read from configuration files"))
                .with_help("put the key in an environment variable and name it with `api_key_env`, e.g. `api_key_env: OPENAI_API_KEY`")
        })
        .collect();
    if !keys.is_empty() {
        return Err(keys);
    }
    let value: Value = yaml::parse(path, src).map_err(|d| vec![d])?;
    // The typed check with the place of a mistake; a `debate:` section (the other name of
    // `discussion:`) is checked once renamed.
    if value.get("debate").is_none() {
        yaml::parse::<Settings>(path, src).map_err(|d| vec![d])?;
    }
    let value = canonical_layer(value);
    // A file of comments alone (as `init` writes it) sets nothing.
    if value.is_null() {
        return Ok(Value::Object(Default::default()));
    }
    if let Err(e) = serde_json::from_value::<Settings>(value.clone()) {
        return Err(vec![
            Diagnostic::error(path, Pos::FILE, e.to_string()).with_help("see `agentsmith config show` for the keys"),
        ]);
    }
    match value {
        Value::Object(_) => Ok(value),
        Value::Null => Ok(Value::Object(Default::default())),
        _ => Err(vec![
            Diagnostic::error(path, Pos::new(1, 1), "a configuration file must be a mapping of settings")
                .with_help("see `agentsmith config show` for the keys"),
        ]),
    }
}

/// Turns a raw string or value for one settings path into the JSON that path expects, checking
/// its type by deserializing it alone.
/// The `discussion:` section of `<repo>/.agentsmith/skills.yaml` as a configuration layer: the
/// rounds and the consensus policy. Its errors are the catalog's to report, with their places
/// (an unreadable file, a value out of range, is left to it).
fn skills_layer(repo: &Path) -> Option<(PathBuf, Value, String)> {
    let skills = repo.join(".agentsmith").join("skills.yaml");
    let src = std::fs::read_to_string(&skills).ok()?;
    let doc = serde_saphyr::from_str::<Value>(&src).ok()?;
    let Some(Value::Object(d)) = doc.get("discussion") else { return None };
    let rounds = d
        .get("max_rounds")
        .filter(|v| v.as_u64().is_some_and(|n| (1..=u64::from(crate::limits::MAX_ROUNDS)).contains(&n)));
    let mut layer = serde_json::Map::new();
    let policy = d
        .get("on_no_consensus")
        .filter(|v| serde_json::from_value::<crate::catalog::OnNoConsensus>((*v).clone()).is_ok());
    for (key, v) in [("max_rounds", rounds), ("on_no_consensus", policy)] {
        if let Some(v) = v {
            layer.insert(key.to_string(), v.clone());
        }
    }
    Some((skills, serde_json::json!({ "discussion": layer }), src))
}

fn typed_leaf(path: &str, raw: &(impl ToValue + ?Sized)) -> Result<Value, String> {
    let mut last = Err(String::new());
    for candidate in raw.candidates() {
        let mut probe = Merged::new(Value::Object(Default::default()));
        probe.set(path, candidate.clone(), Source::Default);
        match serde_json::from_value::<Settings>(probe.value) {
            Ok(_) => return Ok(candidate),
            Err(err) => last = Err(format!("invalid value for `{path}`: {err}")),
        }
    }
    last
}

trait ToValue {
    /// The JSON readings of a raw value, most specific first.
    fn candidates(&self) -> Vec<Value>;
}

impl ToValue for str {
    fn candidates(&self) -> Vec<Value> {
        let mut out = Vec::new();
        if let Ok(n) = self.parse::<u64>() {
            out.push(Value::from(n));
        }
        if let Ok(f) = self.parse::<f64>() {
            out.push(Value::from(f));
        }
        if let Ok(b) = self.parse::<bool>() {
            out.push(Value::from(b));
        }
        out.push(Value::from(self));
        out
    }
}

impl ToValue for String {
    fn candidates(&self) -> Vec<Value> {
        self.as_str().candidates()
    }
}

impl ToValue for Value {
    fn candidates(&self) -> Vec<Value> {
        match self {
            Value::String(s) => s.candidates(),
            other => vec![other.clone()],
        }
    }
}

/// Range and consistency checks: `(path, problem, what to do)`.
fn check(s: &Settings) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    let mut range = |path: &str, v: u64, lo: u64, hi: u64, why: &str| {
        if !(lo..=hi).contains(&v) {
            out.push((
                path.to_string(),
                format!("must be a whole number from {lo} to {hi}; it is {v}"),
                why.to_string(),
            ));
        }
    };
    range("limits.jobs", s.limits.jobs.into(), 1, 64, "set between 1 and 64 requests in flight");
    if let Some(j) = s.scan.jobs {
        range("scan.jobs", j.into(), 1, 256, "give the scanner's worker threads, at least 1 (unset: one per core)");
    }
    range(
        "limits.max_depth",
        s.limits.max_depth.into(),
        0,
        3,
        "the deepest level of a smith tree is 3 (the root is level 0)",
    );
    range("limits.max_breadth", s.limits.max_breadth.into(), 2, 5, "a smith splits its task into 2 to 5 parts");
    range("limits.max_turns", s.limits.max_turns.into(), 1, 200, "set between 1 and 200 agent turns");
    range("limits.max_panel", s.limits.max_panel.into(), 1, 5, "a panel has at most 5 roles");
    range(
        "discussion.max_rounds",
        s.discussion.max_rounds.into(),
        1,
        3,
        "the debate runs at most 3 rounds; set 1, 2 or 3",
    );
    range("network.retries", s.network.retries.into(), 0, 10, "set between 0 and 10 retries");
    range(
        "network.min_tokens_per_sec",
        s.network.min_tokens_per_sec.into(),
        1,
        10_000,
        "give the slowest stream rate to wait for, in tokens per second",
    );
    for (stage, v) in s.budget.max_output_tokens.entries() {
        range(
            &format!("budget.max_output_tokens.{stage}"),
            v.into(),
            16,
            1_000_000,
            "give the most tokens a model may write in one answer, at least 16",
        );
    }
    if let Some(w) = s.budget.max_wall_secs {
        range("budget.max_wall_secs", w, 1, 7 * 86_400, "give a number of seconds, at least 1");
    }
    for (path, v) in [
        ("network.connect_timeout_secs", s.network.connect_timeout_secs),
        ("network.request_timeout_secs", s.network.request_timeout_secs),
        ("network.idle_timeout_secs", s.network.idle_timeout_secs),
        ("tools.command_timeout_secs", s.tools.command_timeout_secs),
    ] {
        range(path, v, 1, 86_400, "give a number of seconds, at least 1");
    }
    if s.network.backoff_initial_ms > s.network.backoff_max_ms {
        out.push((
            "network.backoff_initial_ms".into(),
            "is larger than `network.backoff_max_ms`".into(),
            "lower it, or raise the maximum".into(),
        ));
    }
    let models = std::iter::once(("model".to_string(), &s.model))
        .chain(s.models.iter().map(|(k, m)| (format!("models.{k}"), m)));
    for (prefix, m) in models {
        if let Some(alias) = prefix.strip_prefix("models.")
            && (!diag::is_kebab_case(alias) || alias == "default")
        {
            out.push((
                prefix.clone(),
                "is not a usable alias name".into(),
                "use a kebab-case name other than `default` (which is `model:`)".into(),
            ));
        }
        if let Some(t) = m.temperature
            && !(0.0..=2.0).contains(&t)
        {
            out.push((
                format!("{prefix}.temperature"),
                format!("must be a number from 0 to 2; it is {t}"),
                "set a temperature between 0 and 2".into(),
            ));
        }
        if m.max_tokens == Some(0) {
            out.push((format!("{prefix}.max_tokens"), "is 0".into(), "set at least 1, or leave it out".into()));
        }
        if let Some(j) = m.jobs
            && !(1..=64).contains(&j)
        {
            out.push((
                format!("{prefix}.jobs"),
                format!("must be a whole number from 1 to 64; it is {j}"),
                "set between 1 and 64 calls in flight to this model, or leave it out".into(),
            ));
        }
        if let Some(url) = &m.base_url
            && (!(url.starts_with("http://") || url.starts_with("https://")) || url.len() < 10)
        {
            out.push((
                format!("{prefix}.base_url"),
                format!("`{url}` is not an http(s) URL"),
                "give the endpoint's full URL, e.g. http://localhost:11434/v1".into(),
            ));
        }
        if let Some(var) = &m.api_key_env
            && (var.is_empty() || !var.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
        {
            out.push((
                format!("{prefix}.api_key_env"),
                format!("`{var}` is not an environment variable name"),
                "name the variable that holds the key, e.g. OPENAI_API_KEY".into(),
            ));
        }
    }
    for (name, p) in &s.prices {
        let ok = |v: f64| v.is_finite() && v >= 0.0;
        if !(ok(p.input_per_mtok)
            && ok(p.output_per_mtok)
            && p.cache_read_per_mtok.is_none_or(ok)
            && p.cache_write_per_mtok.is_none_or(ok))
        {
            out.push((
                format!("prices.{name}"),
                "has a negative or non-finite price".into(),
                "give US dollars per million tokens, 0 or more".into(),
            ));
        }
    }
    if !(0.0..=1.0).contains(&s.discussion.min_confidence) {
        out.push((
            "discussion.min_confidence".into(),
            format!("must be a number from 0 to 1; it is {}", s.discussion.min_confidence),
            "give the confidence the first reviewer needs, e.g. 0.7".into(),
        ));
    }
    for alias in &s.discussion.models {
        if alias != "default" && !s.models.contains_key(alias) {
            let known: Vec<&str> = std::iter::once("default").chain(s.models.keys().map(String::as_str)).collect();
            out.push((
                "discussion.models".into(),
                format!("names `{alias}`, which is not a model alias (known: {})", known.join(", ")),
                "define it under `models:`, or leave it out".into(),
            ));
        }
    }
    if let Some(c) = s.budget.max_cost_usd
        && !(c.is_finite() && c > 0.0)
    {
        out.push(("budget.max_cost_usd".into(), format!("is {c}"), "give a positive amount of US dollars".into()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> Env {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn defaults_alone() {
        let dir = tempfile::tempdir().unwrap();
        let cfg = Config::resolve(&ConfigInputs { repo: dir.path().into(), ..Default::default() }).unwrap();
        assert_eq!(cfg.settings, Settings::default());
        assert!(cfg.explain().iter().all(|(_, _, s)| *s == Source::Default));
    }

    #[test]
    fn env_values_are_typed_and_checked() {
        let dir = tempfile::tempdir().unwrap();
        let inputs = ConfigInputs {
            repo: dir.path().into(),
            env: env(&[("AGENTSMITH_JOBS", "8"), ("AGENTSMITH_PROVIDER", "anthropic")]),
            ..Default::default()
        };
        let cfg = Config::resolve(&inputs).unwrap();
        assert_eq!(cfg.settings.limits.jobs, 8);
        assert_eq!(cfg.settings.model.provider, Some(ProviderKind::Anthropic));

        let bad = ConfigInputs {
            repo: dir.path().into(),
            env: env(&[("AGENTSMITH_JOBS", "many"), ("AGENTSMITH_PROVIDER", "gemini")]),
            ..Default::default()
        };
        let errs = Config::resolve(&bad).unwrap_err();
        assert_eq!(errs.0.len(), 2, "{errs}");
        assert!(errs.to_string().contains("environment variable AGENTSMITH_JOBS"), "{errs}");
    }

    #[test]
    fn a_list_flag_adds_to_the_files_and_a_plain_flag_replaces() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".agentsmith")).unwrap();
        std::fs::write(dir.path().join(".agentsmith/config.yaml"), "scan:\n  exclude: [vendor/**]\n  fail_on: low\n")
            .unwrap();
        let flags = vec![
            FlagValue { path: "scan.exclude", value: serde_json::json!(["gen/**"]), flag: "--exclude", append: true },
            FlagValue { path: "scan.fail_on", value: Value::from("none"), flag: "--fail-on", append: false },
            FlagValue { path: "scan.jobs", value: Value::from(2), flag: "--jobs", append: false },
        ];
        let cfg = Config::resolve(&ConfigInputs { repo: dir.path().into(), flags, ..Default::default() }).unwrap();
        assert_eq!(cfg.settings.scan.exclude, vec!["vendor/**".to_string(), "gen/**".to_string()]);
        assert_eq!(cfg.settings.scan.fail_on, FailOn::None);
        assert_eq!(cfg.settings.scan.jobs, Some(2));
        let shown: Vec<(String, Source)> = cfg.explain().into_iter().map(|(p, _, s)| (p, s)).collect();
        assert!(shown.contains(&("scan.jobs".into(), Source::Flag { flag: "--jobs".into() })), "{shown:?}");
        assert!(shown.contains(&("scan.exclude".into(), Source::Flag { flag: "--exclude".into() })), "{shown:?}");
    }

    #[test]
    fn key_in_file_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".agentsmith")).unwrap();
        std::fs::write(dir.path().join(".agentsmith/config.yaml"), "model:\n  api_key: sk-123\n").unwrap();
        let errs = Config::resolve(&ConfigInputs { repo: dir.path().into(), ..Default::default() }).unwrap_err();
        assert_eq!(errs.0[0].pos, Pos::new(2, 3));
        assert!(!errs.to_string().contains("sk-123"));
    }
}
