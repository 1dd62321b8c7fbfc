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

/// The review panel's work on a scan (`--review`): who sat on the panel and how its debate on
/// the investigation ended, what the smiths and the filter did to the findings, and what it spent.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Review {
    /// The panel and how its debate on the investigation plan ended (the plan's title
    /// included); `None` (`null`) when no debate was held. Its notes are the review's (`notes`).
    pub debate: Option<crate::debate::DebateSummary>,
    /// The investigation plan's steps as the smiths carried them out, and what the
    /// investigation's root did with the plan's split (`plan_steps`, `plan_split`).
    #[serde(flatten)]
    pub steps: crate::report::plan_steps::Steps,
    pub smiths: usize,
    /// Findings the smiths added (the rules missed them).
    pub added: usize,
    /// Rule findings a smith confirmed with evidence.
    pub confirmed: usize,
    /// Findings the filter reviewed, and those it rejected.
    pub reviewed: usize,
    pub filtered: usize,
    /// Suppressions the safety net refused, as `rule at path:line: why`.
    pub refused: Vec<String>,
    /// Findings left unreviewed (budget, failed calls); they stay in the report.
    pub unreviewed: usize,
    pub notes: Vec<String>,
    /// Every stage ran to its end with no failed call: nothing is left to continue.
    pub complete: bool,
    /// Ctrl-C stopped it.
    pub interrupted: bool,
    pub calls: u64,
    pub tokens: u64,
    pub cost: String,
    /// What the review spent against its worst case (the estimate `--dry-run` prints).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spend: Option<crate::spend::Against>,
}

/// A scan's report and what the review added to it: the scanner's [`ScanReport`] (findings,
/// skipped files; read through this as through the report itself) and the panel's [`Review`],
/// which the scanner knows nothing of.
#[derive(Debug, Clone)]
pub struct Scanned {
    pub scan: ScanReport,
    pub review: Option<Review>,
}

impl Scanned {
    /// A scan not reviewed (yet).
    pub fn new(scan: ScanReport) -> Scanned {
        Scanned { scan, review: None }
    }
}

impl std::ops::Deref for Scanned {
    type Target = ScanReport;
    fn deref(&self) -> &ScanReport {
        &self.scan
    }
}

impl std::ops::DerefMut for Scanned {
    fn deref_mut(&mut self) -> &mut ScanReport {
        &mut self.scan
    }
}

pub use markdown::markdown;
pub use sarif::sarif;

pub const TOOL: &str = "agentsmith";
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// What decides a scan's result: an unsuppressed finding at or above `fail_on`, or a file the
/// scan could not read (unless `--allow-unreadable`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    pub fail_on: FailOn,
    /// An unsuppressed finding is at or above `fail_on`.
    pub findings: bool,
    /// Files could not be read, and that fails the scan.
    pub unreadable: bool,
}

impl Verdict {
    /// A scan's result against `fail_on`; files it could not read fail it unless allowed
    /// (`--allow-unreadable`).
    pub fn of(result: &Scanned, fail_on: FailOn, allow_unreadable: bool) -> Verdict {
        Verdict {
            fail_on,
            findings: result.active().any(|f| fail_on.fails(f.severity)),
            unreadable: !allow_unreadable && result.unreadable().next().is_some(),
        }
    }

    pub fn failed(&self) -> bool {
        self.findings || self.unreadable
    }

    /// Why the scan failed, for people: "findings at or above --fail-on high; 1 file could not be
    /// read".
    fn why(&self, report: &Scanned) -> String {
        let mut why = Vec::new();
        if self.findings {
            why.push(format!("findings at or above --fail-on {}", self.fail_on.as_str()));
        }
        if self.unreadable {
            let n = report.unreadable().count();
            why.push(format!("{} could not be read", if n == 1 { "1 file".into() } else { format!("{n} files") }));
        }
        why.join("; ")
    }
}

/// Counts of unsuppressed findings per severity, most severe first.
pub fn counts(report: &Scanned) -> Vec<(Severity, usize)> {
    Severity::ALL.iter().map(|s| (*s, report.active().filter(|f| f.severity == *s).count())).collect()
}

#[derive(Serialize)]
struct JsonReport<'a> {
    tool: &'static str,
    version: &'static str,
    root: String,
    /// The folder every path is relative to: the repository's root.
    base: String,
    fail_on: FailOn,
    summary: Summary,
    findings: Vec<&'a Finding>,
    suppressed: Vec<&'a Finding>,
    skipped: &'a [Skipped],
    rules: Vec<JsonRule<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    review: Option<&'a Review>,
}

#[derive(Serialize)]
struct Summary {
    files_scanned: usize,
    bytes_scanned: u64,
    duration_ms: u64,
    findings: usize,
    suppressed: usize,
    skipped: usize,
    /// Of the skipped files, those that could not be read: the scan is incomplete.
    unreadable: usize,
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
pub fn json(report: &Scanned, rules: &[&RuleMeta], verdict: Verdict, out: &mut dyn FnMut(&str)) {
    let fired: std::collections::BTreeSet<&str> = report.findings.iter().map(|f| f.rule_id.as_str()).collect();
    let doc = JsonReport {
        tool: TOOL,
        version: VERSION,
        root: report.root.display().to_string(),
        base: report.base.display().to_string(),
        fail_on: verdict.fail_on,
        summary: Summary {
            files_scanned: report.files_scanned,
            bytes_scanned: report.bytes_scanned,
            duration_ms: report.duration_ms,
            findings: report.active().count(),
            suppressed: report.findings.len() - report.active().count(),
            skipped: report.skipped.len(),
            unreadable: report.unreadable().count(),
            by_severity: counts(report).into_iter().map(|(s, n)| (s.as_str(), n)).collect(),
            failed: verdict.failed(),
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
            out(&f.to_pretty_json().replace('\n', "\n    "));
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
    /// Every unsuppressed finding, not the first 10 high or critical ones, and every file
    /// skipped (`--all`, `-v`).
    pub all: bool,
}

/// The summary printed on the terminal.
pub fn summary(w: &mut dyn Write, report: &Scanned, written: &[String], verdict: Verdict, look: Look) {
    let _ = summary_inner(w, report, written, verdict, look);
}

fn summary_inner(
    w: &mut dyn Write,
    report: &Scanned,
    written: &[String],
    verdict: Verdict,
    look: Look,
) -> std::io::Result<()> {
    use crate::term::{paint, severity};
    let suppressed = report.findings.len() - report.active().count();
    if !look.quiet {
        scanned_line(w, report, look)?;
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
        review_lines(w, r)?;
    }
    findings_list(w, report, look)?;
    for path in written.iter().filter(|_| !look.quiet) {
        writeln!(w, "Wrote {path}")?;
    }
    if verdict.failed() {
        let word = paint(look.colour, crate::term::error(), "FAILED");
        writeln!(w, "Result: {word} ({})", verdict.why(report))
    } else {
        let word = paint(look.colour, anstyle::AnsiColor::Green.on_default(), "passed");
        writeln!(w, "Result: {word} (--fail-on {})", verdict.fail_on.as_str())
    }
}

/// "Scanned 12 files (3.4 KiB) in 5 ms; 3 skipped (2 binary file, 1 too large)." as semgrep
/// and gitleaks say it: the skipped files counted by reason, each named with `--all`/`-v` (the
/// reports always name them).
fn scanned_line(w: &mut dyn Write, report: &Scanned, look: Look) -> std::io::Result<()> {
    let mut by_reason: indexmap::IndexMap<&'static str, usize> = indexmap::IndexMap::new();
    for s in &report.skipped {
        *by_reason.entry(s.reason.kind()).or_default() += 1;
    }
    let reasons: Vec<String> = by_reason.iter().map(|(k, n)| format!("{n} {k}")).collect();
    let detail = if reasons.is_empty() { String::new() } else { format!(" ({})", reasons.join(", ")) };
    let hint = if report.skipped.is_empty() || look.all { "" } else { "; -v names them" };
    writeln!(
        w,
        "Scanned {} ({}) in {} ms; {} skipped{detail}{hint}.",
        files(report.files_scanned),
        human_bytes(report.bytes_scanned),
        report.duration_ms,
        report.skipped.len()
    )?;
    if look.all {
        for s in &report.skipped {
            writeln!(w, "  skipped {}: {}", s.path, s.reason.describe())?;
        }
    }
    writeln!(w)
}

fn review_lines(w: &mut dyn Write, r: &Review) -> std::io::Result<()> {
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
    writeln!(w)
}

/// The findings named on the terminal: the first 10 high or critical ones, or with `look.all`
/// every unsuppressed one, most severe first.
fn findings_list(w: &mut dyn Write, report: &Scanned, look: Look) -> std::io::Result<()> {
    use crate::term::{paint, severity};
    let mut shown: Vec<&Finding> = report.active().filter(|f| look.all || f.severity <= Severity::High).collect();
    shown.sort_by_key(|f| f.severity);
    let total = shown.len();
    if !look.all {
        shown.truncate(10);
    }
    for f in &shown {
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
    let more = total - shown.len();
    if more > 0 {
        writeln!(w, "  ... and {more} more high or critical findings (--all or -v lists every finding)")?;
    }
    if !shown.is_empty() {
        writeln!(w)?;
    }
    Ok(())
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
