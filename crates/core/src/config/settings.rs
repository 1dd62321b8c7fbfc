//! The typed settings every command reads, with their built-in defaults. Every field has a
//! default, so each configuration file may set any subset; unknown keys are errors.

use std::path::PathBuf;

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

use crate::catalog::OnNoConsensus;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// The default model (the alias `default`).
    pub model: ModelConfig,
    /// Named model aliases (`fast`, `strong`, ...): each field left out is taken from `model`.
    pub models: IndexMap<String, ModelConfig>,
    /// Prices per model name, in US dollars per million tokens.
    pub prices: IndexMap<String, Price>,
    pub limits: Limits,
    pub budget: Budget,
    pub network: Network,
    pub cache: CacheConfig,
    pub tools: ToolsConfig,
    pub discussion: DiscussionConfig,
    pub triage: TriageConfig,
    pub scan: ScanConfig,
    pub github: GithubConfig,
    /// The project's test command, when detection from the manifests is not right.
    pub test_command: Option<String>,
    /// `run` and `debate --execute` show the agreed plan and its worst-case cost and ask
    /// before any smith starts (as `--confirm`).
    pub confirm: bool,
}

impl Settings {
    /// The bounds these settings ask for, inside the hard limits.
    pub fn bounds(&self) -> crate::limits::Bounds {
        let l = &self.limits;
        crate::limits::Bounds::new(self.discussion.max_rounds, l.max_depth, l.max_breadth, l.max_turns, l.max_panel)
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            model: ModelConfig::default(),
            models: IndexMap::new(),
            prices: IndexMap::new(),
            limits: Limits::default(),
            budget: Budget::default(),
            network: Network::default(),
            cache: CacheConfig::default(),
            tools: ToolsConfig::default(),
            discussion: DiscussionConfig::default(),
            triage: TriageConfig::default(),
            scan: ScanConfig::default(),
            github: GithubConfig::default(),
            test_command: None,
            confirm: false,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ProviderKind {
    /// Any OpenAI-compatible chat-completions endpoint.
    Openai,
    /// The Anthropic Messages API.
    Anthropic,
    /// Replies read from a YAML script (tests, demos, reproducing a run).
    Scripted,
}

impl ProviderKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ProviderKind::Openai => "openai",
            ProviderKind::Anthropic => "anthropic",
            ProviderKind::Scripted => "scripted",
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ModelConfig {
    pub provider: Option<ProviderKind>,
    /// The model name the endpoint knows (`gpt-4.1-mini`, `llama3.1:8b`, ...).
    pub name: Option<String>,
    pub base_url: Option<String>,
    /// The environment variable holding the API key. Keys never go in configuration files.
    pub api_key_env: Option<String>,
    pub temperature: Option<f64>,
    /// The most this model may write in one answer: caps `budget.max_output_tokens`.
    pub max_tokens: Option<u32>,
    /// The reply script, for the `scripted` provider.
    pub script: Option<PathBuf>,
    /// Calls in flight to this model at once, under `limits.jobs` (a local server with one slot
    /// wants 1; `agentsmith doctor` measures it).
    pub jobs: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Price {
    pub input_per_mtok: f64,
    pub output_per_mtok: f64,
    /// Input tokens read from the prompt cache; by default 0.1× the input price for Claude
    /// models (Anthropic's price) and 0.5× for the others (OpenAI's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_read_per_mtok: Option<f64>,
    /// Input tokens written to the prompt cache (Anthropic); by default 1.25× the input price.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_write_per_mtok: Option<f64>,
}

impl Price {
    /// A price without cached prices of its own (they follow from `input_per_mtok`).
    pub fn new(input_per_mtok: f64, output_per_mtok: f64) -> Price {
        Price { input_per_mtok, output_per_mtok, cache_read_per_mtok: None, cache_write_per_mtok: None }
    }

    /// The price of a cached input token read on `model`.
    pub fn cache_read(&self, model: &str) -> f64 {
        let factor = if model.to_ascii_lowercase().contains("claude") { 0.1 } else { 0.5 };
        self.cache_read_per_mtok.unwrap_or(self.input_per_mtok * factor)
    }

    /// The price of an input token written to the cache.
    pub fn cache_write(&self) -> f64 {
        self.cache_write_per_mtok.unwrap_or(self.input_per_mtok * 1.25)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Limits {
    /// Model calls in flight at once, across the run (a model alias may set fewer with `jobs`).
    /// The scanner's worker threads are its own `--jobs`, not this.
    pub jobs: u32,
    /// Smith tree depth; at most 3.
    pub max_depth: u8,
    /// Subtasks per smith; at most 5.
    pub max_breadth: u8,
    /// Agent turns per leaf smith.
    pub max_turns: u32,
    /// Roles on a panel; at most 5.
    pub max_panel: u8,
    /// What the smith tree does when a subtask fails.
    pub on_failure: OnFailure,
}

/// What the smith tree does when a subtask fails (`limits.on_failure`, `--on-failure`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OnFailure {
    /// One more attempt for the failed subtask; then as `skip`.
    Retry,
    /// Its siblings go on; what depends on it is skipped.
    #[default]
    Skip,
    /// No smith starts after it: those not yet started are skipped.
    Stop,
}

impl OnFailure {
    pub fn as_str(self) -> &'static str {
        match self {
            OnFailure::Retry => "retry",
            OnFailure::Skip => "skip",
            OnFailure::Stop => "stop",
        }
    }
}

impl Default for Limits {
    fn default() -> Self {
        // A full panel (5), and the 25 smiths of level 2 (a 1+5+25 tree), in one wave.
        Limits { jobs: 32, max_depth: 3, max_breadth: 5, max_turns: 25, max_panel: 5, on_failure: OnFailure::Skip }
    }
}

/// The caps on what one command spends on models. Calls, tokens and wall time have defaults
/// (see [`Budget::default`]) that a normal run never reaches; a cost cap needs the price of
/// every model it may call (`prices:`), and without one the command refuses to start.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Budget {
    pub max_calls: Option<u64>,
    pub max_tokens: Option<u64>,
    pub max_cost_usd: Option<f64>,
    /// Wall time of the command, from its first model call's gateway; calls after it are refused.
    pub max_wall_secs: Option<u64>,
    /// The `max_tokens` every call sends, by stage.
    pub max_output_tokens: OutputTokens,
}

impl Default for Budget {
    /// Caps that stop a runaway and never cut a normal run: a `run` on a mid-size repository
    /// made 62 calls and spent 18k tokens, a security review of a large web application
    /// (OWASP Juice Shop) makes a few hundred calls; the full tree the limits allow could make
    /// over 8,000 calls and spend hundreds of millions of tokens. Six hours is the longest a
    /// GitHub-hosted job may run. No cost cap by default: it needs prices.
    fn default() -> Self {
        Budget {
            max_calls: Some(DEFAULT_MAX_CALLS),
            max_tokens: Some(DEFAULT_MAX_TOKENS),
            max_cost_usd: None,
            max_wall_secs: Some(DEFAULT_MAX_WALL_SECS),
            max_output_tokens: OutputTokens::default(),
        }
    }
}

/// `budget.max_calls` by default.
pub const DEFAULT_MAX_CALLS: u64 = 1_000;
/// `budget.max_tokens` by default (input and output, cached input included).
pub const DEFAULT_MAX_TOKENS: u64 = 10_000_000;
/// `budget.max_wall_secs` by default: six hours.
pub const DEFAULT_MAX_WALL_SECS: u64 = 6 * 3600;

/// The most a model may write in one answer, by the stage asking (`default` for the others).
/// A model's own `max_tokens` caps these further. Every call sends its cap, and the budget
/// reserves it until the call's real usage is known.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OutputTokens {
    pub default: u32,
    /// Hybrid triage's choice of roles.
    pub triage: u32,
    /// The first plan.
    pub draft: u32,
    /// A role's verdict on a plan.
    pub review: u32,
    /// The revised plan after a round.
    pub consolidate: u32,
    /// A smith's choice: execute or split.
    pub decide: u32,
    /// A leaf smith's agent turns (tool calls carry whole files).
    pub execute: u32,
    /// A parent smith's summary of its children.
    pub aggregate: u32,
    /// A parent's agent turns resolving a merge conflict.
    pub resolve: u32,
    /// The agent turns of a fix round after failing tests.
    pub fix: u32,
    /// The scan review's verdicts on a batch of findings.
    pub filter: u32,
}

impl Default for OutputTokens {
    fn default() -> Self {
        OutputTokens {
            default: 2048,
            triage: 512,
            draft: 2048,
            review: 1024,
            consolidate: 2048,
            decide: 1024,
            execute: 4096,
            aggregate: 2048,
            resolve: 4096,
            fix: 4096,
            filter: 2048,
        }
    }
}

impl OutputTokens {
    /// The cap for a call of `stage`.
    pub fn for_stage(&self, stage: &str) -> u32 {
        match stage {
            "triage" => self.triage,
            "draft" => self.draft,
            "review" => self.review,
            "consolidate" => self.consolidate,
            "decide" => self.decide,
            "execute" => self.execute,
            "aggregate" => self.aggregate,
            "resolve" => self.resolve,
            "fix" => self.fix,
            "filter" => self.filter,
            _ => self.default,
        }
    }

    /// Every entry, for range checks.
    pub fn entries(&self) -> [(&'static str, u32); 11] {
        [
            ("default", self.default),
            ("triage", self.triage),
            ("draft", self.draft),
            ("review", self.review),
            ("consolidate", self.consolidate),
            ("decide", self.decide),
            ("execute", self.execute),
            ("aggregate", self.aggregate),
            ("resolve", self.resolve),
            ("fix", self.fix),
            ("filter", self.filter),
        ]
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Network {
    /// Retries after the first attempt, on 429, 5xx, connection errors and timeouts.
    pub retries: u32,
    pub backoff_initial_ms: u64,
    pub backoff_max_ms: u64,
    pub connect_timeout_secs: u64,
    /// The longest one attempt may take, whatever its output cap.
    pub request_timeout_secs: u64,
    /// The slowest stream waited for: an attempt's deadline is 30 s plus its `max_tokens` at
    /// this rate, at most `request_timeout_secs`. A model seen writing slower (a stream cut at
    /// its deadline while still writing) is waited for at its own rate from then on.
    pub min_tokens_per_sec: u32,
    /// Longest silence allowed inside a streamed answer (and before its first byte).
    pub idle_timeout_secs: u64,
}

impl Default for Network {
    fn default() -> Self {
        Network {
            retries: 4,
            backoff_initial_ms: 500,
            backoff_max_ms: 30_000,
            connect_timeout_secs: 10,
            request_timeout_secs: 300,
            min_tokens_per_sec: 10,
            idle_timeout_secs: 60,
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CacheConfig {
    pub enabled: bool,
    /// Defaults to `.agent-smith/cache` in the repository.
    pub dir: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum CommandPolicy {
    Deny,
    #[default]
    Allowlist,
    Allow,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ToolsConfig {
    pub run_command: CommandPolicy,
    /// Command prefixes `run_command` may run under the allowlist policy (the test command is
    /// always allowed).
    pub allowlist: Vec<String>,
    pub command_timeout_secs: u64,
    pub output_cap_bytes: u64,
    /// `on`: every command and test a model wrote runs in the kernel sandbox (refused where the
    /// kernel cannot provide one); `off`: unconfined, at the user's own risk.
    pub sandbox: SandboxMode,
    /// `deny`: sandboxed commands have no network (only loopback); `allow`: they have the host's.
    pub network: NetworkPolicy,
    /// Namespaces (user, PID, mount, network) around sandboxed commands, where the kernel
    /// allows them; `false` keeps Landlock, seccomp and dropped capabilities only.
    pub sandbox_namespaces: bool,
    /// The oldest Landlock ABI accepted: below it, commands are refused (6 adds the scoping of
    /// signals and abstract sockets).
    pub sandbox_min_abi: u8,
    /// More paths sandboxed commands may read (`~/` is the home folder).
    pub sandbox_read: Vec<PathBuf>,
    /// More paths sandboxed commands may write.
    pub sandbox_write: Vec<PathBuf>,
    /// More paths sandboxed commands may not read (other projects, data folders).
    pub sandbox_hide: Vec<PathBuf>,
    /// Names of environment variables passed on to commands (the model keys never are).
    pub env: Vec<String>,
    /// Largest file a tool may write, in bytes.
    pub max_write_bytes: u64,
    /// `on`: smiths may ask the user a question (`ask_user`): asked on a terminal, or the run
    /// pauses until `agentsmith resume --answer`; `off` (CI): the tool is not offered.
    pub ask_user: SandboxMode,
}

impl Default for ToolsConfig {
    fn default() -> Self {
        ToolsConfig {
            run_command: CommandPolicy::Allowlist,
            allowlist: Vec::new(),
            command_timeout_secs: 300,
            output_cap_bytes: 64 * 1024,
            sandbox: SandboxMode::On,
            network: NetworkPolicy::Deny,
            sandbox_namespaces: true,
            sandbox_min_abi: 1,
            sandbox_read: Vec::new(),
            sandbox_write: Vec::new(),
            sandbox_hide: Vec::new(),
            env: Vec::new(),
            max_write_bytes: 1024 * 1024,
            ask_user: SandboxMode::On,
        }
    }
}

/// `tools.sandbox`, `tools.ask_user`: on or off. YAML 1.1 readers turn a bare `on`/`off` into a boolean: both are accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum SandboxMode {
    #[default]
    On,
    Off,
}

impl<'de> Deserialize<'de> for SandboxMode {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match Switch::deserialize(d)? {
            Switch::Bool(true) => Ok(SandboxMode::On),
            Switch::Bool(false) => Ok(SandboxMode::Off),
            Switch::Text(t) if t == "on" => Ok(SandboxMode::On),
            Switch::Text(t) if t == "off" => Ok(SandboxMode::Off),
            Switch::Text(t) => Err(serde::de::Error::invalid_value(serde::de::Unexpected::Str(&t), &"on or off")),
        }
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Switch {
    Bool(bool),
    Text(String),
}

/// `tools.network`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum NetworkPolicy {
    #[default]
    Deny,
    Allow,
}

/// `discussion:` (also written `debate:`): how the panel debates.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DiscussionConfig {
    pub max_rounds: u8,
    pub on_no_consensus: OnNoConsensus,
    /// `full`: every role reviews every round; `when-needed`: one reviewer first, and the panel
    /// only when it objects or is unsure.
    pub mode: DebateMode,
    /// Model aliases the panel's roles take in turn (a role's own `model:` wins); empty: every
    /// role on its own `model:` or the default model.
    pub models: Vec<String>,
    /// In `when-needed` mode, the confidence (0 to 1) the first reviewer's agreement needs for
    /// the panel not to be convened; a position without a confidence is unsure.
    pub min_confidence: f64,
}

impl Default for DiscussionConfig {
    fn default() -> Self {
        DiscussionConfig {
            max_rounds: 3,
            on_no_consensus: OnNoConsensus::Proceed,
            mode: DebateMode::Full,
            models: Vec::new(),
            min_confidence: 0.7,
        }
    }
}

/// `discussion.mode`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DebateMode {
    /// Every role reviews every round, until the panel agrees or the rounds run out.
    #[default]
    Full,
    /// One reviewer first; the panel is convened only when it objects or is unsure.
    WhenNeeded,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TriageMode {
    Rules,
    Hybrid,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TriageConfig {
    /// `rules` or `hybrid`; unset means hybrid when a model is configured, rules otherwise.
    pub mode: Option<TriageMode>,
}

/// Finding severities, most severe first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Critical,
    High,
    Medium,
    Low,
    Info,
}

impl Severity {
    pub const ALL: [Severity; 5] =
        [Severity::Critical, Severity::High, Severity::Medium, Severity::Low, Severity::Info];

    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Critical => "critical",
            Severity::High => "high",
            Severity::Medium => "medium",
            Severity::Low => "low",
            Severity::Info => "info",
        }
    }
}

/// How sure a detector is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Confidence {
    High,
    Medium,
    Low,
}

impl Confidence {
    pub fn as_str(self) -> &'static str {
        match self {
            Confidence::High => "high",
            Confidence::Medium => "medium",
            Confidence::Low => "low",
        }
    }
}

/// The least severe finding that fails a scan (`high`: high and critical ones), on the one
/// severity scale; `None` (written `none`): no finding does. `info` is not a threshold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FailOn(pub Option<Severity>);

impl FailOn {
    /// What the setting and `--fail-on` accept, in order.
    pub const NAMES: [&'static str; 5] = ["critical", "high", "medium", "low", "none"];

    /// Whether a finding of `severity` fails the scan.
    pub fn fails(self, severity: Severity) -> bool {
        self.0.is_some_and(|threshold| severity <= threshold)
    }

    /// As the user writes it: `high`, `none`.
    pub fn as_str(self) -> &'static str {
        self.0.map_or("none", Severity::as_str)
    }
}

impl Serialize for FailOn {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for FailOn {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<FailOn, D::Error> {
        let name = String::deserialize(d)?;
        let threshold = Severity::ALL.into_iter().find(|s| *s != Severity::Info && s.as_str() == name);
        match (threshold, name.as_str()) {
            (Some(s), _) => Ok(FailOn(Some(s))),
            (None, "none") => Ok(FailOn(None)),
            _ => Err(serde::de::Error::unknown_variant(&name, &FailOn::NAMES)),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ScanConfig {
    /// The panel reviews the findings with the model (as `--review`). Off by default: a scan
    /// sends nothing anywhere unless asked. A `model:` section in the project's configuration
    /// file (or a `--config` file) turns it on; a key or `AGENTSMITH_PROVIDER` in the
    /// environment alone does not.
    pub review: bool,
    pub fail_on: FailOn,
    /// Files larger than this are skipped (and reported as skipped).
    pub max_file_bytes: u64,
    /// Extra globs to leave out, on top of .gitignore (`--exclude` adds to them).
    pub exclude: Vec<String>,
    /// Only paths matching these globs are scanned (`--include` adds to them); empty: all.
    pub include: Vec<String>,
    /// The scanner's worker threads (CPU-bound; not `limits.jobs`, the model calls in flight);
    /// unset: one per core.
    pub jobs: Option<u32>,
    /// Other scanners' inline ignores count as suppressions: `gitleaks:allow` and `pragma:
    /// allowlist secret` for secrets, `nosec` (bandit, gosec) and `nosemgrep` for code rules.
    pub honour_foreign_ignores: bool,
}

impl Default for ScanConfig {
    fn default() -> Self {
        ScanConfig {
            review: false,
            fail_on: FailOn(Some(Severity::High)),
            max_file_bytes: 2 * 1024 * 1024,
            exclude: Vec::new(),
            include: Vec::new(),
            jobs: None,
            honour_foreign_ignores: true,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GithubConfig {
    pub api_url: String,
}

impl Default for GithubConfig {
    fn default() -> Self {
        GithubConfig { api_url: "https://api.github.com".into() }
    }
}

#[cfg(test)]
mod tests {
    use super::{FailOn, Severity};

    /// `fail_on` is a threshold on the one severity scale, written as before (`high`, `none`);
    /// `info` and anything else are refused with the names it takes.
    #[test]
    fn fail_on_is_a_threshold_on_the_severity_scale() {
        for name in FailOn::NAMES {
            let f: FailOn = serde_json::from_value(serde_json::Value::from(name)).unwrap();
            assert_eq!(f.as_str(), name);
            assert_eq!(serde_json::to_value(f).unwrap(), serde_json::Value::from(name));
        }
        let high = FailOn(Some(Severity::High));
        assert!(high.fails(Severity::Critical) && high.fails(Severity::High) && !high.fails(Severity::Medium));
        assert!(Severity::ALL.into_iter().all(|s| !FailOn(None).fails(s)));
        for bad in ["info", "HIGH", "severe"] {
            let e = serde_json::from_value::<FailOn>(serde_json::Value::from(bad)).unwrap_err().to_string();
            assert!(e.contains(&format!("unknown variant `{bad}`")) && e.contains("`none`"), "{e}");
        }
    }
}
