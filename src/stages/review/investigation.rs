//! The investigation: read-only smiths carry the agreed plan out and report typed findings,
//! which are checked and merged into the scan's report.

use std::path::Path;

use serde_json::json;

use super::filter::add_note;
use super::{REVIEW_RULE, Scope};
use crate::error::Error;
use crate::job::RunRecord;
use crate::llm::Gateway;
use crate::report::scan::{Review as ReviewInfo, Scanned};
use crate::scan::finding::{Confidence, Finding, Secrecy, fingerprint, snippet};
use crate::smith::Workspace;
use crate::stages::tree::{TreeOptions, run_tree};
use crate::templates::Templates;
use crate::tools::Redactions;
use crate::tools::findings::{Reported, collect};

/// Read-only smiths carry the plan out and report findings; they are merged into the report.
pub(super) async fn investigate(
    Scope { env, config, setup, listed, redact }: Scope<'_>,
    report: &mut Scanned,
    plan: &crate::debate::Plan,
    gw: &Gateway,
    interrupt: &crate::console::Interrupt,
    info: &mut ReviewInfo,
) -> Result<Investigation, Error> {
    let ws = Workspace { repo: report.root.clone(), root: config.repo.join(".agent-smith").join("review") };
    if ws.root.exists() {
        std::fs::remove_dir_all(&ws.root).map_err(|e| Error::io(&ws.root, e))?;
    }
    let templates = Templates::new(&config.repo, config.user_dir.as_deref());
    let task = templates.render(
        "review/investigate.md.j2",
        json!({ "subject": setup.subject, "plan": plan.markdown().trim_end(), "findings": listed }),
    )?;
    let mut record =
        RunRecord::start("review", format!("Investigate {}", setup.subject), task, &config.settings, String::new());
    // The plan's steps are the investigation's first split.
    record.plan = Some(plan.clone());
    record.write(&ws)?;
    // Every smith, not only the root, confirms the rules' findings by their rule ids.
    let brief = format!(
        "A security review of {}: your tools only read. Record every weakness you verify with `report_finding` (confirm a listed finding by its rule_id; leave rule_id empty for one the rules missed). Lines that hold secrets are hidden from you on purpose.\n\nWhat the rules found:\n{}",
        setup.subject,
        listed.trim_end()
    );
    let opts = TreeOptions { brief, review: true, redact: Some(redact.clone()), ..TreeOptions::default() };
    let base_events = gw.events();
    crate::stages::tree::workspace_events(&base_events, &ws, gw);
    let ran = run_tree(gw, config, env, &ws, record, opts, interrupt).await;
    gw.set_events(base_events);
    let end = match ran? {
        None => Investigation::Interrupted,
        Some(s) if s.status == crate::smith::SmithStatus::Completed => Investigation::Completed,
        Some(_) => {
            info.notes.push(format!(
                "Not every smith completed its investigation; see {}.",
                ws.root.join("events.jsonl").display()
            ));
            Investigation::Incomplete
        }
    };
    info.smiths = crate::smith::read_tree(&ws).map_or(0, |t| count(&t));
    info.steps = crate::stages::plan_run::steps(&ws, Some(plan), None);
    merge_reported(report, collect(&ws), redact, info);
    for r in crate::smith::refusals(&ws) {
        info.notes.push(format!(
            "Refused to `{}` ({}, `{}`, {}): {}",
            r.smith,
            r.stage,
            r.tool,
            r.kind,
            r.reason.lines().next().unwrap_or("")
        ));
    }
    Ok(end)
}

/// How the investigation ended.
pub(super) enum Investigation {
    Completed,
    /// A smith failed (a model call, a limit): running the review again retries it.
    Incomplete,
    Interrupted,
}

/// The answers an unfinished review left in its cache.
pub(super) fn saved_answers(dir: &Path) -> usize {
    let Ok(shards) = std::fs::read_dir(dir) else {
        return 0;
    };
    shards.flatten().filter_map(|d| std::fs::read_dir(d.path()).ok()).map(|files| files.flatten().count()).sum()
}

pub(super) fn count(n: &crate::smith::TreeNode) -> usize {
    1 + n.children.iter().map(count).sum::<usize>()
}

/// Adds the smiths' findings: one that matches a rule finding (same file, overlapping lines,
/// the same rule or CWE) confirms it; the others are new.
pub(super) fn merge_reported(
    report: &mut Scanned,
    reported: Vec<(String, Reported)>,
    redact: &Redactions,
    info: &mut ReviewInfo,
) {
    let near = |f: &Finding, r: &Reported| {
        f.path == r.path && r.start_line <= f.end_line + 2 && f.start_line <= r.end_line + 2
    };
    let mut added: Vec<Finding> = Vec::new();
    for (smith, r) in reported {
        let confirms = report
            .findings
            .iter_mut()
            .find(|f| f.rule_id != REVIEW_RULE && near(f, &r) && (f.rule_id == r.rule_id || f.cwe == r.cwe));
        if let Some(f) = confirms {
            let note = format!("confirmed by {smith}: {}", r.evidence.trim());
            add_note(f, note);
            info.confirmed += 1;
            continue;
        }
        if added.iter().any(|f| near(f, &r) && f.cwe == r.cwe) {
            continue;
        }
        let line = std::fs::read_to_string(report.root.join(&r.path))
            .ok()
            .and_then(|t| t.lines().nth(r.start_line.saturating_sub(1)).map(str::to_string))
            .unwrap_or_default();
        let shown = if redact.hides(&r.path, r.start_line) {
            "[a line holding a secret]".to_string()
        } else {
            snippet(&line, &redact.values)
        };
        let confidence = match r.confidence {
            8..=10 => Confidence::High,
            5..=7 => Confidence::Medium,
            _ => Confidence::Low,
        };
        added.push(Finding {
            rule_id: REVIEW_RULE.into(),
            family: "review".into(),
            title: r.title.trim().to_string(),
            severity: r.severity,
            confidence,
            cwe: r.cwe.clone(),
            path: r.path.clone(),
            start_line: r.start_line,
            end_line: r.end_line,
            fingerprint: fingerprint(REVIEW_RULE, &r.path, &format!("{} {}", r.cwe, line.trim()), 0),
            snippet: shown,
            detail: Some(format!(
                "found by {smith} (confidence {}/10): {} How to fix: {}",
                r.confidence,
                r.evidence.trim(),
                r.fix.trim()
            )),
            suppression: None,
            secrecy: Secrecy::None,
        });
    }
    info.added = added.len();
    // Appended, so that the ids the panel and the smiths saw (F1, F2, ...) still name the same
    // findings for the filter; the report is put in order after it.
    report.findings.extend(added);
}
