//! SARIF 2.1.0: one run, the rules its results refer to with their descriptions and CWE tags,
//! every finding with its location, snippet, fingerprint and (when suppressed) its suppression
//! and justification; skipped files and an incomplete review as tool notifications.

use serde_json::{Value, json};

use super::Scanned;
use crate::config::Severity;
use crate::scan::finding::Suppression;
use crate::scan::secrets::RuleMeta;

use super::{TOOL, VERSION};

/// The base id of every location: the repository's root, by the name GitHub documents.
const SRCROOT: &str = "%SRCROOT%";

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Critical | Severity::High => "error",
        Severity::Medium => "warning",
        Severity::Low | Severity::Info => "note",
    }
}

/// The numeric score GitHub code scanning reads from `security-severity`.
fn security_severity(s: Severity) -> &'static str {
    match s {
        Severity::Critical => "9.5",
        Severity::High => "8.0",
        Severity::Medium => "5.5",
        Severity::Low => "3.0",
        Severity::Info => "0.5",
    }
}

/// Percent-encodes a relative path for a URI reference.
fn uri(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'/' | b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn pascal(id: &str) -> String {
    id.split(['-', '_'])
        .map(|p| {
            let mut c = p.chars();
            c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
        })
        .collect()
}

fn rule(r: &RuleMeta) -> Value {
    let cwe_num = r.cwe.trim_start_matches("CWE-");
    json!({
        "id": r.id,
        "name": pascal(&r.id),
        "shortDescription": { "text": r.title },
        "fullDescription": { "text": r.description },
        "help": {
            "text": format!("{}\n\nHow to fix: {}", r.description, r.fix),
            "markdown": format!("{}\n\n**How to fix:** {}\n\n[{}](https://cwe.mitre.org/data/definitions/{}.html)", r.description, r.fix, r.cwe, cwe_num),
        },
        "defaultConfiguration": { "level": level(r.severity) },
        "properties": {
            "tags": ["security", r.family, r.cwe, format!("external/cwe/cwe-{cwe_num}")],
            "security-severity": security_severity(r.severity),
            "precision": match r.confidence { crate::scan::finding::Confidence::High => "high", crate::scan::finding::Confidence::Medium => "medium", crate::scan::finding::Confidence::Low => "low" },
        },
    })
}

/// The SARIF log for a scan, handed to `out` a piece at a time (a result per piece). `rules` are
/// all the rules the scanner ran; the log describes those its results refer to (the whole
/// catalogue would make every log most of a megabyte, and writing it most of a small scan's time).
pub fn sarif(report: &Scanned, rules: &[&RuleMeta], out: &mut dyn FnMut(&str)) {
    let used: std::collections::HashSet<&str> = report.findings.iter().map(|f| f.rule_id.as_str()).collect();
    let rules: Vec<&RuleMeta> = rules.iter().copied().filter(|r| used.contains(r.id.as_str())).collect();
    let index: std::collections::HashMap<&str, usize> =
        rules.iter().enumerate().map(|(i, r)| (r.id.as_str(), i)).collect();
    // GitHub code scanning reads `uri` relative to the repository's root (it ignores
    // `originalUriBaseIds`): paths are the repository's, and the base says where that is.
    let mut root_uri = format!("file://{}", uri(&report.base.to_string_lossy().replace('\\', "/")));
    if !root_uri.ends_with('/') {
        root_uri.push('/');
    }
    // Results are serialised one at a time into the text: a tree of values for every result of
    // a large scan would take several times the size of the log.
    let result = |f: &crate::scan::finding::Finding| -> String {
        {
            let mut message = format!("{} ({}).", f.title, f.cwe);
            if let Some(d) = &f.detail {
                message.push(' ');
                message.push_str(d);
                message.push('.');
            }
            let mut result = json!({
                "ruleId": f.rule_id,
                "ruleIndex": index.get(f.rule_id.as_str()).copied().unwrap_or(0),
                "level": level(f.severity),
                "message": { "text": message },
                "locations": [{
                    "physicalLocation": {
                        "artifactLocation": { "uri": uri(&f.path), "uriBaseId": SRCROOT },
                        "region": { "startLine": f.start_line, "endLine": f.end_line, "snippet": { "text": f.snippet } },
                    }
                }],
                "partialFingerprints": { "agentsmith/v1": f.fingerprint },
                "properties": { "severity": f.severity.as_str(), "confidence": f.confidence.as_str(), "cwe": f.cwe },
            });
            if let Some(s) = &f.suppression {
                let kind = match s {
                    Suppression::Inline { .. } => "inSource",
                    Suppression::Baseline { .. } | Suppression::Review { .. } => "external",
                };
                result["suppressions"] =
                    json!([{ "kind": kind, "status": "accepted", "justification": s.justification() }]);
            }
            crate::scan::finding::compact_json(&result)
        }
    };
    let (notifications, complete) = notifications(report);
    let doc = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": {
                "name": TOOL,
                "version": VERSION,
                "semanticVersion": VERSION,
                "informationUri": "https://github.com/agentsmith/agentsmith",
                "rules": rules.iter().map(|r| rule(r)).collect::<Vec<_>>(),
            }},
            "originalUriBaseIds": { SRCROOT: { "uri": root_uri } },
            "invocations": [{ "executionSuccessful": complete, "toolExecutionNotifications": notifications }],
            "columnKind": "unicodeCodePoints",
            "results": [],
        }],
    });
    let text = serde_json::to_string_pretty(&doc).unwrap_or_default();
    // `results` is the run's last member: its empty array is the last one in the text.
    match text.rfind("\"results\": []") {
        Some(at) if !report.findings.is_empty() => {
            out(&text[..at]);
            out("\"results\": [");
            for (i, f) in report.findings.iter().enumerate() {
                out(if i == 0 { "\n        " } else { ",\n        " });
                out(&result(f));
            }
            out("\n      ]");
            out(&text[at + "\"results\": []".len()..]);
        }
        _ => out(&text),
    }
}

/// What was not reviewed, as tool notifications, and whether the review was complete. A file
/// left out by policy (binary, vendored, generated, too large, a link) is a note and leaves the
/// run successful; a file that could not be read, or a model review that did not finish (failed
/// calls, the budget, Ctrl-C), makes `executionSuccessful` false: the log is not the whole answer.
fn notifications(report: &Scanned) -> (Vec<Value>, bool) {
    use crate::scan::walk::SkipReason;
    let mut complete = true;
    let mut out: Vec<Value> = Vec::new();
    if let Some(r) = &report.review
        && (!r.complete || r.interrupted || r.unreviewed > 0)
    {
        complete = false;
        let mut text = String::from("the model review is incomplete");
        if r.interrupted {
            text.push_str(": interrupted (Ctrl-C)");
        }
        if r.unreviewed > 0 {
            text.push_str(&format!(
                "; {} finding{} not reviewed by the false-positive filter (kept as found)",
                r.unreviewed,
                if r.unreviewed == 1 { "" } else { "s" }
            ));
        }
        for n in &r.notes {
            text.push_str("; ");
            text.push_str(n);
        }
        text.push_str(". Run the same command again to continue the review.");
        out.push(json!({
            "level": "error",
            "descriptor": { "id": "review-incomplete" },
            "message": { "text": text },
        }));
    }
    for s in &report.skipped {
        let failed = matches!(s.reason, SkipReason::Unreadable { .. });
        if failed {
            complete = false;
        }
        out.push(json!({
            "level": if failed { "error" } else { "note" },
            "descriptor": { "id": if failed { "file-not-read" } else { "file-skipped" } },
            "message": { "text": format!("{}: {}", if failed { "not scanned" } else { "skipped" }, s.reason.describe()) },
            "locations": [{ "physicalLocation": { "artifactLocation": { "uri": uri(&s.path), "uriBaseId": SRCROOT } } }],
        }));
    }
    (out, complete)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::scan::Review as ReviewInfo;
    use crate::scan::ScanReport;
    use crate::scan::walk::{SkipReason, Skipped};

    fn report(skipped: Vec<Skipped>, review: Option<ReviewInfo>) -> Scanned {
        let scan = ScanReport {
            title: "Security scan".into(),
            root: std::path::PathBuf::from("."),
            base: std::path::PathBuf::from("/repo"),
            files_scanned: 1,
            bytes_scanned: 1,
            duration_ms: 1,
            findings: Vec::new(),
            skipped,
            scanned: Vec::new(),
            secrets: Default::default(),
            secret_lines: Default::default(),
        };
        Scanned { scan, review }
    }

    fn invocation(r: &Scanned) -> Value {
        let mut text = String::new();
        sarif(r, &[], &mut |s| text.push_str(s));
        let doc: Value = serde_json::from_str(&text).unwrap();
        doc["runs"][0]["invocations"][0].clone()
    }

    #[test]
    fn a_file_left_out_by_policy_is_a_note_and_an_unread_one_makes_the_run_unsuccessful() {
        let binary = Skipped { path: "a.png".into(), reason: SkipReason::Binary };
        let inv = invocation(&report(vec![binary.clone()], None));
        assert_eq!(inv["executionSuccessful"], true);
        assert_eq!(inv["toolExecutionNotifications"][0]["level"], "note");
        assert_eq!(inv["toolExecutionNotifications"][0]["message"]["text"], "skipped: binary file");
        let unread =
            Skipped { path: "locked.txt".into(), reason: SkipReason::Unreadable { error: "permission denied".into() } };
        let inv = invocation(&report(vec![binary, unread], None));
        assert_eq!(inv["executionSuccessful"], false);
        let n = &inv["toolExecutionNotifications"][1];
        assert_eq!(n["level"], "error");
        assert_eq!(n["message"]["text"], "not scanned: unreadable: permission denied");
        assert_eq!(n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], "locked.txt");
    }

    #[test]
    fn an_incomplete_review_says_what_was_not_reviewed() {
        let complete = ReviewInfo { complete: true, ..Default::default() };
        assert_eq!(invocation(&report(Vec::new(), Some(complete)))["executionSuccessful"], true);
        let failed = ReviewInfo {
            complete: false,
            unreviewed: 1,
            notes: vec!["the filter's call failed: HTTP 503".into()],
            ..Default::default()
        };
        let inv = invocation(&report(Vec::new(), Some(failed)));
        assert_eq!(inv["executionSuccessful"], false);
        assert_eq!(
            inv["toolExecutionNotifications"][0]["message"]["text"],
            "the model review is incomplete; 1 finding not reviewed by the false-positive filter (kept as found); \
             the filter's call failed: HTTP 503. Run the same command again to continue the review."
        );
    }
}
