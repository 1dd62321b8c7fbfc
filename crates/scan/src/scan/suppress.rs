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

/// Whether `word` is a bandit or gosec test id (`B602`, `G204`): a code rule's `nosec_ids` list
/// them, and a `nosec` comment may.
pub fn is_nosec_id(word: &str) -> bool {
    word.len() == 4 && word.starts_with(['B', 'G']) && word[1..].bytes().all(|b| b.is_ascii_digit())
}

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

/// If the lines of a code finding of a rule with `nosec_ids` (its first line `line`, the one
/// above `above`, and every line of its span `span`) carry another scanner's inline ignore for
/// it, the reason to record. Bandit's and gosec's `nosec` on any line of the finding: bare, it
/// covers every code finding there; with test ids (`nosec B602`), the rules that list one of
/// them only (an id no rule lists covers nothing: we cannot tell which finding it reviewed).
/// Semgrep's `nosemgrep` on the finding's line or the line above, bare or with rule ids: its
/// rule ids name semgrep's rules, not ours, so it covers every code finding there.
pub fn foreign_code_marker(span: &[&str], line: &str, above: &str, nosec_ids: &[String]) -> Option<String> {
    for l in span {
        let Some(after) = comment_word(l, "nosec") else { continue };
        let ids: Vec<&str> = listed_ids(after).into_iter().filter(|w| is_nosec_id(w)).collect();
        let covered = ids.is_empty() || ids.iter().any(|id| nosec_ids.iter().any(|n| n == id));
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
    fn foreign_markers_cover_the_rules_that_list_their_ids() {
        let ids = |family: &str| -> Vec<String> {
            let listed: &[&str] = match family {
                "command-injection" => &["B602", "B607", "G204"],
                "ssrf" => &["G107"],
                _ => &[],
            };
            listed.iter().map(|s| s.to_string()).collect()
        };
        let one = |line: &str, family: &str| foreign_code_marker(&[line], line, "", &ids(family));
        let bare = one("os.system(cmd)  # nosec", "command-injection");
        assert_eq!(bare.as_deref(), Some("suppressed in source by `nosec` (bandit's and gosec's inline ignore)"));
        assert!(one("eval(x)  # nosec", "code-injection").is_some(), "bare: every code finding");
        assert!(one("os.system(cmd)  # nosec B602, B607", "command-injection").is_some());
        assert!(one("os.system(cmd)  # nosec: B602", "command-injection").is_some());
        assert_eq!(one("eval(x)  # nosec B602", "code-injection"), None, "code-injection rules do not list B602");
        assert_eq!(one("eval(x)  # nosec B999", "code-injection"), None, "an id no rule lists covers nothing");
        assert!(one("http.Get(u) // #nosec G107", "ssrf").is_some());
        assert!(one("x := 1 //nosec", "weak-random").is_some());
        assert_eq!(one("nosecurity = eval(x)  # nosecure", "code-injection"), None);
        assert_eq!(one("s = \"nosec\"", "code-injection"), None, "not in a comment");
        assert!(one("eval(x)  // nosemgrep: javascript.lang.security.eval", "code-injection").is_some());
        assert!(foreign_code_marker(&["eval(x)"], "eval(x)", "# nosemgrep", &ids("code-injection")).is_some());
        assert!(foreign_code_marker(&["a(", "  x)  # nosec"], "a(", "", &ids("xss")).is_some(), "any line of the span");
        assert_eq!(foreign_code_marker(&["eval(x)"], "eval(x)", "# nosec", &ids("code-injection")), None);
        assert_eq!(
            foreign_code_marker(&["eval(y)"], "eval(y)", "eval(x)  # nosemgrep", &ids("code-injection")),
            None,
            "the line above counts when it is a comment alone"
        );
    }
}
