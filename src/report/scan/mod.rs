//! Scan reports: SARIF 2.1.0, Markdown, JSON, and the terminal summary.

mod markdown;
mod sarif;

use std::io::Write;

use serde::Serialize;

use crate::config::{FailOn, Severity};
use crate::scan::ScanReport;
use crate::scan::finding::Finding;
use crate::scan::secrets::RuleMeta;
use crate::scan::walk::Skipped;

pub use markdown::markdown;
pub use sarif::sarif;

pub const TOOL: &str = "agentsmith";
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Counts of unsuppressed findings per severity, most severe first.
pub fn counts(report: &ScanReport) -> Vec<(Severity, usize)> {
    Severity::ALL.iter().map(|s| (*s, report.active().filter(|f| f.severity == *s).count())).collect()
}

#[derive(Serialize)]
struct JsonReport<'a> {
    tool: &'static str,
    version: &'static str,
    root: String,
    fail_on: FailOn,
    summary: Summary,
    findings: Vec<&'a Finding>,
    suppressed: Vec<&'a Finding>,
    skipped: &'a [Skipped],
    rules: Vec<JsonRule<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    review: Option<&'a crate::scan::ReviewInfo>,
}

#[derive(Serialize)]
struct Summary {
    files_scanned: usize,
    bytes_scanned: u64,
    duration_ms: u64,
    findings: usize,
    suppressed: usize,
    skipped: usize,
    by_severity: indexmap::IndexMap<&'static str, usize>,
    failed: bool,
}

#[derive(Serialize)]
struct JsonRule<'a> {
    id: &'a str,
    title: &'a str,
    family: &'a str,
    severity: Severity,
    cwe: &'a str,
    fix: &'a str,
}

/// The JSON report: findings, suppressed findings, skipped files, and the rules that fired, handed
/// to `out` a piece at a time (a finding per piece): a large scan's report is never held whole.
pub fn json(report: &ScanReport, rules: &[&RuleMeta], fail_on: FailOn, failed: bool, out: &mut dyn FnMut(&str)) {
    let fired: std::collections::BTreeSet<&str> = report.findings.iter().map(|f| f.rule_id.as_str()).collect();
    let doc = JsonReport {
        tool: TOOL,
        version: VERSION,
        root: report.root.display().to_string(),
        fail_on,
        summary: Summary {
            files_scanned: report.files_scanned,
            bytes_scanned: report.bytes_scanned,
            duration_ms: report.duration_ms,
            findings: report.active().count(),
            suppressed: report.findings.len() - report.active().count(),
            skipped: report.skipped.len(),
            by_severity: counts(report).into_iter().map(|(s, n)| (s.as_str(), n)).collect(),
            failed,
        },
        findings: Vec::new(),
        suppressed: Vec::new(),
        skipped: &report.skipped,
        review: report.review.as_ref(),
        rules: rules
            .iter()
            .filter(|r| fired.contains(r.id.as_str()))
            .map(|r| JsonRule {
                id: &r.id,
                title: &r.title,
                family: &r.family,
                severity: r.severity,
                cwe: &r.cwe,
                fix: &r.fix,
            })
            .collect(),
    };
    let text = serde_json::to_string_pretty(&doc).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    // The two lists are left empty above and filled here, one finding at a time, each laid out
    // as the pretty printer lays out a member of a top-level array (newlines in pretty JSON are
    // only ever layout: a string's own newlines are escaped).
    let active: Vec<&Finding> = report.active().collect();
    let suppressed: Vec<&Finding> = report.findings.iter().filter(|f| f.suppression.is_some()).collect();
    let mut rest = text.as_str();
    for (key, list) in [("findings", active), ("suppressed", suppressed)] {
        let hole = format!("\"{key}\": []");
        let Some(at) = rest.find(&hole) else { continue };
        out(&rest[..at]);
        out(&hole[..hole.len() - 1]);
        for (i, f) in list.iter().enumerate() {
            out(if i == 0 { "\n    " } else { ",\n    " });
            out(&serde_json::to_string_pretty(f).unwrap_or_default().replace('\n', "\n    "));
        }
        out(if list.is_empty() { "]" } else { "\n  ]" });
        rest = &rest[at + hole.len()..];
    }
    out(rest);
}

/// How the summary looks: in colour (a terminal that wants it), and whether `-q` leaves out
/// the lines that are not results (the files scanned, the reports written).
#[derive(Debug, Clone, Copy, Default)]
pub struct Look {
    pub colour: bool,
    pub quiet: bool,
}

/// The summary printed on the terminal.
pub fn summary(w: &mut dyn Write, report: &ScanReport, written: &[String], fail_on: FailOn, failed: bool, look: Look) {
    let _ = summary_inner(w, report, written, fail_on, failed, look);
}

fn summary_inner(
    w: &mut dyn Write,
    report: &ScanReport,
    written: &[String],
    fail_on: FailOn,
    failed: bool,
    look: Look,
) -> std::io::Result<()> {
    use crate::term::{paint, severity};
    let suppressed = report.findings.len() - report.active().count();
    if !look.quiet {
        writeln!(
            w,
            "Scanned {} ({}) in {} ms; {} skipped.",
            files(report.files_scanned),
            human_bytes(report.bytes_scanned),
            report.duration_ms,
            report.skipped.len()
        )?;
        writeln!(w)?;
    }
    writeln!(w, "  severity    findings")?;
    writeln!(w, "  --------    --------")?;
    for (s, n) in counts(report) {
        let name = format!("{:<10}", s.as_str());
        writeln!(w, "  {}  {n:>8}", if n > 0 { paint(look.colour, severity(s.as_str()), &name) } else { name })?;
    }
    writeln!(w, "  {:<10}  {suppressed:>8}", "suppressed")?;
    writeln!(w)?;
    if let Some(r) = &report.review {
        writeln!(
            w,
            "Review panel: {}, {} confirmed, {} filtered of {} reviewed, {}; {}, cost {}.",
            crate::util::count(r.added, "new finding"),
            r.confirmed,
            r.filtered,
            r.reviewed,
            crate::util::count(r.refused.len(), "safety-net refusal"),
            crate::util::count(r.calls, "model call"),
            r.cost
        )?;
        for n in &r.notes {
            writeln!(w, "  {n}")?;
        }
        if let Some(a) = &r.spend {
            writeln!(w, "{}", a.line())?;
        }
        writeln!(w)?;
    }
    let mut serious: Vec<&Finding> = report.active().filter(|f| f.severity <= Severity::High).collect();
    serious.sort_by_key(|f| f.severity);
    let top: Vec<&Finding> = serious.into_iter().take(10).collect();
    for f in &top {
        writeln!(
            w,
            "  {} {}:{}  {} [{}]",
            paint(look.colour, severity(f.severity.as_str()), &format!("{:<8}", f.severity.as_str().to_uppercase())),
            f.path,
            f.start_line,
            f.title,
            f.rule_id
        )?;
    }
    let more = report.active().filter(|f| f.severity <= Severity::High).count().saturating_sub(top.len());
    if more > 0 {
        writeln!(w, "  ... and {more} more high or critical findings")?;
    }
    if !top.is_empty() {
        writeln!(w)?;
    }
    for path in written.iter().filter(|_| !look.quiet) {
        writeln!(w, "Wrote {path}")?;
    }
    let threshold = match fail_on {
        FailOn::None => "none".to_string(),
        other => serde_json::to_value(other).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default(),
    };
    if failed {
        let word = paint(look.colour, crate::term::error(), "FAILED");
        writeln!(w, "Result: {word} (findings at or above --fail-on {threshold})")
    } else {
        let word = paint(look.colour, anstyle::AnsiColor::Green.on_default(), "passed");
        writeln!(w, "Result: {word} (--fail-on {threshold})")
    }
}

pub(crate) fn human_bytes(n: u64) -> String {
    if n >= 1 << 20 {
        format!("{:.1} MiB", n as f64 / f64::from(1 << 20))
    } else {
        format!("{:.1} KiB", n as f64 / 1024.0)
    }
}

/// "1 file", "3 files".
pub(crate) fn files(n: usize) -> String {
    crate::util::count(n, "file")
}
