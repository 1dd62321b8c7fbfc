//! A finding: what was found, where, how sure we are, and a fingerprint that survives edits to
//! unrelated lines. Secrets are redacted before a finding is made, so no output can print one.

use serde::Serialize;

use crate::redact::Redactor;

pub use crate::config::Severity;

/// How sure a detector is (defined with the severities it goes with).
pub use crate::config::Confidence;

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
    /// Its rule's: what it holds of a secret.
    #[serde(skip)]
    pub secrecy: Secrecy,
}

impl Finding {
    /// The finding as pretty-printed JSON, as the reports list it. Serialised here, in the scanner
    /// crate, so that writing a large report runs code optimised like the scanner: the crates of
    /// the release profile's lower levels share their unoptimised copies of the JSON writer.
    pub fn to_pretty_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// A JSON value as compact text, for the reports' per-finding entries (see
/// [`Finding::to_pretty_json`] for why it is written here).
pub fn compact_json(value: &serde_json::Value) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// Longest snippet kept, in characters.
const SNIPPET_CHARS: usize = 160;

/// A secret shown without giving it away: a few leading characters and its length.
pub fn redact(secret: &str) -> String {
    crate::redact::mask_of(secret)
}

/// What a rule's findings hold of a secret.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Secrecy {
    #[default]
    None,
    /// A code rule's hard-coded key or password (its rule says `holds_secret: true`): the
    /// matched constant is masked in every output.
    InCode,
    /// A secret detector's: the finding is the secret. Its line is never shown to a reviewing
    /// model, and the secret scanners' markers (`gitleaks:allow`) apply to it.
    Detected,
}

impl Secrecy {
    pub fn holds_secret(self) -> bool {
        self != Secrecy::None
    }
}

/// `line` trimmed, with every secret `secrets` holds masked, then shortened. It is never cut
/// inside a word: the start of a secret running past the cut (one this redactor does not know,
/// found in another file) is dropped rather than shown.
pub fn snippet(line: &str, secrets: &Redactor) -> String {
    let s = secrets.mask(line.trim());
    let s = s.trim();
    let Some((cut, next)) = s.char_indices().nth(SNIPPET_CHARS).map(|(i, c)| (&s[..i], c)) else {
        return s.to_string();
    };
    let word = |c: char| {
        !(c.is_whitespace()
            || matches!(c, '"' | '\'' | '`' | ',' | ';' | '(' | ')' | '[' | ']' | '{' | '}' | '<' | '>' | '\\'))
    };
    let cut = if word(next) {
        match cut.char_indices().rev().find(|(_, c)| !word(*c)) {
            Some((i, c)) => &cut[..i + c.len_utf8()],
            None => "",
        }
    } else {
        cut
    };
    format!("{}…", cut.trim_end())
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
        let secrets = Redactor::with(["ghp_abcdefghijklmnopqrstuvwxyz0123456789"]);
        let s = snippet("  token = \"ghp_abcdefghijklmnopqrstuvwxyz0123456789\"  ", &secrets);
        assert_eq!(s, "token = \"ghp_****[40 chars]\"");
    }

    #[test]
    fn a_long_line_is_never_cut_inside_a_word() {
        let none = Redactor::new();
        let unknown = "Qm9vayBvZiBTZWNyZXRzOiBhIGxvbmcgb25lIHRoYXQgcnVucyBwYXN0IHRoZSBjdXQ";
        let line = format!("{} key = \"{unknown}\"", "x".repeat(120));
        let s = snippet(&line, &none);
        assert_eq!(s, format!("{} key = \"…", "x".repeat(120)));
        let short = "short line";
        assert_eq!(snippet(short, &none), short);
        let one_word = "y".repeat(200);
        assert_eq!(snippet(&one_word, &none), "…");
    }

    #[test]
    fn fingerprint_ignores_position_and_spacing() {
        assert_eq!(fingerprint("r", "a.py", "x =  1", 0), fingerprint("r", "a.py", "x = 1", 0));
        assert_ne!(fingerprint("r", "a.py", "x = 1", 0), fingerprint("r", "a.py", "x = 1", 1));
        assert_ne!(fingerprint("r", "a.py", "x = 1", 0), fingerprint("r", "b.py", "x = 1", 0));
    }
}
