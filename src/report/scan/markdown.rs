//! The Markdown report: a summary, findings grouped by severity with their snippet and how to fix
//! each rule, then suppressed findings and skipped files.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::config::Severity;
use crate::scan::finding::{Finding, Suppression};
use crate::scan::secrets::RuleMeta;

use super::{Review as ReviewInfo, Scanned};

use super::{VERSION, Verdict, counts, human_bytes};

fn fence(snippet: &str) -> String {
    // A snippet containing backticks gets a longer fence.
    let ticks = if snippet.contains("```") { "````" } else { "```" };
    format!("{ticks}\n{snippet}\n{ticks}")
}

pub fn markdown(report: &Scanned, rules: &[&RuleMeta], verdict: Verdict, out: &mut dyn FnMut(&str)) {
    let by_id: BTreeMap<&str, &&RuleMeta> = rules.iter().map(|r| (r.id.as_str(), r)).collect();
    let mut s = String::new();
    summary(&mut s, report, verdict);
    let suppressed: Vec<_> = report.findings.iter().filter(|f| f.suppression.is_some()).collect();
    let _ = writeln!(s, "| suppressed | {} |\n", suppressed.len());
    for sev in Severity::ALL {
        let list: Vec<_> = report.active().filter(|f| f.severity == sev).collect();
        if list.is_empty() {
            continue;
        }
        let _ = writeln!(s, "## {} ({})\n", crate::util::capitalised(sev.as_str()), list.len());
        for f in list {
            let _ = writeln!(s, "### {} — `{}:{}`\n", f.title, f.path, f.start_line);
            let _ = writeln!(s, "Rule `{}` · {} · confidence {}\n", f.rule_id, f.cwe, f.confidence.as_str());
            let _ = writeln!(s, "{}\n", fence(&f.snippet));
            if let Some(d) = &f.detail {
                let _ = writeln!(s, "{}\n", crate::util::capitalised(d));
            }
            if let Some(rule) = by_id.get(f.rule_id.as_str()) {
                let _ = writeln!(s, "**How to fix:** {}\n", rule.fix);
            }
            hand_over(&mut s, out);
        }
    }
    let (filtered, suppressed): (Vec<_>, Vec<_>) =
        suppressed.into_iter().partition(|f| matches!(f.suppression, Some(Suppression::Review { .. })));
    filtered_section(&mut s, &filtered, out);
    if let Some(r) = &report.review {
        review(&mut s, r);
    }
    suppressed_section(&mut s, &suppressed, out);
    if !report.skipped.is_empty() {
        let _ = writeln!(s, "## Skipped files ({})\n", report.skipped.len());
        let _ = writeln!(s, "| file | why |\n| --- | --- |");
        for k in &report.skipped {
            let _ = writeln!(s, "| `{}` | {} |", k.path, k.reason.describe());
        }
        let _ = writeln!(s);
    }
    if report.findings.is_empty() {
        let _ = writeln!(s, "No findings.\n");
    }
    out(&s);
}

/// The title, what was scanned and the result, the files that could not be read, and the
/// findings by severity (the table's last row, the suppressed ones, is the caller's).
fn summary(s: &mut String, report: &Scanned, verdict: Verdict) {
    let _ = writeln!(s, "# {} of `{}`\n", report.title, report.root.display());
    let result = if verdict.failed() { format!("**FAILED** ({})", verdict.why(report)) } else { "passed".into() };
    let _ = writeln!(
        s,
        "agentsmith {VERSION}, {}. {} scanned ({}), {} skipped. Result: {result} (`--fail-on {}`). Paths are relative to `{}`.\n",
        if report.review.is_some() { "deterministic detectors reviewed by a panel" } else { "deterministic detectors" },
        super::files(report.files_scanned),
        human_bytes(report.bytes_scanned),
        report.skipped.len(),
        verdict.fail_on.as_str(),
        report.base.display()
    );
    let unread: Vec<String> = report.unreadable().map(|u| format!("`{}` ({})", u.path, u.reason.error())).collect();
    if !unread.is_empty() {
        let _ = writeln!(
            s,
            "> **The scan is incomplete: {} could not be read**: {}. {}\n",
            if unread.len() == 1 { "1 file".to_string() } else { format!("{} files", unread.len()) },
            unread.join(", "),
            if verdict.unreadable {
                "This fails the scan; make them readable, leave them out with `--exclude`, or pass `--allow-unreadable`."
            } else {
                "`--allow-unreadable` was given: the result does not count them."
            }
        );
    }
    let _ = writeln!(s, "| severity | findings |\n| --- | ---: |");
    for (sev, n) in counts(report) {
        let _ = writeln!(s, "| {} | {n} |", sev.as_str());
    }
}

/// Why a suppressed finding is, as a table cell.
fn reason(f: &Finding) -> String {
    f.suppression.as_ref().map(|x| x.justification()).unwrap_or_default().replace('|', "\\|")
}

/// The findings the review panel's false-positive filter rejected, each with its reason.
fn filtered_section(s: &mut String, filtered: &[&Finding], out: &mut dyn FnMut(&str)) {
    if filtered.is_empty() {
        return;
    }
    let _ = writeln!(s, "## Filtered ({})\n", filtered.len());
    let _ = writeln!(
        s,
        "The review panel's false-positive filter rejected these, each with its reason; they stay in the SARIF log as suppressed results.\n"
    );
    let _ = writeln!(s, "| finding | severity | location | reason |\n| --- | --- | --- | --- |");
    for f in filtered {
        let (sev, why) = (f.severity.as_str(), reason(f));
        let _ = writeln!(s, "| {} (`{}`) | {sev} | `{}:{}` | {why} |", f.title, f.rule_id, f.path, f.start_line);
        hand_over(s, out);
    }
    let _ = writeln!(s);
}

/// The findings suppressed in the code or by a baseline, each with its reason.
fn suppressed_section(s: &mut String, suppressed: &[&Finding], out: &mut dyn FnMut(&str)) {
    if suppressed.is_empty() {
        return;
    }
    let _ = writeln!(s, "## Suppressed ({})\n", suppressed.len());
    let _ = writeln!(s, "| finding | location | reason |\n| --- | --- | --- |");
    for f in suppressed {
        let why = reason(f);
        let _ = writeln!(s, "| {} (`{}`) | `{}:{}` | {why} |", f.title, f.rule_id, f.path, f.start_line);
        hand_over(s, out);
    }
    let _ = writeln!(s);
}

/// Hands what `s` holds to `out` once it is large, between findings: a large scan's report is
/// never held whole.
fn hand_over(s: &mut String, out: &mut dyn FnMut(&str)) {
    if s.len() >= 1 << 16 {
        out(s);
        s.clear();
    }
}

fn review(s: &mut String, r: &ReviewInfo) {
    let _ = writeln!(s, "## Review panel\n");
    let (line, plan) = match &r.debate {
        Some(d) => {
            for seat in &d.panel {
                let _ = writeln!(s, "- {} {}: {}", seat.emoji, seat.role, seat.why);
            }
            (d.to_string(), d.plan.as_deref().filter(|p| !p.is_empty()))
        }
        None => (String::new(), None),
    };
    let _ = writeln!(s, "\n{line} Investigation plan: {}.\n", plan.unwrap_or("none"));
    let _ = writeln!(
        s,
        "{} investigated: {} the rules missed, {} confirmed. The filter reviewed {} and rejected {}; {} left unreviewed.\n",
        crate::util::count(r.smiths, "smith"),
        crate::util::count(r.added, "new finding"),
        crate::util::count(r.confirmed, "rule finding"),
        crate::util::count(r.reviewed, "finding"),
        r.filtered,
        r.unreviewed
    );
    let mut steps = String::new();
    r.steps.markdown(&mut steps, "### The plan's steps");
    if !steps.is_empty() {
        let _ = writeln!(s, "{}\n", steps.trim());
    }
    if !r.refused.is_empty() {
        let _ = writeln!(
            s,
            "The safety net kept these high or critical findings: the filter's reason to drop them did not cite their file and lines.\n"
        );
        for x in &r.refused {
            let _ = writeln!(s, "- {x}");
        }
        let _ = writeln!(s);
    }
    for n in &r.notes {
        let _ = writeln!(s, "> {n}\n");
    }
    let _ =
        writeln!(s, "Model usage: {}, {} tokens, cost {}.\n", crate::util::count(r.calls, "call"), r.tokens, r.cost);
    if let Some(a) = &r.spend {
        let _ = writeln!(s, "{}", a.markdown());
    }
}
