//! A finding: what was found, where, how sure we are, and a fingerprint that survives edits to
//! unrelated lines. Secrets are redacted before a finding is made, so no output can print one.

use serde::Serialize;

pub use crate::config::Severity;

/// How sure a detector is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, serde::Deserialize)]
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

/// Why a finding does not count against the scan.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Suppression {
    /// `agentsmith:ignore[RULE] reason` on the line or the line above.
    Inline { reason: String },
    /// The fingerprint is in the baseline file.
    Baseline { file: String },
    /// The review panel's false-positive filter rejected it, with a reason.
    Review { role: String, reason: String },
}

impl Suppression {
    pub fn justification(&self) -> String {
        match self {
            Suppression::Inline { reason } if reason.is_empty() => "inline agentsmith:ignore (no reason given)".into(),
            Suppression::Inline { reason } => reason.clone(),
            Suppression::Baseline { file } => format!("known finding, listed in baseline {file}"),
            Suppression::Review { role, reason } => format!("rejected by {role}: {reason}"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Finding {
    pub rule_id: String,
    /// The weakness family (`secret`, `sql-injection`, ...).
    pub family: String,
    pub title: String,
    pub severity: Severity,
    pub confidence: Confidence,
    pub cwe: String,
    /// Repository-relative, `/`-separated.
    pub path: String,
    pub start_line: usize,
    pub end_line: usize,
    /// The first line of the match, trimmed and shortened, with any secret redacted.
    pub snippet: String,
    /// More detail: the tainted source, the redacted secret's shape, ...
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    pub fingerprint: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suppression: Option<Suppression>,
}

/// Longest snippet kept, in characters.
const SNIPPET_CHARS: usize = 160;

/// A secret shown without giving it away: a few leading characters and its length.
pub fn redact(secret: &str) -> String {
    let n = secret.chars().count();
    let keep = if n >= 24 {
        4
    } else if n >= 12 {
        2
    } else {
        0
    };
    let head: String = secret.chars().take(keep).collect();
    format!("{head}****[{n} chars]")
}

/// `line` trimmed, with every secret replaced by its redacted form, and shortened.
pub fn snippet(line: &str, secrets: &[&str]) -> String {
    let mut s = line.trim().to_string();
    for secret in secrets.iter().filter(|s| !s.is_empty()) {
        s = s.replace(secret, &redact(secret));
        // A secret that runs past this line (a key block) still has its first line here.
        if let Some(first) = secret.lines().next().filter(|f| f.len() >= 8 && s.contains(*f)) {
            s = s.replace(first, &redact(first));
        }
    }
    if s.chars().count() > SNIPPET_CHARS {
        let cut: String = s.chars().take(SNIPPET_CHARS).collect();
        s = format!("{}…", cut.trim_end());
    }
    s
}

/// A fingerprint from what identifies the finding, not where it sits: rule, file, the matched
/// text (whitespace-normalised) and which occurrence of that text in the file it is.
pub fn fingerprint(rule_id: &str, path: &str, matched: &str, occurrence: usize) -> String {
    let normalized: String = matched.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut h = blake3::Hasher::new();
    for part in [rule_id, path, &normalized, &occurrence.to_string()] {
        h.update(part.as_bytes());
        h.update(&[0]);
    }
    h.finalize().to_hex()[..32].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redaction_keeps_little() {
        assert_eq!(redact("ghp_abcdefghijklmnopqrstuvwxyz0123456789"), "ghp_****[40 chars]");
        assert_eq!(redact("hunter2hunter2"), "hu****[14 chars]");
        assert_eq!(redact("short"), "****[5 chars]");
        let s = snippet(
            "  token = \"ghp_abcdefghijklmnopqrstuvwxyz0123456789\"  ",
            &["ghp_abcdefghijklmnopqrstuvwxyz0123456789"],
        );
        assert_eq!(s, "token = \"ghp_****[40 chars]\"");
    }

    #[test]
    fn fingerprint_ignores_position_and_spacing() {
        assert_eq!(fingerprint("r", "a.py", "x =  1", 0), fingerprint("r", "a.py", "x = 1", 0));
        assert_ne!(fingerprint("r", "a.py", "x = 1", 0), fingerprint("r", "a.py", "x = 1", 1));
        assert_ne!(fingerprint("r", "a.py", "x = 1", 0), fingerprint("r", "b.py", "x = 1", 0));
    }
}
