//! The false-positive filter: every active finding, in batches per file, shown to the filter
//! role with its code around it (secrets masked); its verdicts are read as untrusted input and
//! applied, a rejection of a high or critical rule finding only when its reason cites the
//! finding's file and lines (the safety net).

use std::collections::BTreeMap;
use std::path::Path;

use regex::Regex;
use serde_json::{Value, json};

use super::{BATCH, REVIEW_RULE};
use crate::ask::{Answer, Problem};
use crate::catalog::Role;
use crate::config::Severity;
use crate::error::Error;
use crate::event::{EventKind, Origin};
use crate::llm::{ChatRequest, Gateway, Message, RequestMeta};
use crate::report::scan::{Review as ReviewInfo, Scanned};
use crate::scan::finding::{Finding, Secrecy, Suppression};
use crate::templates::Templates;
use crate::tools::Redactions;

/// The widest line span a reason may cite and still count as tied to a finding.
const MAX_CITED_SPAN: usize = 20;
/// The longest fix the filter may add to a finding, in characters.
const MAX_FIX: usize = 600;
/// Calls per batch: the first, and one more for the verdicts it left out.
const FILTER_ATTEMPTS: usize = 2;
/// Lines of code shown around a finding.
const CONTEXT_LINES: usize = 3;

/// The false-positive filter's answer for a batch: a verdict per finding.
#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
pub(super) struct FilterAnswer {
    verdicts: Vec<FilterVerdict>,
}

/// The filter's verdict on one finding.
#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
pub(super) struct FilterVerdict {
    /// The finding's id in the batch: `F12`.
    id: String,
    verdict: Keep,
    /// For a rejection or a new severity, citing the file and line.
    #[serde(default)]
    reason: String,
    /// A new severity, or empty to keep it.
    #[serde(default)]
    #[schemars(extend("enum" = ["critical", "high", "medium", "low", "info", ""]))]
    severity: String,
    /// How to fix it in this code, when kept.
    #[serde(default)]
    fix: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub(super) enum Keep {
    Keep,
    Reject,
}

impl Answer for FilterAnswer {
    const NAME: &'static str = "verdicts";
    fn schema() -> Value {
        crate::ask::strict_schema::<FilterAnswer>()
    }
    /// Every verdict that can be read; one that cannot (an unknown id form, `maybe`) is left
    /// out, and its finding is asked for again.
    fn read(text: &str) -> Result<FilterAnswer, Problem> {
        let v = crate::ask::extract_json(text)
            .ok_or_else(|| Problem::new("the answer holds no JSON object with `verdicts`", ""))?;
        let list = v
            .get("verdicts")
            .and_then(Value::as_array)
            .ok_or_else(|| Problem::new("the answer has no `verdicts` list", ""))?;
        let verdicts = list
            .iter()
            .filter_map(|item| {
                let mut item = item.clone();
                if let Some(k) = item.get("verdict").and_then(Value::as_str).map(str::to_ascii_lowercase) {
                    item["verdict"] = Value::String(k);
                }
                serde_json::from_value(item).ok()
            })
            .collect();
        Ok(FilterAnswer { verdicts })
    }
}

/// The active findings' indices, in batches of at most [`BATCH`], one file per batch where
/// possible (small files share one).
pub(super) fn batches(report: &Scanned) -> Vec<Vec<usize>> {
    let mut by_file: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, f) in report.findings.iter().enumerate().filter(|(_, f)| f.suppression.is_none()) {
        by_file.entry(f.path.as_str()).or_default().push(i);
    }
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut small: Vec<usize> = Vec::new();
    for (_, ids) in by_file {
        if ids.len() >= BATCH / 2 {
            out.extend(ids.chunks(BATCH).map(<[usize]>::to_vec));
        } else {
            if small.len() + ids.len() > BATCH {
                out.push(std::mem::take(&mut small));
            }
            small.extend(ids);
        }
    }
    if !small.is_empty() {
        out.push(small);
    }
    out
}

/// The code around a finding, numbered, with secret lines hidden and secrets masked.
pub(super) fn context_of(root: &Path, f: &Finding, redact: &Redactions) -> String {
    if f.secrecy == Secrecy::Detected {
        return String::new();
    }
    let Ok(text) = std::fs::read_to_string(root.join(&f.path)) else { return String::new() };
    let from = f.start_line.saturating_sub(CONTEXT_LINES).max(1);
    let to = f.end_line + CONTEXT_LINES;
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(n, _)| (from..=to).contains(n))
        .map(|(n, l)| {
            let shown = if redact.hides(&f.path, n) {
                "[line hidden: it holds a secret]".into()
            } else {
                redact.values.mask(l)
            };
            format!("{n:>5} | {shown}")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub(super) fn filter_request(
    templates: &Templates,
    role: &Role,
    subject: &str,
    report: &Scanned,
    batch: &[usize],
    redact: &Redactions,
    again: bool,
) -> Result<ChatRequest, Error> {
    let items: Vec<Value> = batch
        .iter()
        .filter_map(|&i| report.findings.get(i).map(|f| (i, f)))
        .map(|(i, f)| {
            // Findings of secrets show their own masked snippets; any other finding on a hidden
            // line shows none (its snippet is that line).
            let own = f.secrecy.holds_secret();
            let hidden = !own && (f.start_line..=f.end_line).any(|l| redact.hides(&f.path, l));
            let snippet = if hidden { "[a line holding a secret]".into() } else { redact.values.mask(&f.snippet) };
            json!({
                "id": format!("F{}", i + 1), "rule_id": f.rule_id, "title": f.title, "severity": f.severity.as_str(),
                "confidence": f.confidence.as_str(), "cwe": f.cwe, "path": f.path, "start_line": f.start_line, "end_line": f.end_line,
                "snippet": snippet, "detail": f.detail.as_deref().map(|d| redact.values.mask(d)), "context": context_of(&report.root, f, redact),
            })
        })
        .collect();
    let system = templates.render("review/filter-system.md.j2", json!({ "role": role.spec }))?;
    let user =
        templates.render("review/filter.md.j2", json!({ "subject": subject, "findings": items, "again": again }))?;
    Ok(ChatRequest::new(
        vec![Message::system(system), Message::user(user)],
        Some((FilterAnswer::NAME, FilterAnswer::schema())),
        RequestMeta { stage: "filter".into(), role: Some(role.name().to_string()), round: None, smith: None },
    ))
}

/// The filter reviews every active finding, batch by batch, all batches at once; a batch whose
/// answer leaves verdicts out is asked again once for them. Returns how many batches failed.
pub(super) async fn run_filter(
    gw: &Gateway,
    templates: &Templates,
    role: &Role,
    subject: &str,
    report: &mut Scanned,
    redact: &Redactions,
    info: &mut ReviewInfo,
) -> Result<usize, Error> {
    let mut pending = batches(report);
    let mut failed = 0;
    gw.events().emit(
        Origin::stage("filter").role(role.name()),
        EventKind::Notice {
            message: format!(
                "{} {} reviews {} in {}",
                role.spec.emoji,
                role.name(),
                crate::util::count(pending.iter().map(Vec::len).sum::<usize>(), "finding"),
                crate::util::count(pending.len(), "batch")
            ),
        },
    );
    // A verdict the filter leaves out (or an answer that is not the verdict list) is asked for
    // once more, with only the findings still open; after that they stay, unreviewed.
    for attempt in 0..FILTER_ATTEMPTS {
        let requests = pending
            .iter()
            .map(|b| filter_request(templates, role, subject, report, b, redact, attempt > 0))
            .collect::<Result<Vec<_>, _>>()?;
        let answers = futures::future::join_all(requests.into_iter().map(|r| gw.chat(None, r))).await;
        let last = attempt + 1 == FILTER_ATTEMPTS;
        let mut again = Vec::new();
        for (batch, answer) in pending.iter().zip(answers) {
            let verdicts = match answer {
                // An answer that is not the verdict list leaves every finding open: asked again.
                Ok(resp) => FilterAnswer::read(&resp.content).map(|a| a.verdicts).unwrap_or_default(),
                Err(e) => {
                    batch_failed(gw, batch.len(), &e, info);
                    failed += 1;
                    continue;
                }
            };
            let left = take_verdicts(report, batch, &verdicts, role.name(), info);
            match (left.is_empty(), last) {
                (true, _) => {}
                (false, true) => no_verdict(&left, info),
                (false, false) => again.push(left),
            }
        }
        pending = again;
        if pending.is_empty() {
            break;
        }
    }
    Ok(failed)
}

/// A review call of `n` findings failed (the gateway has already retried what is worth
/// retrying): they are kept unreviewed. A model that cannot be reached is said once for the
/// whole review, not per batch.
pub(super) fn batch_failed(gw: &Gateway, n: usize, e: &crate::llm::LlmError, info: &mut ReviewInfo) {
    if gw.unreachable().is_none() {
        info.notes.push(format!(
            "A review call failed ({e}); its {} {} kept unreviewed.",
            crate::util::count(n, "finding"),
            if n == 1 { "is" } else { "are" }
        ));
    }
    info.unreviewed += n;
}

/// Applies the filter's verdicts to the findings of `batch` (indices into the report);
/// returns the findings it gave no verdict for.
pub(super) fn take_verdicts(
    report: &mut Scanned,
    batch: &[usize],
    verdicts: &[FilterVerdict],
    role: &str,
    info: &mut ReviewInfo,
) -> Vec<usize> {
    let mut left = Vec::new();
    for &i in batch {
        let id = format!("F{}", i + 1);
        let Some(v) = verdicts.iter().find(|v| v.id == id) else {
            left.push(i);
            continue;
        };
        info.reviewed += 1;
        if let Some(f) = report.findings.get_mut(i) {
            apply(f, v, role, info);
        }
    }
    left
}

/// The findings the filter gave no verdict for, asked twice: kept, unreviewed.
pub(super) fn no_verdict(left: &[usize], info: &mut ReviewInfo) {
    let ids: Vec<String> = left.iter().map(|i| format!("F{}", i + 1)).collect();
    info.notes
        .push(format!("The filter gave no verdict for {} after being asked twice; kept unreviewed.", ids.join(", ")));
    info.unreviewed += left.len();
}

/// Adds a paragraph to a finding's detail (a confirmation, a re-rating, a fix).
pub(super) fn add_note(f: &mut Finding, note: String) {
    f.detail = Some(match &f.detail {
        Some(d) => format!("{}\n\n{note}", d.trim_end()),
        None => note,
    });
}

/// Applies one verdict to a finding, through the safety net.
pub(super) fn apply(f: &mut Finding, v: &FilterVerdict, role: &str, info: &mut ReviewInfo) {
    let reason = v.reason.trim().to_string();
    let guarded = f.rule_id != REVIEW_RULE && f.severity <= Severity::High;
    let refuse = |f: &Finding, info: &mut ReviewInfo, what: &str| {
        info.refused.push(format!(
            "`{}` at `{}:{}` ({}): {what} refused; the reason given: {}",
            f.rule_id,
            f.path,
            f.start_line,
            f.severity.as_str(),
            if reason.is_empty() { "(none)" } else { reason.as_str() }
        ));
    };
    match v.verdict {
        Keep::Reject => {
            if reason.is_empty() || (guarded && !tied(&reason, f)) {
                refuse(f, info, "suppression");
                return;
            }
            f.suppression = Some(Suppression::Review { role: role.to_string(), reason });
            info.filtered += 1;
        }
        Keep::Keep => {
            // The fix for this code, where the rule's advice is generic.
            let fix = Some(v.fix.trim()).filter(|x| x.chars().count() >= 10).map(|x| {
                let x: String = x.chars().take(MAX_FIX).collect();
                format!("Suggested fix ({role}): {x}")
            });
            if let Some(fix) = fix {
                add_note(f, fix);
            }
            let Some(sev) = Some(v.severity.trim())
                .filter(|s| !s.is_empty())
                .and_then(|s| serde_json::from_value::<Severity>(json!(s.to_ascii_lowercase())).ok())
            else {
                return;
            };
            if sev == f.severity {
                return;
            }
            if sev > f.severity && (reason.is_empty() || (guarded && !tied(&reason, f))) {
                refuse(f, info, "downgrade");
                return;
            }
            let note = format!("severity {} -> {} by {role}: {reason}", f.severity.as_str(), sev.as_str());
            add_note(f, note);
            f.severity = sev;
        }
    }
}

/// Whether a reason is tied to the finding: it names its file (its path, or its name not as
/// part of a longer name) and cites a line within two of the finding's lines, as `line N`,
/// `lines N-M` (a span of at most [`MAX_CITED_SPAN`]), `LN`, or `file:N` right after the name.
pub(super) fn tied(reason: &str, f: &Finding) -> bool {
    let name = f.path.rsplit('/').next().unwrap_or(&f.path);
    let file =
        format!(r"(?:^|[^\w.\-/])(?:[\w.\-]+/)*{}(?::(\d{{1,7}})(?:-(\d{{1,7}}))?)?(?:[^\w\-]|$)", regex::escape(name));
    let (Ok(file), Ok(lines)) =
        (Regex::new(&file), Regex::new(r"(?i)(?:\blines?\s+|\bL)(\d{1,7})(?:\s*(?:-|–|to|and)\s*(\d{1,7}))?\b"))
    else {
        return false;
    };
    let (lo, hi) = (f.start_line.saturating_sub(2), f.end_line + 2);
    let near = |c: &regex::Captures<'_>| {
        let Some(a) = c.get(1).and_then(|m| m.as_str().parse::<usize>().ok()) else { return false };
        let b: usize = c.get(2).and_then(|m| m.as_str().parse().ok()).unwrap_or(a);
        let (from, to) = (a.min(b), a.max(b));
        // A span as wide as a whole file ("lines 1-400") cites nothing in particular.
        to - from <= MAX_CITED_SPAN && from <= hi && to >= lo
    };
    let mut named = false;
    for c in file.captures_iter(reason) {
        named = true;
        if near(&c) {
            return true;
        }
    }
    named && lines.captures_iter(reason).any(|c| near(&c))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::finding::Confidence;

    #[test]
    fn the_filter_schema_and_a_lenient_reading() {
        let schema = FilterAnswer::schema();
        let item = &schema["properties"]["verdicts"]["items"];
        assert_eq!(item["required"], json!(["id", "verdict", "reason", "severity", "fix"]));
        assert_eq!(item["properties"]["verdict"]["enum"], json!(["keep", "reject"]));
        assert_eq!(item["properties"]["severity"]["enum"], json!(["critical", "high", "medium", "low", "info", ""]));
        let a = FilterAnswer::read(
            r#"{"verdicts": [{"id": "F1", "verdict": "REJECT", "reason": "x"}, {"id": "F2", "verdict": "maybe"}]}"#,
        )
        .unwrap();
        assert_eq!(a.verdicts.len(), 1, "the unreadable verdict is left out, to be asked again");
        assert_eq!(a.verdicts[0].verdict, Keep::Reject);
    }

    fn finding(path: &str, line: usize) -> Finding {
        Finding {
            rule_id: "py-sqli".into(),
            family: "sql-injection".into(),
            title: "SQL".into(),
            severity: Severity::High,
            confidence: Confidence::High,
            cwe: "CWE-89".into(),
            path: path.into(),
            start_line: line,
            end_line: line,
            snippet: String::new(),
            detail: None,
            fingerprint: String::new(),
            suppression: None,
            secrecy: Secrecy::None,
        }
    }

    #[test]
    fn reasons_tied_to_file_and_lines() {
        let f = finding("app/db.py", 42);
        assert!(tied("db.py line 42 binds the value as a parameter", &f));
        assert!(tied("app/db.py:41 casts it to int first", &f));
        assert!(tied("In db.py, lines 30-44 are only reached from tests", &f));
        assert!(!tied("probably a test", &f));
        assert!(!tied("db.py is only used in tests", &f));
        assert!(!tied("line 42 is fine", &f), "the file must be named");
        assert!(!tied("db.py line 90 guards it; CWE-42", &f));
        assert!(!tied("db.py lines 1-4000 are test code", &f), "a whole file is not a citation");
        assert!(!tied("db.py lines 1-9999999", &f));
        assert!(!tied("olddb.py line 42 is safe", &f), "another file's name");
        assert!(!tied("mydb.py:42 is safe", &f));
        assert!(!tied("db.py is behind http://localhost:42", &f), "a port is no line");
        assert!(tied("(db.py:43) the value is an int", &f));
        assert!(tied("`app/db.py` L41 checks it", &f));
    }

    #[test]
    fn the_safety_net() {
        let mut info = ReviewInfo::default();
        let mut f = finding("app/db.py", 42);
        apply(
            &mut f,
            &serde_json::from_value(
                json!({ "id": "F1", "verdict": "reject", "reason": "the framework handles it", "severity": "" }),
            )
            .unwrap(),
            "false-positive-filter",
            &mut info,
        );
        assert!(f.suppression.is_none() && info.refused.len() == 1);
        apply(
            &mut f,
            &serde_json::from_value(json!({ "id": "F1", "verdict": "keep", "reason": "meh", "severity": "low" }))
                .unwrap(),
            "false-positive-filter",
            &mut info,
        );
        assert_eq!(f.severity, Severity::High);
        apply(
            &mut f,
            &serde_json::from_value(json!({ "id": "F1", "verdict": "reject", "reason": "db.py line 42 passes a bound parameter", "severity": "" })).unwrap(),
            "false-positive-filter",
            &mut info,
        );
        assert!(matches!(f.suppression, Some(Suppression::Review { .. })));
        let mut low = finding("a.py", 3);
        low.severity = Severity::Low;
        apply(
            &mut low,
            &serde_json::from_value(json!({ "id": "F2", "verdict": "reject", "reason": "a fixture", "severity": "" }))
                .unwrap(),
            "r",
            &mut info,
        );
        assert!(low.suppression.is_some(), "below high a reason is enough");
    }
}
