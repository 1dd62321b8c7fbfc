//! `report_finding`: how a smith investigating code hands back a finding, typed and checked at
//! the call (the file exists, the lines are in it, the fields are valid), so a mistake goes back
//! to the model at once instead of into the report.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{Tool, ToolContext, ToolError, ToolSpec};
use crate::config::Severity;
use crate::llm::BoxFuture;
use crate::workspace::Place;

/// A finding as a smith reports it (one line of `outbox/findings.jsonl`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Reported {
    /// The rule whose finding this confirms, or empty for a finding the rules missed.
    #[serde(default)]
    pub rule_id: String,
    pub path: String,
    pub start_line: usize,
    pub end_line: usize,
    pub title: String,
    pub severity: Severity,
    /// 1 (a hunch) to 10 (proven).
    pub confidence: u8,
    pub cwe: String,
    pub evidence: String,
    pub fix: String,
}

/// The file smiths' findings are appended to, in their outbox.
pub const FINDINGS_FILE: &str = "findings.jsonl";

pub struct ReportFinding;

fn check(ctx: &ToolContext, args: Value) -> Result<Reported, ToolError> {
    let mut r: Reported = serde_json::from_value(args).map_err(|e| ToolError::Invalid(e.to_string()))?;
    let place = ctx.ws.resolve_in(&ctx.actor, &r.path, false, ctx.work.as_deref()).map_err(ToolError::Refused)?;
    // The path as the reports and the rule findings write it (`./a.py`, `b/../a.py` are `a.py`).
    let rel = if matches!(place, Place::Repo(_)) { ctx.readable(place.path())? } else { None };
    let Some(rel) = rel else {
        return Err(ToolError::Invalid("`path` must be a repository file, not one of your own folders".into()));
    };
    r.path = rel;
    let text = std::fs::read_to_string(place.path())
        .map_err(|e| ToolError::Invalid(format!("`path` {}: cannot read it ({e}); give a repository file", r.path)))?;
    let lines = text.lines().count().max(1);
    if r.start_line == 0 || r.end_line < r.start_line || r.end_line > lines {
        return Err(ToolError::Invalid(format!(
            "lines {}-{} are not in {} ({lines} lines); give 1-based start_line <= end_line <= {lines}",
            r.start_line, r.end_line, r.path
        )));
    }
    if !(1..=10).contains(&r.confidence) {
        return Err(ToolError::Invalid("`confidence` is 1 (a hunch) to 10 (proven)".into()));
    }
    let digits = r.cwe.strip_prefix("CWE-").unwrap_or("");
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(ToolError::Invalid(format!("`cwe` {:?}: write it as CWE-<number>, e.g. CWE-89", r.cwe)));
    }
    for (name, v, min) in [("title", &r.title, 5), ("evidence", &r.evidence, 20), ("fix", &r.fix, 5)] {
        if v.trim().chars().count() < min {
            return Err(ToolError::Invalid(format!("`{name}` is too short: say what you saw, citing the code")));
        }
    }
    Ok(r)
}

impl Tool for ReportFinding {
    fn spec(&self) -> ToolSpec {
        ToolSpec {
            name: "report_finding",
            // It changes nothing in the repository: it appends to the smith's own outbox.
            mutates: false,
            parameters: json!({
                "type": "object",
                "properties": {
                    "rule_id": { "type": "string" },
                    "path": { "type": "string" },
                    "start_line": { "type": "integer", "minimum": 1 },
                    "end_line": { "type": "integer", "minimum": 1 },
                    "title": { "type": "string" },
                    "severity": { "type": "string", "enum": ["critical", "high", "medium", "low", "info"] },
                    "confidence": { "type": "integer", "minimum": 1, "maximum": 10 },
                    "cwe": { "type": "string", "pattern": "^CWE-[0-9]+$" },
                    "evidence": { "type": "string" },
                    "fix": { "type": "string" }
                },
                "required": ["rule_id", "path", "start_line", "end_line", "title", "severity", "confidence", "cwe", "evidence", "fix"],
                "additionalProperties": false
            }),
            description: "Record one security finding you verified in the code: the file and lines, a title, severity, confidence 1-10, the CWE, the evidence (cite the code) and the fix. rule_id: the id of a listed finding's rule you confirm, or empty for one the rules missed.",
        }
    }
    fn call<'a>(&'a self, ctx: &'a ToolContext, args: Value) -> BoxFuture<'a, Result<String, ToolError>> {
        Box::pin(async move {
            let r = check(ctx, args)?;
            let file = ctx.ws.dir(&ctx.actor).join("outbox").join(FINDINGS_FILE);
            let mut text = std::fs::read_to_string(&file).unwrap_or_default();
            let line = serde_json::to_string(&r).map_err(|e| ToolError::Failed(e.to_string()))?;
            text.push_str(&line);
            text.push('\n');
            ctx.ws.engine_write(&file, &text).map_err(|e| ToolError::Failed(format!("cannot record it: {e}")))?;
            let n = text.lines().count();
            Ok(format!("recorded finding {n}: {} at {}:{}", r.title, r.path, r.start_line))
        })
    }
}

/// Every finding the smiths of a tree reported, with the smith that reported it.
pub fn collect(ws: &crate::workspace::Workspace) -> Vec<(String, Reported)> {
    let mut out = Vec::new();
    let mut stack = vec![crate::workspace::SmithId::root()];
    while let Some(id) = stack.pop() {
        let dir = ws.dir(&id);
        if let Ok(text) = std::fs::read_to_string(dir.join("outbox").join(FINDINGS_FILE)) {
            out.extend(
                text.lines().filter_map(|l| serde_json::from_str::<Reported>(l).ok()).map(|r| (id.0.clone(), r)),
            );
        }
        let n = std::fs::read_dir(dir.join("children")).map(|d| d.count()).unwrap_or(0);
        stack.extend((1..=n).rev().map(|i| id.child(i)));
    }
    out
}
