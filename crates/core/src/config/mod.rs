//! Configuration: built-in defaults < user file < project file < `--config` file < environment
//! < command-line flags, resolved once into [`Settings`]. Nothing downstream reads the
//! environment: it is passed in here as a map, so tests never touch the process's own.

mod check;
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

/// Variables that hold the GitHub token (`--issue`, `--pr`): masked wherever a model's words
/// are written, like the model keys, and never passed to a command.
pub const TOKEN_VARS: &[&str] = &["GITHUB_TOKEN", "GH_TOKEN"];

impl Config {
    /// Reads every layer and resolves them. All problems found are returned together.
    pub fn resolve(inputs: &ConfigInputs) -> Result<Config, Diagnostics> {
        let user_dir = user_config_dir(&inputs.env);
        let defaults = serde_json::to_value(Settings::default()).unwrap_or(Value::Null);
        let mut layers = Layers {
            merged: Merged::new(defaults),
            diags: Vec::new(),
            files: Vec::new(),
            positions: BTreeMap::new(),
            model_section: None,
        };
        layers.files(inputs, user_dir.as_deref());
        if let Some(file) = &layers.model_section
            && layers.merged.source_of("scan.review") == Source::Default
        {
            let reason = format!("the `model:` section of {}", file.display());
            layers.merged.set("scan.review", Value::Bool(true), Source::Derived { reason });
        }
        layers.environment(&inputs.env);
        layers.flags(inputs);
        let (settings, Layers { merged, files, model_section, .. }) = layers.settled()?;
        let secrets = secrets(&settings, &inputs.env);
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

    /// Every key read from the environment (the model keys and the GitHub token), for masking.
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

/// The layers as they are merged: the values with their sources, the files read (and where
/// each key stands in them), and the problems found so far.
struct Layers {
    merged: Merged,
    diags: Vec<Diagnostic>,
    files: Vec<(Source, PathBuf)>,
    positions: BTreeMap<PathBuf, indexmap::IndexMap<String, Pos>>,
    /// The project's (or a `--config`) file that has a `model:` section: it asks scans for
    /// the review by the model. The user's file, a key or the environment does not.
    model_section: Option<PathBuf>,
}

impl Layers {
    /// The files in order: the user's, the project's, `.agentsmith/skills.yaml`'s discussion,
    /// then a `--config` file (which must exist; the others may not).
    fn files(&mut self, inputs: &ConfigInputs, user_dir: Option<&Path>) {
        if let Some(dir) = user_dir {
            let path = dir.join("config.yaml");
            self.file(Source::UserFile { path: path.clone() }, path, false);
        }
        let project = inputs.repo.join(".agentsmith").join("config.yaml");
        self.file(Source::ProjectFile { path: project.clone() }, project, false);
        if let Some((path, layer, src)) = skills_layer(&inputs.repo) {
            let source = Source::SkillsFile { path: path.clone() };
            self.merged.overlay(&layer, &source);
            self.positions.insert(path.clone(), yaml::key_positions(&src));
            self.files.push((source, path));
        }
        if let Some(path) = &inputs.config_file {
            self.file(Source::ConfigFlag { path: path.clone() }, path.clone(), true);
        }
    }

    /// Lays one configuration file over the layers before it.
    fn file(&mut self, source: Source, path: PathBuf, required: bool) {
        let src = match std::fs::read_to_string(&path) {
            Ok(src) => src,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound && !required => return,
            Err(err) => {
                self.diags.push(
                    Diagnostic::error(&path, Pos::FILE, format!("cannot read configuration file: {err}"))
                        .with_help("check the path given with --config"),
                );
                return;
            }
        };
        match read_layer(&path, &src) {
            Ok(value) => {
                let project_level = matches!(source, Source::ProjectFile { .. } | Source::ConfigFlag { .. });
                if project_level && value.get("model").and_then(Value::as_object).is_some_and(|m| !m.is_empty()) {
                    self.model_section = Some(path.clone());
                }
                self.merged.overlay(&value, &source);
                self.positions.insert(path.clone(), yaml::key_positions(&src));
                self.files.push((source, path));
            }
            Err(mut d) => self.diags.append(&mut d),
        }
    }

    /// The environment's settings, the provider a key implies, and `OPENAI_BASE_URL`.
    fn environment(&mut self, env: &Env) {
        let merged = &mut self.merged;
        for (var, path) in ENV_SETTINGS {
            if let Some(raw) = env.get(*var).filter(|v| !v.is_empty()) {
                let source = Source::Env { var: (*var).to_string() };
                match typed_leaf(path, raw) {
                    Ok(value) => merged.set(path, value, source),
                    Err(msg) => self.diags.push(env_diag(var, msg)),
                }
            }
        }
        let provider_set = !matches!(merged.get("model.provider"), None | Some(Value::Null));
        if !provider_set && let Some(var) = KEY_VARS.iter().find(|v| env.get(**v).is_some_and(|k| !k.is_empty())) {
            let provider = if *var == "OPENAI_API_KEY" { "openai" } else { "anthropic" };
            merged.set("model.provider", Value::from(provider), Source::Derived { reason: format!("{var} is set") });
        }
        let base_url_set = !matches!(merged.get("model.base_url"), None | Some(Value::Null));
        if let Some(url) = env.get("OPENAI_BASE_URL").filter(|v| !v.is_empty())
            && !base_url_set
            && merged.get("model.provider") == Some(&Value::from("openai"))
        {
            merged.set("model.base_url", Value::from(url.as_str()), Source::Env { var: "OPENAI_BASE_URL".into() });
        }
    }

    /// The command line: `--set` first, then the named flags (a list flag that appends adds to
    /// what is set before it).
    fn flags(&mut self, inputs: &ConfigInputs) {
        for raw in &inputs.sets {
            match parse_set(raw) {
                Ok((path, value)) => match typed_leaf(&path, &value) {
                    Ok(value) => self.merged.set(&path, value, Source::Flag { flag: format!("--set {path}") }),
                    Err(msg) => self.diags.push(set_diag(raw, msg)),
                },
                Err(msg) => self.diags.push(set_diag(raw, msg)),
            }
        }
        for f in &inputs.flags {
            let value = match (f.append, self.merged.get(f.path), &f.value) {
                (true, Some(Value::Array(before)), Value::Array(more)) => {
                    Value::Array(before.iter().chain(more).cloned().collect())
                }
                _ => f.value.clone(),
            };
            match typed_leaf(f.path, &value) {
                Ok(value) => self.merged.set(f.path, value, Source::Flag { flag: f.flag.to_string() }),
                Err(msg) => self.diags.push(
                    Diagnostic::error(format!("flag {}", f.flag), Pos::FILE, msg).with_help("see `agentsmith --help`"),
                ),
            }
        }
    }

    /// The merged settings, read and checked; `Err`: every problem found, each where the value
    /// came from (a file's line, a variable, a flag).
    fn settled(mut self) -> Result<(Settings, Layers), Diagnostics> {
        let settings: Settings = match serde_json::from_value(self.merged.value.clone()) {
            Ok(s) => s,
            Err(err) => {
                self.diags.push(Diagnostic::error("configuration", Pos::FILE, err.to_string()));
                return Err(Diagnostics(self.diags));
            }
        };
        for (path, msg, help) in check::check(&settings) {
            let (file, pos) = self.locate(&path);
            self.diags.push(Diagnostic::error(file, pos, format!("`{path}` {msg}")).with_help(help));
        }
        if self.diags.iter().any(Diagnostic::is_error) {
            diag::sort(&mut self.diags);
            return Err(Diagnostics(self.diags));
        }
        Ok((settings, self))
    }

    /// Where the value at `path` was set: a file and the key's position in it, or the
    /// variable, flag or default that set it.
    fn locate(&self, path: &str) -> (PathBuf, Pos) {
        match self.merged.source_of(path) {
            Source::UserFile { path: file }
            | Source::ProjectFile { path: file }
            | Source::ConfigFlag { path: file }
            | Source::SkillsFile { path: file } => {
                let pos = self.positions.get(&file).and_then(|p| p.get(path)).copied().unwrap_or(Pos::FILE);
                (file, pos)
            }
            Source::Env { var } => (PathBuf::from(format!("environment variable {var}")), Pos::FILE),
            Source::Flag { flag } => (PathBuf::from(format!("flag {flag}")), Pos::FILE),
            Source::Default | Source::Derived { .. } => (PathBuf::from("built-in defaults"), Pos::FILE),
        }
    }
}

/// The keys in the environment: the known key variables, those the models name, and the
/// GitHub token.
fn secrets(settings: &Settings, env: &Env) -> BTreeMap<String, Secret> {
    let mut key_vars: Vec<String> = KEY_VARS.iter().chain(TOKEN_VARS).map(|v| v.to_string()).collect();
    key_vars.extend(settings.model.api_key_env.iter().cloned());
    key_vars.extend(settings.models.values().filter_map(|m| m.api_key_env.clone()));
    key_vars
        .into_iter()
        .filter_map(|var| env.get(&var).filter(|v| !v.is_empty()).map(|v| (var, Secret::new(v.clone()))))
        .collect()
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
        assert_eq!(cfg.settings.scan.fail_on, FailOn(None));
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
