//! The end of a scan, for security-scan and api-scan alike: the review by the panel when a
//! model is there, the reports in every format, the baseline, the summary and the exit status.

use std::io::Write;

use std::path::{Path, PathBuf};

use crate::config::Env;
use crate::console::Io;
use crate::error::{Error, exit};
use crate::report;
use crate::report::scan::Verdict;
use crate::scan::ScanError;
use crate::scan::suppress::Baseline;
use crate::util::write_atomic_with;

use super::Session;
use super::review::ReviewSetup;

/// A report's format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Format {
    Md,
    Json,
    Sarif,
}

/// Where a scan's reports go, as the command asked.
#[derive(Debug, Clone)]
pub(crate) struct Reports {
    pub formats: Vec<Format>,
    /// A folder, a file named for the one format, or `-` (stdout); `None`: the repository's
    /// `.agent-smith/results`.
    pub output: Option<PathBuf>,
    /// Every finding and every skipped file named on the terminal (`--all`, `-v`).
    pub all: bool,
    /// Findings whose fingerprints are in this file are suppressed.
    pub baseline: Option<PathBuf>,
    /// The fingerprints of this scan's findings are written to this file.
    pub write_baseline: Option<PathBuf>,
}

/// What the command asked of a scan's review beyond the settings (`scan.review` and the
/// debate's settings are in the configuration).
#[derive(Debug, Clone, Default)]
pub(crate) struct ReviewRequest {
    /// `--review`: asked on the command line (not only by the configuration).
    pub review: bool,
    /// `--no-model`: the rules alone, whatever else asks for the review.
    pub no_model: bool,
    /// The panel by name instead of triage (`--roles`).
    pub roles: Vec<String>,
    /// Show what the review would send; send nothing.
    pub dry_run: bool,
}

/// How a scan's review stage ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Reviewed {
    /// `--dry-run`: what the review would send was printed; nothing more to do.
    DryRun,
    /// No review was asked for (or `--no-model`): the rules' findings alone.
    Offline,
    /// The panel reviewed the findings (all of them, or what the budget and the calls allowed).
    Done,
    /// The model could not be reached at all: the findings are kept unreviewed, and the job
    /// failed (exit status 1). Says which model and why.
    Unreachable(String),
}

/// The note an interrupted scan leaves beside the reports of an earlier run, so they do not
/// look current; the next scan that writes reports there removes it. A note beside them, not
/// an edit inside them: SARIF and JSON readers (code scanning, CI) would choke on an edited
/// file, and a half-written report would be worse than an old one marked as old.
pub(crate) const INTERRUPTED_NOTE: &str = "INTERRUPTED.md";

/// The deterministic scan, its progress shown on a terminal (files done of all, files and MB
/// per second). Ctrl-C while it runs ends the process and says what was kept: the reports
/// of an earlier run get a note beside them ([`INTERRUPTED_NOTE`]).
pub(crate) fn run_scan(
    io: &Io,
    scanner: &crate::scan::Scanner,
    opts: &crate::scan::ScanOptions,
    targets: &[(Format, PathBuf)],
) -> Result<crate::scan::ScanReport, Error> {
    use std::sync::atomic::{AtomicU64, Ordering};
    let dirs: Vec<PathBuf> = {
        let mut d: Vec<PathBuf> = targets.iter().filter_map(|(_, p)| p.parent().map(Path::to_path_buf)).collect();
        d.dedup();
        d
    };
    let stale: Vec<String> =
        targets.iter().filter(|(_, p)| p.is_file()).map(|(_, p)| p.display().to_string()).collect();
    let started_at = crate::util::utc_now();
    io.interrupt.on_abort(move || {
        if stale.is_empty() {
            return "the scan stopped before it wrote its reports; nothing was kept. Run the same command again.".into();
        }
        let mut notes = Vec::new();
        for dir in &dirs {
            let note = dir.join(INTERRUPTED_NOTE);
            let text = format!(
                "# Interrupted\n\nA scan started at {started_at} was stopped (Ctrl-C) before it wrote its reports: \
                 the reports in this folder are from an earlier run. Run the scan again to replace them \
                 (this note goes when it does).\n"
            );
            if crate::util::write_atomic(&note, text.as_bytes()).is_ok() {
                notes.push(note.display().to_string());
            }
        }
        format!(
            "the scan stopped before it wrote its reports; {} from an earlier run (marked so in {}). Run the same command again.",
            if stale.len() == 1 { format!("{} is", stale[0]) } else { format!("{} are", stale.join(", ")) },
            if notes.is_empty() { "no note: the folder is not writable".to_string() } else { notes.join(", ") }
        )
    });
    let bar = io.live.bar(0);
    let clock = std::time::Instant::now();
    let (files, bytes) = (AtomicU64::new(0), AtomicU64::new(0));
    let tick = |t: crate::scan::ScanTick| {
        let Some(bar) = &bar else { return };
        match t {
            crate::scan::ScanTick::Found { files, .. } => bar.set_length(files as u64),
            crate::scan::ScanTick::Read { bytes: n } => {
                let f = files.fetch_add(1, Ordering::Relaxed) + 1;
                let b = bytes.fetch_add(n, Ordering::Relaxed) + n;
                bar.set_position(f);
                if f % 16 == 1 {
                    let s = clock.elapsed().as_secs_f64().max(1e-3);
                    bar.set_message(format!("{:.0} files/s, {:.1} MB/s", f as f64 / s, b as f64 / 1e6 / s));
                }
            }
        }
    };
    let result = tokio::task::block_in_place(|| crate::scan::scan_with(scanner, opts, &tick));
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    Ok(result?)
}

/// The scan's end as an event: how many files, how many findings (suppressed ones included).
pub(crate) fn scanned(io: &Io, report: &crate::report::scan::Scanned) {
    io.events.emit(
        crate::event::Origin::stage("scan"),
        crate::event::EventKind::ScanFinished { files: report.files_scanned, findings: report.findings.len() },
    );
}

/// The review stage of a scan, when [`reviewing`] said so; `--dry-run` shows what it would
/// send, with or without a model.
pub(crate) async fn review(
    session: &Session,
    env: &Env,
    report: &mut crate::report::scan::Scanned,
    (category, subject): (&str, String),
    (r, reviewing): (&ReviewRequest, bool),
    io: &mut Io,
) -> Result<Reviewed, Error> {
    if !reviewing && !r.dry_run {
        return Ok(Reviewed::Offline);
    }
    let setup = ReviewSetup { category, subject, roles: &r.roles, dry_run: r.dry_run, investigate: true };
    Ok(match super::review::review(session, env, report, setup, io).await? {
        super::review::Ended::DryRun => Reviewed::DryRun,
        super::review::Ended::Done => Reviewed::Done,
        super::review::Ended::Unreachable(why) => Reviewed::Unreachable(why),
    })
}

/// Whether the scan's findings go to the model, decided before the scan starts, so that a
/// mistake costs no scan: only when asked (`--review`, `scan.review`, or a `model:` section in
/// the project's configuration), never with `--no-model` or `--dry-run`, and with a usable (and,
/// under a cost limit, priced) model. Not asked for: one note when a model is there, so that a
/// key in the environment never sends code anywhere by itself. Asked for by `--review` with no
/// usable model: an error (2). Asked for by the configuration while the model's key is missing
/// from the environment (a fork's pull request in CI): a warning, and the scan stays offline.
pub(crate) fn reviewing(session: &Session, r: &ReviewRequest, io: &mut Io) -> Result<bool, Error> {
    if r.no_model && r.dry_run {
        return Err(Error::Usage("--dry-run shows what the review panel would be sent; drop --no-model".into()));
    }
    if r.no_model || r.dry_run {
        return Ok(false);
    }
    let config = &session.config;
    let replay = session.replaying();
    let model = config.model(None);
    if !config.settings.scan.review {
        if !io.quiet && (model.is_ok() || replay) {
            let which =
                model.as_ref().map_or_else(|_| "the --replay recording".to_string(), |m| format!("`{}`", m.name));
            let _ = writeln!(
                io.err,
                "note: the scan stayed offline: add --review to have the panel review the findings with the configured model ({which})"
            );
        }
        return Ok(false);
    }
    match model {
        Ok(_) => {}
        Err(_) if replay => {}
        Err(e @ crate::config::ModelError::MissingKey { .. }) if !r.review => {
            let by = match config.source("scan.review") {
                crate::config::Source::Derived { reason } => reason,
                other => other.to_string(),
            };
            let _ =
                writeln!(io.err, "warning: no review: {e} (the review was asked for by {by}); the scan stayed offline");
            return Ok(false);
        }
        Err(e) => return Err(e.into()),
    }
    super::priced(config)?;
    Ok(true)
}

/// The terminal summary, masked through the scan's secrets. `all`: every finding and every
/// skipped file named (`--all`, `-v`).
pub(crate) fn summary(
    io: &mut Io,
    result: &crate::report::scan::Scanned,
    written: &[String],
    verdict: Verdict,
    all: bool,
) {
    let mut text = Vec::new();
    let look = report::scan::Look { colour: io.colour.out, quiet: io.quiet, all };
    report::scan::summary(&mut text, result, written, verdict, look);
    let _ = io.out.write_all(result.secrets.mask(&String::from_utf8_lossy(&text)).as_bytes());
}

/// Each file the scan could not read, named on stderr whatever else is shown (`-q` too): an
/// error when it fails the scan, a warning with `--allow-unreadable`.
pub(crate) fn unreadable(io: &mut Io, result: &crate::report::scan::Scanned, verdict: Verdict) {
    let unread: Vec<&crate::scan::walk::Skipped> = result.unreadable().collect();
    if unread.is_empty() {
        return;
    }
    let n = if unread.len() == 1 { "1 file".to_string() } else { format!("{} files", unread.len()) };
    let (label, style, then) = if verdict.unreadable {
        (
            "error:",
            crate::term::error(),
            "the scan is incomplete and fails (exit 1); make them readable, leave them out with --exclude, or pass --allow-unreadable",
        )
    } else {
        (
            "warning:",
            crate::term::warning(),
            "the scan is incomplete (--allow-unreadable: the result does not count them)",
        )
    };
    let mut text = format!("{} {n} could not be read: {then}\n", crate::term::paint(io.colour.err, style, label));
    for u in unread {
        text.push_str(&format!("  {}: {}\n", u.path, u.reason.error()));
    }
    let _ = io.err.write_all(result.secrets.mask(&text).as_bytes());
}

/// Each finding of the scan as an event (`--events jsonl` carries them), in the reports' order,
/// masked as the reports are.
pub(crate) fn finding_events(io: &Io, result: &crate::report::scan::Scanned) {
    let mask = |t: &str| result.secrets.mask(t).into_owned();
    for f in &result.findings {
        io.events.emit(
            crate::event::Origin::stage("scan"),
            crate::event::EventKind::Finding {
                rule_id: f.rule_id.clone(),
                title: mask(&f.title),
                severity: f.severity,
                confidence: f.confidence,
                cwe: f.cwe.clone(),
                path: f.path.clone(),
                start_line: f.start_line,
                end_line: f.end_line,
                snippet: mask(&f.snippet),
                detail: f.detail.as_deref().map(mask),
                fingerprint: f.fingerprint.clone(),
                suppressed: f.suppression.as_ref().map(|s| mask(&s.justification())),
            },
        );
    }
}

/// The exit status of a scan: 130 when Ctrl-C stopped its review; 1 when the model it was asked
/// to review with could not be reached (the job failed, as for every command), or when it failed
/// (findings at or above --fail-on, or files it could not read); else 0.
pub(crate) fn exit_status(
    result: &crate::report::scan::Scanned,
    verdict: Verdict,
    reviewed: &Reviewed,
    io: &mut Io,
) -> u8 {
    if result.review.as_ref().is_some_and(|r| r.interrupted) {
        let _ = writeln!(
            io.err,
            "interrupted: the reports hold what was reviewed so far; run the same command again to continue the review"
        );
        return exit::INTERRUPTED;
    }
    if let Reviewed::Unreachable(why) = reviewed {
        let _ = writeln!(io.err, "error: the review failed: {why}; the reports hold the rules' findings, unreviewed");
        return exit::FAILED;
    }
    if verdict.failed() { exit::FAILED } else { exit::OK }
}

/// `--write-baseline`: the fingerprints of the scan's findings.
pub(crate) fn write_baseline(
    args: &Reports,
    result: &crate::report::scan::Scanned,
    written: &mut Vec<String>,
) -> Result<(), Error> {
    if let Some(path) = &args.write_baseline {
        Baseline::from_findings(&result.findings).write(path).map_err(ScanError::from)?;
        written.push(format!("{} (baseline, {} fingerprints)", path.display(), result.active().count()));
    }
    Ok(())
}

/// Writes each report; returns the paths written.
pub(crate) fn write_reports(
    targets: &[(Format, PathBuf)],
    result: &crate::report::scan::Scanned,
    rules: &[&crate::scan::secrets::RuleMeta],
    verdict: Verdict,
) -> Result<Vec<String>, Error> {
    let mut written = Vec::new();
    for (format, path) in targets {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            crate::smith::create_state_dir(dir)
                .map_err(|source| ScanError::Write { path: dir.to_path_buf(), source })?;
        }
        write_atomic_with(path, |w| write_report(w, *format, result, rules, verdict))
            .map_err(|source| ScanError::Write { path: path.clone(), source })?;
        if let Some(dir) = path.parent() {
            // These reports are current again: an earlier interrupted run's note goes.
            let _ = std::fs::remove_file(dir.join(INTERRUPTED_NOTE));
        }
        written.push(path.display().to_string());
    }
    Ok(written)
}

/// One report in `format` into `w`, a piece at a time (a finding per piece), never held whole.
pub(crate) fn write_report(
    w: &mut dyn Write,
    format: Format,
    result: &crate::report::scan::Scanned,
    rules: &[&crate::scan::secrets::RuleMeta],
    verdict: Verdict,
) -> std::io::Result<()> {
    let mut failure = None;
    let mut put = |piece: &str| {
        if failure.is_none() {
            // The last pass: nothing the scan found secret leaves in a report, whatever put it
            // there. A secret sits inside one piece: pieces end between findings.
            failure = w.write_all(result.secrets.mask(piece).as_bytes()).err();
        }
    };
    match format {
        Format::Sarif => report::scan::sarif(result, rules, &mut put),
        Format::Md => report::scan::markdown(result, rules, verdict, &mut put),
        Format::Json => report::scan::json(result, rules, verdict, &mut put),
    }
    failure.map_or(Ok(()), Err)
}

/// Where the reports go: files, or with `--output -` the one format on stdout (the stream).
pub(crate) struct Outputs {
    pub files: Vec<(Format, PathBuf)>,
    pub stdout: Option<(Format, crate::console::Stream)>,
    /// Every finding and every skipped file named on the terminal (`--all`, `-v`).
    pub list_all: bool,
}

/// Resolves `--output` and `--format`. `--output -` takes exactly one format; stdout is then
/// the report's alone: from here on everything else the command writes (the summary too)
/// goes to stderr.
pub(crate) fn outputs(args: &Reports, repo: &Path, io: &mut Io) -> Result<Outputs, Error> {
    let mut formats = args.formats.clone();
    formats.dedup();
    let list_all = args.all;
    if args.output.as_deref() != Some(Path::new("-")) {
        let files = targets(&output_dir(args.output.as_deref(), repo), &formats)?;
        return Ok(Outputs { files, stdout: None, list_all });
    }
    match formats.as_slice() {
        [one] => {
            let stdout = std::mem::replace(&mut io.out, io.err.clone());
            io.colour.out = io.colour.err;
            Ok(Outputs { files: Vec::new(), stdout: Some((*one, stdout)), list_all })
        }
        _ => Err(Error::Usage("--output - writes one report to stdout: give one --format (json, sarif or md)".into())),
    }
}

/// The end of a scan after its review: every finding as an event, the reports, the baseline,
/// the summary (on stderr when the report is on stdout), the unread files and the exit status.
pub(crate) fn finish(
    io: &mut Io,
    args: &Reports,
    result: &crate::report::scan::Scanned,
    rules: &[&crate::scan::secrets::RuleMeta],
    outputs: &Outputs,
    verdict: Verdict,
    reviewed: &Reviewed,
) -> Result<u8, Error> {
    finding_events(io, result);
    let mut written = write_reports(&outputs.files, result, rules, verdict)?;
    if let Some((format, stdout)) = &outputs.stdout {
        write_report(&mut stdout.clone(), *format, result, rules, verdict)
            .map_err(|source| ScanError::Write { path: PathBuf::from("-"), source })?;
    }
    write_baseline(args, result, &mut written)?;
    summary(io, result, &written, verdict, outputs.list_all);
    unreadable(io, result, verdict);
    Ok(exit_status(result, verdict, reviewed, io))
}

/// Where each format is written. `--output` is a folder; as a convenience, with one format it
/// may name the file itself (`--format sarif --output scan.sarif`).
/// Where reports go unless `--output` says: `.agent-smith/results` in the repository the command
/// works on (`--repo`), as for every other command.
pub(crate) fn output_dir(output: Option<&Path>, repo: &Path) -> PathBuf {
    output.map_or_else(|| repo.join(".agent-smith").join("results"), Path::to_path_buf)
}

pub(crate) fn targets(output: &Path, formats: &[Format]) -> Result<Vec<(Format, PathBuf)>, Error> {
    if formats.is_empty() {
        return Err(Error::Usage("--format needs at least one of md, json, sarif".into()));
    }
    let file_name = |f: Format| match f {
        Format::Sarif => "findings.sarif",
        Format::Md => "report.md",
        Format::Json => "report.json",
    };
    let ext = output.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    if let (Some(ext), [only]) = (ext.as_deref(), formats) {
        let matches = matches!((ext, only), ("sarif", Format::Sarif) | ("json", Format::Json) | ("md", Format::Md));
        if matches && !output.is_dir() {
            return Ok(vec![(*only, output.to_path_buf())]);
        }
    }
    if output.is_file() {
        return Err(Error::Usage(format!(
            "--output {} is a file; give a folder, or one --format matching its extension",
            output.display()
        )));
    }
    Ok(formats.iter().map(|f| (*f, output.join(file_name(*f)))).collect())
}
