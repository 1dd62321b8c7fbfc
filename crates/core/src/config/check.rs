//! Range and consistency checks of the resolved settings, each problem with what to do.

use super::{ModelConfig, Settings};
use crate::diag;

/// `(path, problem, what to do)`.
pub(super) type Problem = (String, String, String);

/// The problems found so far.
#[derive(Default)]
struct Problems(Vec<Problem>);

impl Problems {
    fn add(&mut self, path: impl Into<String>, problem: impl Into<String>, help: &str) {
        self.0.push((path.into(), problem.into(), help.to_string()));
    }

    /// `v` must be a whole number from `lo` to `hi`.
    fn range(&mut self, path: &str, v: u64, lo: u64, hi: u64, help: &str) {
        if !(lo..=hi).contains(&v) {
            self.add(path, format!("must be a whole number from {lo} to {hi}; it is {v}"), help);
        }
    }
}

/// Every problem of the settings, in settings order.
pub(super) fn check(s: &Settings) -> Vec<Problem> {
    let mut out = Problems::default();
    limits(s, &mut out);
    network_and_budget(s, &mut out);
    let models = std::iter::once(("model".to_string(), &s.model))
        .chain(s.models.iter().map(|(k, m)| (format!("models.{k}"), m)));
    for (prefix, m) in models {
        model(&prefix, m, &mut out);
    }
    for (name, p) in &s.prices {
        let ok = |v: f64| v.is_finite() && v >= 0.0;
        if !(ok(p.input_per_mtok)
            && ok(p.output_per_mtok)
            && p.cache_read_per_mtok.is_none_or(ok)
            && p.cache_write_per_mtok.is_none_or(ok))
        {
            out.add(
                format!("prices.{name}"),
                "has a negative or non-finite price",
                "give US dollars per million tokens, 0 or more",
            );
        }
    }
    discussion(s, &mut out);
    if let Some(c) = s.budget.max_cost_usd
        && !(c.is_finite() && c > 0.0)
    {
        out.add("budget.max_cost_usd", format!("is {c}"), "give a positive amount of US dollars");
    }
    out.0
}

/// The bounds of the tree, the panel and the requests in flight.
fn limits(s: &Settings, out: &mut Problems) {
    let l = &s.limits;
    out.range("limits.jobs", l.jobs.into(), 1, 64, "set between 1 and 64 requests in flight");
    if let Some(j) = s.scan.jobs {
        out.range("scan.jobs", j.into(), 1, 256, "give the scanner's worker threads, at least 1 (unset: one per core)");
    }
    let deepest = "the deepest level of a smith tree is 3 (the root is level 0)";
    out.range("limits.max_depth", l.max_depth.into(), 0, 3, deepest);
    out.range("limits.max_breadth", l.max_breadth.into(), 2, 5, "a smith splits its task into 2 to 5 parts");
    out.range("limits.max_turns", l.max_turns.into(), 1, 200, "set between 1 and 200 agent turns");
    out.range("limits.max_panel", l.max_panel.into(), 1, 5, "a panel has at most 5 roles");
    let rounds = "the debate runs at most 3 rounds; set 1, 2 or 3";
    out.range("discussion.max_rounds", s.discussion.max_rounds.into(), 1, 3, rounds);
}

/// The network's retries, rates and timeouts, and the output and wall-clock budgets.
fn network_and_budget(s: &Settings, out: &mut Problems) {
    let n = &s.network;
    out.range("network.retries", n.retries.into(), 0, 10, "set between 0 and 10 retries");
    let slowest = "give the slowest stream rate to wait for, in tokens per second";
    out.range("network.min_tokens_per_sec", n.min_tokens_per_sec.into(), 1, 10_000, slowest);
    for (stage, v) in s.budget.max_output_tokens.entries() {
        out.range(
            &format!("budget.max_output_tokens.{stage}"),
            v.into(),
            16,
            1_000_000,
            "give the most tokens a model may write in one answer, at least 16",
        );
    }
    let seconds = "give a number of seconds, at least 1";
    if let Some(w) = s.budget.max_wall_secs {
        out.range("budget.max_wall_secs", w, 1, 7 * 86_400, seconds);
    }
    for (path, v) in [
        ("network.connect_timeout_secs", n.connect_timeout_secs),
        ("network.request_timeout_secs", n.request_timeout_secs),
        ("network.idle_timeout_secs", n.idle_timeout_secs),
        ("tools.command_timeout_secs", s.tools.command_timeout_secs),
    ] {
        out.range(path, v, 1, 86_400, seconds);
    }
    if n.backoff_initial_ms > n.backoff_max_ms {
        out.add(
            "network.backoff_initial_ms",
            "is larger than `network.backoff_max_ms`",
            "lower it, or raise the maximum",
        );
    }
}

/// One model's settings (`prefix`: `model` or `models.<alias>`).
fn model(prefix: &str, m: &ModelConfig, out: &mut Problems) {
    if let Some(alias) = prefix.strip_prefix("models.")
        && (!diag::is_kebab_case(alias) || alias == "default")
    {
        out.add(prefix, "is not a usable alias name", "use a kebab-case name other than `default` (which is `model:`)");
    }
    if let Some(t) = m.temperature
        && !(0.0..=2.0).contains(&t)
    {
        let problem = format!("must be a number from 0 to 2; it is {t}");
        out.add(format!("{prefix}.temperature"), problem, "set a temperature between 0 and 2");
    }
    if m.max_tokens == Some(0) {
        out.add(format!("{prefix}.max_tokens"), "is 0", "set at least 1, or leave it out");
    }
    if let Some(j) = m.jobs
        && !(1..=64).contains(&j)
    {
        out.add(
            format!("{prefix}.jobs"),
            format!("must be a whole number from 1 to 64; it is {j}"),
            "set between 1 and 64 calls in flight to this model, or leave it out",
        );
    }
    if let Some(url) = &m.base_url
        && (!(url.starts_with("http://") || url.starts_with("https://")) || url.len() < 10)
    {
        out.add(
            format!("{prefix}.base_url"),
            format!("`{url}` is not an http(s) URL"),
            "give the endpoint's full URL, e.g. http://localhost:11434/v1",
        );
    }
    if let Some(var) = &m.api_key_env
        && (var.is_empty() || !var.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
    {
        out.add(
            format!("{prefix}.api_key_env"),
            format!("`{var}` is not an environment variable name"),
            "name the variable that holds the key, e.g. OPENAI_API_KEY",
        );
    }
}

/// The discussion's confidence and its models.
fn discussion(s: &Settings, out: &mut Problems) {
    let d = &s.discussion;
    if !(0.0..=1.0).contains(&d.min_confidence) {
        out.add(
            "discussion.min_confidence",
            format!("must be a number from 0 to 1; it is {}", d.min_confidence),
            "give the confidence the first reviewer needs, e.g. 0.7",
        );
    }
    for alias in &d.models {
        if alias != "default" && !s.models.contains_key(alias) {
            let known: Vec<&str> = std::iter::once("default").chain(s.models.keys().map(String::as_str)).collect();
            out.add(
                "discussion.models",
                format!("names `{alias}`, which is not a model alias (known: {})", known.join(", ")),
                "define it under `models:`, or leave it out",
            );
        }
    }
}
