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
}
