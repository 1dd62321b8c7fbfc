//! Suppressions: `agentsmith:ignore[RULE-ID] reason` comments, and baseline files of fingerprints.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::finding::Finding;

/// The marker, in any comment syntax: `# agentsmith:ignore[rule-a, rule-b] reason`.
const MARKER: &str = "agentsmith:ignore[";

/// If `line` carries an ignore marker naming `rule_id` (or `*`), the reason given.
pub fn inline_reason(line: &str, rule_id: &str) -> Option<String> {
    let start = line.find(MARKER)? + MARKER.len();
    let rest = &line[start..];
    let close = rest.find(']')?;
    let ids = &rest[..close];
    if !ids.split(',').map(str::trim).any(|id| id == rule_id || id == "*") {
        return None;
    }
    let reason = rest[close + 1..].trim().trim_end_matches("*/").trim_end_matches("-->").trim();
    Some(reason.to_string())
}

/// Markers other secret scanners use to allow a line; honoured for secret findings so a
/// repository that already reviewed them needs no second set of comments.
const FOREIGN_SECRET_MARKERS: &[&str] = &["gitleaks:allow", "pragma: allowlist secret", "pragma:allowlist secret"];

/// If `line` carries another scanner's allow marker, the reason to record.
pub fn foreign_secret_marker(line: &str) -> Option<String> {
    FOREIGN_SECRET_MARKERS.iter().find(|m| line.contains(*m)).map(|m| format!("allowed in source with `{m}`"))
}

/// Bandit's and gosec's test ids, by the families of our rules that report the same weakness:
/// `# nosec B602` suppresses our command-injection finding on its line. An id not listed here
/// suppresses nothing (we cannot tell which of our findings it reviewed).
const FOREIGN_IDS: &[(&[&str], &[&str])] = &[
    (&["B102", "B307", "B612"], &["code-injection"]),
    (&["B103", "G301", "G302", "G306", "G307"], &["file-permissions"]),
    (&["B104", "G102"], &["network-exposure"]),
    (&["B105", "B106", "B107", "G101"], &["hardcoded-credentials", "hardcoded-secret", "secrets"]),
    (&["B108", "B306"], &["insecure-temp-file"]),
    (&["B113", "G110", "G112", "G114"], &["denial-of-service"]),
    (&["B201"], &["debug-mode"]),
    (&["B202", "B310", "G111", "G304", "G305"], &["path-traversal"]),
    (&["B301", "B302", "B403", "B506", "B614"], &["deserialization"]),
    (
        &[
            "B303", "B304", "B305", "B324", "B413", "B505", "G401", "G403", "G405", "G406", "G501", "G502", "G503",
            "G504", "G505", "G506", "G507",
        ],
        &["weak-crypto"],
    ),
    (&["B311", "G404"], &["weak-random"]),
    (&["B312", "B321", "B401", "B402"], &["cleartext-transport"]),
    (&["B313", "B314", "B315", "B316", "B317", "B318", "B319", "B320"], &["xxe"]),
    (&["B405", "B406", "B407", "B408", "B409", "B410", "B411"], &["xxe"]),
    (&["B323", "B501"], &["tls-verification"]),
    (&["B502", "B503", "B504", "G402"], &["weak-tls", "tls", "tls-verification"]),
    (&["B507", "G106"], &["host-key-verification"]),
    (&["B601", "B602", "B603", "B604", "B605", "B606", "B607", "B609", "G204"], &["command-injection"]),
    (&["B608", "B610", "B611", "G201", "G202"], &["sql-injection"]),
    (&["B308", "B702", "B703", "B704", "G203"], &["xss"]),
    (&["B701"], &["xss", "template-injection"]),
    (&["G107"], &["ssrf"]),
];

/// Where a marker word stands in `line` as a comment's first word (after `#`, `//`, `/*`, `--`
/// or `<!--`, spaces allowed): the text after it. `nosecure` or `x_nosec` is not the marker.
fn comment_word<'a>(line: &'a str, word: &str) -> Option<&'a str> {
    let mut from = 0;
    while let Some(at) = line[from..].find(word).map(|i| i + from) {
        let after = &line[at + word.len()..];
        let before = line[..at].trim_end_matches([' ', '\t']);
        let opens = ["#", "//", "/*", "--", "<!--"].iter().any(|o| before.ends_with(o));
        let ends = !after.starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '-');
        if opens && ends {
            return Some(after);
        }
        from = at + word.len();
    }
    None
}

/// The ids a marker lists (`nosec B602, B607`, `nosemgrep: a.b.c`): the words up to the next
/// comment mark or the comment's end.
fn listed_ids(after: &str) -> Vec<&str> {
    let text = after.trim_start().strip_prefix(':').unwrap_or(after);
    let text = text.split(['#']).next().unwrap_or("").split("*/").next().unwrap_or("").split("-->").next();
    text.unwrap_or("").split([',', ' ', '\t']).map(str::trim).filter(|w| !w.is_empty()).collect()
}

/// If the lines of a code finding of `family` (its first line `line`, the one above `above`,
/// and every line of its span `span`) carry another scanner's inline ignore for it, the reason
/// to record. Bandit's and gosec's `nosec` on any line of the finding: bare, it covers every
/// code finding there; with test ids (`nosec B602`), those ids' weaknesses only (by family).
/// Semgrep's `nosemgrep` on the finding's line or the line above, bare or with rule ids: its
/// rule ids name semgrep's rules, not ours, so it covers every code finding there.
pub fn foreign_code_marker(span: &[&str], line: &str, above: &str, family: &str) -> Option<String> {
    for l in span {
        let Some(after) = comment_word(l, "nosec") else { continue };
        let ids: Vec<&str> = listed_ids(after)
            .into_iter()
            .filter(|w| w.len() == 4 && w.starts_with(['B', 'G']) && w[1..].bytes().all(|b| b.is_ascii_digit()))
            .collect();
        let covered = ids.is_empty()
            || ids
                .iter()
                .any(|id| FOREIGN_IDS.iter().any(|(list, families)| list.contains(id) && families.contains(&family)));
        if covered {
            let marker = if ids.is_empty() { "nosec".to_string() } else { format!("nosec {}", ids.join(", ")) };
            return Some(format!("suppressed in source by `{marker}` (bandit's and gosec's inline ignore)"));
        }
    }
    // The line above counts when it is a comment alone, not another statement's end.
    let alone = ["#", "//", "/*", "--", "<!--"].iter().any(|o| above.trim_start().starts_with(o));
    for l in [Some(line), alone.then_some(above)].into_iter().flatten() {
        if let Some(after) = comment_word(l, "nosemgrep") {
            let ids = listed_ids(after);
            let marker =
                if ids.is_empty() { "nosemgrep".to_string() } else { format!("nosemgrep: {}", ids.join(", ")) };
            return Some(format!("suppressed in source by `{marker}` (semgrep's inline ignore)"));
        }
    }
    None
}

/// A baseline file: the fingerprints of known findings.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Baseline {
    pub version: u32,
    pub findings: Vec<BaselineEntry>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BaselineEntry {
    pub fingerprint: String,
    pub rule_id: String,
    pub path: String,
}

#[derive(Debug, thiserror::Error)]
pub enum BaselineError {
    #[error("{}: cannot read baseline: {source}; check --baseline", path.display())]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{}: not a baseline file: {detail}; write one with --write-baseline", path.display())]
    Parse { path: PathBuf, detail: String },
    #[error("{}: cannot write baseline: {source}", path.display())]
    Write { path: PathBuf, source: std::io::Error },
}

impl Baseline {
    pub fn read(path: &Path) -> Result<Baseline, BaselineError> {
        let text =
            std::fs::read_to_string(path).map_err(|source| BaselineError::Read { path: path.to_path_buf(), source })?;
        let b: Baseline = serde_json::from_str(&text)
            .map_err(|e| BaselineError::Parse { path: path.to_path_buf(), detail: e.to_string() })?;
        if b.version != 1 {
            return Err(BaselineError::Parse {
                path: path.to_path_buf(),
                detail: format!("version {} is not supported (expected 1)", b.version),
            });
        }
        Ok(b)
    }

    pub fn from_findings(findings: &[Finding]) -> Baseline {
        let mut entries: Vec<BaselineEntry> = findings
            .iter()
            .filter(|f| f.suppression.is_none())
            .map(|f| BaselineEntry {
                fingerprint: f.fingerprint.clone(),
                rule_id: f.rule_id.clone(),
                path: f.path.clone(),
            })
            .collect();
        entries.sort_by(|a, b| (&a.path, &a.rule_id, &a.fingerprint).cmp(&(&b.path, &b.rule_id, &b.fingerprint)));
        Baseline { version: 1, findings: entries }
    }

    pub fn write(&self, path: &Path) -> Result<(), BaselineError> {
        let err = |source| BaselineError::Write { path: path.to_path_buf(), source };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(err)?;
        }
        let text = serde_json::to_string_pretty(self).map_err(|e| err(std::io::Error::other(e)))?;
        crate::util::write_atomic(path, format!("{text}\n").as_bytes()).map_err(err)
    }

    pub fn index(&self) -> HashMap<&str, &BaselineEntry> {
        self.findings.iter().map(|e| (e.fingerprint.as_str(), e)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers() {
        assert_eq!(
            inline_reason("x = 1  # agentsmith:ignore[python-eval] constant input", "python-eval").as_deref(),
            Some("constant input")
        );
        assert_eq!(inline_reason("// agentsmith:ignore[a, b]", "b").as_deref(), Some(""));
        assert_eq!(inline_reason("/* agentsmith:ignore[*] fixture */", "anything").as_deref(), Some("fixture"));
        assert_eq!(inline_reason("# agentsmith:ignore[other] x", "python-eval"), None);
        assert_eq!(inline_reason("# agentsmith:ignore[broken", "python-eval"), None);
    }

    #[test]
    fn foreign_markers_cover_their_own_family() {
        let one = |line: &str, family: &str| foreign_code_marker(&[line], line, "", family);
        let bare = one("os.system(cmd)  # nosec", "command-injection");
        assert_eq!(bare.as_deref(), Some("suppressed in source by `nosec` (bandit's and gosec's inline ignore)"));
        assert!(one("eval(x)  # nosec", "code-injection").is_some(), "bare: every code finding");
        assert!(one("os.system(cmd)  # nosec B602, B607", "command-injection").is_some());
        assert!(one("os.system(cmd)  # nosec: B602", "command-injection").is_some());
        assert_eq!(one("eval(x)  # nosec B602", "code-injection"), None, "B602 is command injection");
        assert_eq!(one("eval(x)  # nosec B999", "code-injection"), None, "an id we cannot map covers nothing");
        assert!(one("http.Get(u) // #nosec G107", "ssrf").is_some());
        assert!(one("x := 1 //nosec", "weak-random").is_some());
        assert_eq!(one("nosecurity = eval(x)  # nosecure", "code-injection"), None);
        assert_eq!(one("s = \"nosec\"", "code-injection"), None, "not in a comment");
        assert!(one("eval(x)  // nosemgrep: javascript.lang.security.eval", "code-injection").is_some());
        assert!(foreign_code_marker(&["eval(x)"], "eval(x)", "# nosemgrep", "code-injection").is_some());
        assert!(foreign_code_marker(&["a(", "  x)  # nosec"], "a(", "", "xss").is_some(), "any line of the span");
        assert_eq!(foreign_code_marker(&["eval(x)"], "eval(x)", "# nosec", "code-injection"), None);
        assert_eq!(
            foreign_code_marker(&["eval(y)"], "eval(y)", "eval(x)  # nosemgrep", "code-injection"),
            None,
            "the line above counts when it is a comment alone"
        );
    }
}
