//! The deterministic scanner: walks a tree, runs the secret and code detectors on every file,
//! applies inline suppressions and the baseline. No model, no network.

pub mod code;
pub mod finding;
pub mod lex;
pub mod secrets;
pub mod suppress;
pub mod text;
pub mod walk;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use serde::Serialize;

use crate::diag::{Diagnostic, Diagnostics, Pos};
use crate::redact::Redactor;
use code::CodeRules;
use finding::{Finding, Secrecy, Suppression, fingerprint, snippet};
use lex::Lang;
use secrets::{RuleMeta, SecretRules};
use suppress::{Baseline, BaselineError, foreign_code_marker, foreign_secret_marker, inline_reason};
use text::LineIndex;
use walk::{Candidate, SkipReason, Skipped, WalkError, WalkOptions};

#[derive(Debug, thiserror::Error)]
pub enum ScanError {
    #[error(transparent)]
    Walk(#[from] WalkError),
    #[error(transparent)]
    Baseline(#[from] BaselineError),
    /// The built-in rules do not load: a bug in this build.
    #[error("the built-in scan rules are invalid (a bug in this build of agentsmith):\n{0}")]
    Rules(Diagnostics),
    #[error("{}: cannot write report: {source}; check --output", path.display())]
    Write { path: PathBuf, source: std::io::Error },
    /// The scanner failed on a file the command cannot leave out (the spec `api-scan` reads):
    /// a bug in this build. Nothing is reported, since the file's secrets are unknown.
    #[error("{path}: {why}; nothing was written")]
    Failed { path: String, why: String },
}

impl ScanError {
    /// Every scan error is the user's input or the tool's (a missing path, a bad glob or
    /// baseline, a report that cannot be written): status 2, never 1, which says "findings".
    pub fn exit_code(&self) -> u8 {
        match self {
            ScanError::Walk(_)
            | ScanError::Baseline(_)
            | ScanError::Rules(_)
            | ScanError::Write { .. }
            | ScanError::Failed { .. } => crate::exit::USAGE,
        }
    }
}

/// The compiled detectors; build once, scan many files.
pub struct Scanner {
    pub secrets: SecretRules,
    pub code: CodeRules,
    /// Other scanners' inline ignores are honoured (`scan.honour_foreign_ignores`): gitleaks'
    /// and detect-secrets' for secrets, bandit's, gosec's and semgrep's for code.
    pub foreign_ignores: bool,
    /// Tests only: called on every file analysed, with what other files pass in, to make the
    /// analysis of a chosen file panic as a bug of ours would.
    #[cfg(test)]
    fault: Option<fn(&str, &code::Inbound)>,
}

impl Scanner {
    pub fn builtin() -> Result<Scanner, ScanError> {
        // The two rule sets are read side by side: most of a small scan's start.
        let (secrets, code) = std::thread::scope(|s| {
            let secrets = s.spawn(SecretRules::builtin);
            let code = CodeRules::builtin();
            (secrets.join(), code)
        });
        let lost = || {
            vec![Diagnostic::error(
                std::path::Path::new("config/rules/secrets.yaml"),
                Pos::FILE,
                "reading the rules failed",
            )]
        };
        let secrets = secrets.unwrap_or_else(|_| Err(lost())).map_err(|d| ScanError::Rules(Diagnostics(d)))?;
        let code = code.map_err(|d| ScanError::Rules(Diagnostics(d)))?;
        Ok(Scanner {
            secrets,
            code,
            foreign_ignores: true,
            #[cfg(test)]
            fault: None,
        })
    }

    /// Every rule, for reports: secrets first, then the structural ones, then code rules.
    pub fn rules(&self) -> Vec<&RuleMeta> {
        self.secrets
            .rules
            .iter()
            .map(|r| &r.meta)
            .chain(std::iter::once(&self.secrets.k8s))
            .chain(self.code.rules.iter().map(|r| &r.meta))
            .collect()
    }

    /// Findings in one file's text (before baseline suppression).
    pub fn scan_text(&self, rel: &str, text: &str) -> Vec<Finding> {
        self.scan_file_text(rel, text).findings
    }

    /// Findings in one file's text (before baseline suppression), with the secret values found
    /// and the lines that show them. Every snippet and detail is masked through the file's
    /// secrets before it is shortened.
    pub fn scan_file_text(&self, rel: &str, text: &str) -> FileScan {
        self.scan_file_entries(rel, text, &code::Inbound::default())
    }

    /// [`Self::scan_file_text`] for a caller outside a scan's walk (a spec, a file sampled for a
    /// model): a panic of the analysis, a bug of ours, is caught and named as the reason the file
    /// was not scanned, so the caller can leave the file out instead of failing or going on
    /// without its secrets known.
    pub fn scan_file_caught(&self, rel: &str, text: &str) -> Result<FileScan, SkipReason> {
        guarded(ON_THE_FILE, || Ok(self.scan_file_text(rel, text)))
    }

    /// [`Self::scan_file_text`], the file's functions also analysed as `inbound` says (with the
    /// request data calls from other files pass them, knowing which functions of other files
    /// return request data).
    pub fn scan_file_entries(&self, rel: &str, text: &str, inbound: &code::Inbound) -> FileScan {
        #[cfg(test)]
        if let Some(fault) = self.fault {
            fault(rel, inbound);
        }
        let lines = LineIndex::new(text);
        let mut links = code::Links::default();
        let mut got = Gathered::default();
        let seen_secrets = self.secret_hits(rel, text, &lines, &mut got);
        for (line, key, value) in self.secrets.k8s_secrets(rel, text) {
            got.secrets.push(value.clone());
            got.secret_lines.insert(line);
            got.raw.push((
                RawHit {
                    start: line,
                    end: line,
                    confidence: self.secrets.k8s.confidence,
                    detail: Some(format!("`{key}` holds {}", finding::redact(&value))),
                    matched: format!("{key}:{value}"),
                    severity: None,
                },
                &self.secrets.k8s,
            ));
        }
        if let Some(lang) = Lang::of(rel) {
            links = self.code_hits(lang, text, &lines, inbound, &seen_secrets, &mut got);
        }
        let Gathered { mut raw, mut secrets, mut secret_lines } = got;
        // Overlapping matches of one rule on one line are one finding.
        raw.sort_by(|a, b| (a.0.start, &a.1.id).cmp(&(b.0.start, &b.1.id)));
        raw.dedup_by(|a, b| a.0.start == b.0.start && a.1.id == b.1.id);
        // Every snippet masks every secret of the file (several on one line, one repeated on
        // another line, a key block shown a line at a time, a short one); every line showing
        // one (of those masked everywhere) is known.
        secrets.sort();
        secrets.dedup();
        let masks = Redactor::lenient(&secrets);
        let everywhere = if secrets.iter().all(|s| crate::redact::masked_everywhere(s)) {
            masks.spans(text)
        } else {
            Redactor::with(&secrets).spans(text)
        };
        for span in everywhere {
            secret_lines.extend(lines.line_of(span.start)..=lines.last_line(span.start, span.end));
        }
        let mut seen: HashMap<(String, String), usize> = HashMap::new();
        let findings = raw
            .into_iter()
            .map(|(h, meta)| {
                let normalized: String = h.matched.split_whitespace().collect::<Vec<_>>().join(" ");
                let n = seen.entry((meta.id.clone(), normalized)).or_insert(0);
                let occurrence = *n;
                *n += 1;
                self.finding(rel, text, &lines, &masks, (h, meta), occurrence)
            })
            .collect();
        FileScan { findings, secrets, secret_lines, links }
    }

    /// The secret rules' hits in the file, one a secret and line; returns each reported
    /// secret with its line.
    fn secret_hits<'s>(
        &'s self,
        rel: &str,
        text: &str,
        lines: &LineIndex,
        got: &mut Gathered<'s>,
    ) -> Vec<(usize, String)> {
        let mut hits = self.secrets.scan(rel, text, lines);
        for h in &hits {
            got.secrets.push(h.secret.clone());
            // A key's secret group holds its first part; the whole key is the secret.
            got.secrets.extend(key_material(&h.matched).map(str::to_string));
            got.secret_lines.extend(h.start_line..=h.end_line);
        }
        // One secret found by a provider's rule and a generic one is reported once, by the
        // provider's rule.
        let generic = |i: usize| self.secrets.rules[i].meta.id.starts_with("generic-");
        hits.sort_by_key(|h| (h.start_line, generic(h.rule), h.rule));
        let mut seen_secrets: Vec<(usize, String)> = Vec::new();
        hits.retain(|h| {
            let overlaps = seen_secrets
                .iter()
                .any(|(line, s)| *line == h.start_line && (s.contains(&h.secret) || h.secret.contains(s.as_str())));
            if !overlaps {
                seen_secrets.push((h.start_line, h.secret.clone()));
            }
            !overlaps
        });
        for h in hits {
            let meta = &self.secrets.rules[h.rule].meta;
            got.raw.push((
                RawHit {
                    start: h.start_line,
                    end: h.end_line,
                    confidence: meta.confidence,
                    detail: Some(format!("secret {}", finding::redact(&h.secret))),
                    matched: h.matched,
                    severity: None,
                },
                meta,
            ));
        }
        seen_secrets
    }

    /// The code rules' hits in the file, one a weakness and line; a hard-coded key a secret
    /// rule already reported (`seen_secrets`) is that rule's finding. Returns the file's calls
    /// to and from other files.
    fn code_hits<'s>(
        &'s self,
        lang: Lang,
        text: &str,
        lines: &LineIndex,
        inbound: &code::Inbound,
        seen_secrets: &[(usize, String)],
        got: &mut Gathered<'s>,
    ) -> code::Links {
        let (mut hits, links) = code::analyze_file(&self.code, lang, text, lines, inbound);
        // Two rules reporting the same weakness on the same line are one finding: the surer.
        hits.sort_by(|a, b| {
            let cwe = |h: &code::CodeHit| self.code.rules[h.rule].meta.cwe.clone();
            (a.start_line, cwe(a), a.confidence).cmp(&(b.start_line, cwe(b), b.confidence))
        });
        hits.dedup_by(|a, b| {
            a.start_line == b.start_line && self.code.rules[a.rule].meta.cwe == self.code.rules[b.rule].meta.cwe
        });
        for h in hits {
            let meta = &self.code.rules[h.rule].meta;
            // A hard-coded key a secret rule already reported on this line is one finding:
            // the secret rule's (its value is still masked everywhere).
            let reported = |k: &String| {
                seen_secrets
                    .iter()
                    .any(|(line, s)| *line == h.start_line && (s.contains(k.as_str()) || k.contains(s.as_str())))
            };
            if self.code.rules[h.rule].secret() && !h.secrets.is_empty() && h.secrets.iter().all(reported) {
                got.secrets.extend(h.secrets);
                continue;
            }
            got.secrets.extend(h.secrets);
            got.raw.push((
                RawHit {
                    start: h.start_line,
                    end: h.end_line,
                    confidence: h.confidence,
                    detail: h.detail,
                    matched: h.matched,
                    severity: h.severity,
                },
                meta,
            ));
        }
        links
    }

    /// The finding a hit of rule `meta` makes (the `occurrence`th of its text in the file):
    /// suppressed by an inline marker, lowered in test code, its secrets masked by `masks`.
    fn finding(
        &self,
        rel: &str,
        text: &str,
        lines: &LineIndex,
        masks: &Redactor,
        (h, meta): (RawHit, &RuleMeta),
        occurrence: usize,
    ) -> Finding {
        let line = lines.line(text, h.start);
        let above = if h.start > 1 { lines.line(text, h.start - 1) } else { "" };
        let suppression = inline_reason(line, &meta.id)
            .or_else(|| inline_reason(above, &meta.id))
            .or_else(|| self.foreign_marker(meta, text, lines, (h.start, h.end.max(h.start)), above))
            .map(|reason| Suppression::Inline { reason });
        // Test code and fixtures hold fake credentials and deliberate bad calls: still
        // reported, but at low severity so they do not fail a scan on their own.
        let in_tests = is_test_path(rel);
        let detail = match (in_tests, h.detail) {
            (true, Some(d)) => Some(format!("{d}; in test code, so reported at low severity")),
            (true, None) => Some("in test code, so reported at low severity".to_string()),
            (false, d) => d,
        };
        // A hit may be reported below its rule's severity, never above.
        let severity = h.severity.map_or(meta.severity, |s| meta.severity.max(s));
        Finding {
            rule_id: meta.id.clone(),
            family: meta.family.clone(),
            title: meta.title.clone(),
            severity: if in_tests { severity.max(finding::Severity::Low) } else { severity },
            confidence: if in_tests { finding::Confidence::Low } else { h.confidence },
            cwe: meta.cwe.clone(),
            path: rel.to_string(),
            start_line: h.start,
            end_line: h.end.max(h.start),
            snippet: snippet(line, masks),
            detail: detail.map(|d| masks.mask(&d).into_owned()),
            fingerprint: fingerprint(&meta.id, rel, &h.matched, occurrence),
            suppression,
            secrecy: meta.secrecy,
        }
    }
}

impl Scanner {
    /// Another scanner's inline ignore for a finding of rule `meta` on lines `span` (the one
    /// above is `above`), when they are honoured: gitleaks' and detect-secrets' markers for
    /// secrets on the first line, bandit's, gosec's and semgrep's for the other rules.
    fn foreign_marker(
        &self,
        meta: &RuleMeta,
        text: &str,
        lines: &LineIndex,
        span: (usize, usize),
        above: &str,
    ) -> Option<String> {
        if !self.foreign_ignores {
            return None;
        }
        let first = lines.line(text, span.0);
        if meta.secrecy == Secrecy::Detected {
            return foreign_secret_marker(first);
        }
        // A statement over a few lines at most: a marker on a line of a long block is another
        // statement's.
        let span: Vec<&str> = (span.0..=span.1.min(span.0 + 20)).map(|k| lines.line(text, k)).collect();
        foreign_code_marker(&span, first, above, &meta.nosec_ids)
    }
}

/// The whole key in a match: a PEM block (`-----BEGIN ...-----` to its `-----END ...-----`),
/// or a PuTTY key's private lines.
fn key_material(matched: &str) -> Option<&str> {
    if let Some(start) = matched.find("-----BEGIN ") {
        let end = start + matched[start..].find("-----END ")? + "-----END ".len();
        let close = end + matched[end..].find("-----")? + "-----".len();
        return Some(&matched[start..close]);
    }
    let header = matched.find("Private-Lines:")?;
    let start = header + matched[header..].find('\n')? + 1;
    let end = matched.rfind("Private-").filter(|e| *e > start)?;
    Some(matched[start..end].trim_end())
}

/// One file's findings, and the secret values they hold.
#[derive(Debug, Clone, Default)]
pub struct FileScan {
    pub findings: Vec<Finding>,
    /// Every secret value a rule found in the file: the secret rules, the Kubernetes detector,
    /// and code rules for hard-coded keys and passwords (the literal they matched).
    pub secrets: Vec<String>,
    /// The lines that show a secret (1-based).
    pub secret_lines: BTreeSet<usize>,
    /// Calls to and from functions of other files.
    pub links: code::Links,
}

/// Test code, fixtures and test data (one rule for every stage: `util::is_test_path`).
pub use crate::util::is_test_path;

/// What the rules found in one file: their hits, and the secret values and the lines showing them.
#[derive(Default)]
struct Gathered<'s> {
    raw: Vec<(RawHit, &'s RuleMeta)>,
    secrets: Vec<String>,
    secret_lines: BTreeSet<usize>,
}

struct RawHit {
    start: usize,
    end: usize,
    confidence: finding::Confidence,
    detail: Option<String>,
    matched: String,
    /// Below the rule's severity (a sink-only rule given a constant).
    severity: Option<finding::Severity>,
}

/// What to scan and how.
#[derive(Debug, Clone)]
pub struct ScanOptions {
    /// The folder (or file) scanned; findings are named relative to it (a file's: to its folder).
    pub root: PathBuf,
    /// When not empty, only these folders and files (inside `root`) are scanned, still named
    /// relative to `root`.
    pub paths: Vec<PathBuf>,
    /// The user named `paths` (security-scan's PATHs): what each names is read whatever folder
    /// it sits in; vendored folders count only below it. Not so for the staged files.
    pub named: bool,
    pub walk: WalkOptions,
    pub jobs: usize,
    pub baseline: Option<PathBuf>,
}

/// The outcome of a scan.
#[derive(Debug, Clone, Serialize)]
pub struct ScanReport {
    /// What kind of scan, for report titles: "Security scan", "API scan".
    #[serde(skip)]
    pub title: String,
    /// What was scanned, for report titles (as the user typed it).
    pub root: PathBuf,
    /// The folder every finding's path is relative to, absolute: the repository's root (SARIF's
    /// `%SRCROOT%`). Files are read under `root` when it is a folder (the staged files' copy).
    pub base: PathBuf,
    pub files_scanned: usize,
    pub bytes_scanned: u64,
    pub duration_ms: u64,
    /// Every finding, suppressed ones included (with their suppression).
    pub findings: Vec<Finding>,
    pub skipped: Vec<Skipped>,
    /// The files scanned (relative paths): all a reviewing model may read.
    #[serde(skip)]
    pub scanned: Vec<String>,
    /// Every secret value the rules found: every output of the scan (reports, terminal,
    /// prompts, records) is masked through it; never serialized itself.
    #[serde(skip)]
    pub secrets: Arc<Redactor>,
    /// The lines that show a secret, by file: no model sees them.
    #[serde(skip)]
    pub secret_lines: BTreeMap<String, BTreeSet<usize>>,
}

impl ScanReport {
    pub fn active(&self) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(|f| f.suppression.is_none())
    }

    /// The files the scan could not read (permissions, a folder it could not list): the scan
    /// is incomplete, unlike a file left out by policy.
    pub fn unreadable(&self) -> impl Iterator<Item = &Skipped> {
        self.skipped.iter().filter(|s| matches!(s.reason, SkipReason::Unreadable { .. }))
    }
}

/// [`scan_file`], with a panic (a bug of ours on some input) caught: the file is reported as not
/// read, naming the failure, like a file that could not be opened; the other files, and those
/// this thread scanned before, are kept.
fn scan_file_guarded(scanner: &Scanner, file: &walk::Candidate) -> Result<FileScan, SkipReason> {
    guarded(ON_THE_FILE, || scan_file(scanner, file))
}

/// Where the scanner failed, for the reason a file was not scanned.
const ON_THE_FILE: &str = "on this file";
const FOLLOWING_CALLS: &str = "on this file while following calls into it from other files";
const IN_ITS_THREAD: &str = "in the thread that was to scan this file";

/// `scan`'s result, or the file reported as not read when it panics (`during` says what the
/// scanner was doing).
fn guarded(during: &str, scan: impl FnOnce() -> Result<FileScan, SkipReason>) -> Result<FileScan, SkipReason> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(scan))
        .unwrap_or_else(|panic| Err(not_scanned(during, &panic_message(panic.as_ref()))))
}

/// A caught panic's message.
fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no message".into())
}

/// A file the scanner failed on (`during` what, with a panic's `message`): not read, as a file
/// that could not be opened is, so the scan is incomplete and says so.
fn not_scanned(during: &str, message: &str) -> SkipReason {
    SkipReason::Unreadable {
        error: format!("the scanner failed {during} ({message}); it was not scanned: please report it"),
    }
}

/// A file's index among the candidates, and its findings or why it was skipped after all.
type FileOutcome = (usize, Result<FileScan, SkipReason>);

/// How far a scan is, for a progress display.
#[derive(Debug, Clone, Copy)]
pub enum ScanTick {
    /// The files to read are known: how many, how many bytes.
    Found { files: usize, bytes: u64 },
    /// One more file read, of this many bytes.
    Read { bytes: u64 },
}

/// Scans `opts.root`.
pub fn scan(scanner: &Scanner, opts: &ScanOptions) -> Result<ScanReport, ScanError> {
    scan_with(scanner, opts, &|_| {})
}

/// As [`scan`], telling `progress` how far it is (from every scanning thread).
pub fn scan_with(
    scanner: &Scanner,
    opts: &ScanOptions,
    progress: &(dyn Fn(ScanTick) + Sync),
) -> Result<ScanReport, ScanError> {
    let started = Instant::now();
    let baseline = opts.baseline.as_deref().map(Baseline::read).transpose()?;
    let (files, mut skipped) = if opts.paths.is_empty() {
        walk::discover(&opts.root, &opts.walk)?
    } else {
        walk::discover_paths(&opts.root, &opts.paths, opts.named, &opts.walk)?
    };
    progress(ScanTick::Found { files: files.len(), bytes: files.iter().map(|f| f.size).sum() });
    let mut per_file = scan_files(scanner, &files, opts.jobs, progress);
    follow_calls(scanner, &files, &mut per_file);
    let mut findings = Vec::new();
    let mut scanned = Vec::new();
    let mut bytes_scanned = 0;
    let mut secrets = Vec::new();
    let mut secret_lines = BTreeMap::new();
    for (i, r) in per_file {
        match r {
            Ok(mut f) => {
                scanned.push(files[i].rel.clone());
                bytes_scanned += files[i].size;
                findings.append(&mut f.findings);
                secrets.append(&mut f.secrets);
                if !f.secret_lines.is_empty() {
                    secret_lines.insert(files[i].rel.clone(), f.secret_lines);
                }
            }
            Err(reason) => skipped.push(Skipped { path: files[i].rel.clone(), reason }),
        }
    }
    // A secret found in one file is masked wherever another file's finding shows it.
    let secrets = Arc::new(Redactor::with(&secrets));
    mask_findings(&mut findings, &secrets);
    if let (Some(b), Some(path)) = (&baseline, &opts.baseline) {
        suppress_baseline(&mut findings, b, path);
    }
    findings.sort_by(|a, b| (&a.path, a.start_line, &a.rule_id).cmp(&(&b.path, b.start_line, &b.rule_id)));
    skipped.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(ScanReport {
        title: "Security scan".into(),
        root: opts.root.clone(),
        base: base_of(&opts.root),
        files_scanned: scanned.len(),
        bytes_scanned,
        duration_ms: u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX),
        findings,
        skipped,
        scanned,
        secrets,
        secret_lines,
    })
}

/// Each file scanned on up to `jobs` threads, which take the next file as they finish one; the
/// outcomes in the order of `files`, one a file. Each outcome is sent as soon as it is known, so
/// a thread that fails outside a file's guard (in `progress`) loses nothing it scanned; a file
/// no thread scanned is reported as not scanned, naming the failure.
fn scan_files(
    scanner: &Scanner,
    files: &[Candidate],
    jobs: usize,
    progress: &(dyn Fn(ScanTick) + Sync),
) -> Vec<FileOutcome> {
    let next = &AtomicUsize::new(0);
    let jobs = jobs.clamp(1, 64).min(files.len().max(1));
    let (sent, outcomes) = std::sync::mpsc::channel();
    let mut failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..jobs)
            .map(|_| {
                let sent = sent.clone();
                s.spawn(move || {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(file) = files.get(i) else { break };
                        // The receiver lives until every thread is joined.
                        let _ = sent.send((i, scan_file_guarded(scanner, file)));
                        progress(ScanTick::Read { bytes: file.size });
                    }
                })
            })
            .collect();
        handles.into_iter().filter_map(|h| h.join().err()).map(|p| panic_message(p.as_ref())).collect()
    });
    drop(sent);
    let mut per_file: Vec<Option<Result<FileScan, SkipReason>>> = files.iter().map(|_| None).collect();
    for (i, outcome) in outcomes {
        if let Some(slot) = per_file.get_mut(i) {
            *slot = Some(outcome);
        }
    }
    // Threads that failed alike are said once.
    failures.sort();
    failures.dedup();
    let lost = if failures.is_empty() { "no message".to_string() } else { failures.join("; ") };
    per_file
        .into_iter()
        .enumerate()
        .map(|(i, r)| (i, r.unwrap_or_else(|| Err(not_scanned(IN_ITS_THREAD, &lost)))))
        .collect()
}

/// The findings the baseline at `path` lists (by fingerprint) marked as suppressed by it.
fn suppress_baseline(findings: &mut [Finding], baseline: &Baseline, path: &std::path::Path) {
    let index = baseline.index();
    for f in findings.iter_mut().filter(|f| f.suppression.is_none()) {
        if index.contains_key(f.fingerprint.as_str()) {
            f.suppression = Some(Suppression::Baseline { file: path.display().to_string() });
        }
    }
}

/// The folder paths are named relative to when `root` is scanned, absolute: `root`, or a
/// file's folder.
fn base_of(root: &std::path::Path) -> PathBuf {
    let abs = std::path::absolute(root).unwrap_or_else(|_| root.to_path_buf());
    match abs.parent() {
        Some(parent) if abs.is_file() => parent.to_path_buf(),
        _ => abs,
    }
}

/// Masks every secret `secrets` holds in the findings' texts.
pub fn mask_findings(findings: &mut [Finding], secrets: &Redactor) {
    if secrets.is_empty() {
        return;
    }
    for f in findings {
        let reason = match &mut f.suppression {
            Some(Suppression::Inline { reason } | Suppression::Review { reason, .. }) => Some(reason),
            Some(Suppression::Baseline { .. }) | None => None,
        };
        for text in [&mut f.snippet, &mut f.title].into_iter().chain(f.detail.as_mut()).chain(reason) {
            secrets.mask_in_place(text);
        }
    }
}

/// Rounds of following calls into other files: a view's helper calling a helper of another
/// module is followed that far.
const FOLLOW_ROUNDS: usize = 3;
/// Entries analysed per file at most.
const MAX_ENTRIES: usize = 32;

/// Follows the calls that carry request data into functions of other scanned files: each such
/// file is scanned again with those functions analysed on the callers' arguments, and its
/// findings replace the first scan's (a superset: every function still runs standalone). A file
/// that calls a function of another file returning request data whatever it is given
/// (`get_name(request)`) is scanned again knowing it.
fn follow_calls(scanner: &Scanner, files: &[Candidate], per_file: &mut [FileOutcome]) {
    let index = code::ModuleIndex::new(files.iter().map(|f| f.rel.as_str()));
    let at: HashMap<&str, usize> = per_file.iter().enumerate().map(|(k, (i, _))| (files[*i].rel.as_str(), k)).collect();
    let mut inbound: HashMap<usize, (BTreeSet<code::Entry>, BTreeMap<String, code::Carried>)> = HashMap::new();
    let mut pending: Vec<usize> = (0..per_file.len()).collect();
    for _ in 0..FOLLOW_ROUNDS {
        let mut changed = BTreeSet::new();
        for &k in &pending {
            let (i, Ok(scan)) = &per_file[k] else { continue };
            let caller = files[*i].rel.as_str();
            let Some(lang) = Lang::of(caller) else { continue };
            for e in &scan.links.escapes {
                for (target, entry) in index.follow(caller, lang, e) {
                    let Some(&t) = at.get(target.as_str()) else { continue };
                    let set = &mut inbound.entry(t).or_default().0;
                    if set.len() < MAX_ENTRIES && set.insert(entry) {
                        changed.insert(t);
                    }
                }
            }
        }
        for (k, callee, described) in returned_data(&index, files, per_file, &at) {
            let map = &mut inbound.entry(k).or_default().1;
            if map.len() < MAX_ENTRIES && !map.contains_key(&callee) {
                map.insert(callee, described);
                changed.insert(k);
            }
        }
        if changed.is_empty() {
            break;
        }
        for &t in &changed {
            let (i, outcome) = &mut per_file[t];
            // A file not scanned the first time (binary, unreadable, failed) stays so.
            if outcome.is_err() {
                continue;
            }
            let (entries, returns) = inbound.get(&t).cloned().unwrap_or_default();
            let list = code::Inbound { entries: entries.into_iter().collect(), returns: returns.into_iter().collect() };
            let file = &files[*i];
            if let Ok(Some(text)) = walk::read_text(&file.path, file.size) {
                *outcome = guarded(FOLLOWING_CALLS, || Ok(scanner.scan_file_entries(&file.rel, &text, &list)));
            }
        }
        pending = changed.into_iter().collect();
    }
}

/// Functions of the scanned files returning request data whatever they are given, by name and
/// class: the file (its index in the outcomes) and what the data is.
type Returning<'a> = HashMap<(&'a str, Option<&'a str>), Vec<(usize, &'a code::Carried)>>;

/// The calls of each file to a function of another file that returns request data whatever it
/// is given: the caller (its index in the outcomes), the callee as it names it, and what the
/// result is. Only calls of a name some file's function has are looked up.
fn returned_data(
    index: &code::ModuleIndex,
    files: &[Candidate],
    per_file: &[FileOutcome],
    at: &HashMap<&str, usize>,
) -> Vec<(usize, String, code::Carried)> {
    let mut returning: Returning = HashMap::new();
    for (k, (_, r)) in per_file.iter().enumerate() {
        for (func, class, label) in r.as_ref().map(|s| s.links.returns.as_slice()).unwrap_or_default() {
            returning.entry((func.as_str(), class.as_deref())).or_default().push((k, label));
        }
    }
    let mut out = Vec::new();
    if returning.is_empty() {
        return out;
    }
    let names: std::collections::HashSet<&str> = returning.keys().map(|(f, _)| *f).collect();
    for (k, (i, r)) in per_file.iter().enumerate() {
        let Ok(scan) = r else { continue };
        let caller = files[*i].rel.as_str();
        let Some(lang) = Lang::of(caller) else { continue };
        for callee in &scan.links.calls {
            let last = callee.rsplit(['.', '/']).next().unwrap_or(callee);
            if !names.contains(last) {
                continue;
            }
            let probe = code::Escape { callee: callee.clone(), line: 0, args: Vec::new() };
            for (target, entry) in index.follow(caller, lang, &probe) {
                let Some(t) = at.get(target.as_str()) else { continue };
                let found = returning.get(&(entry.func.as_str(), entry.class.as_deref()));
                if let Some((_, c)) = found.and_then(|f| f.iter().find(|(f, _)| f == t)) {
                    let label = format!("{}, returned by {target}", c.label);
                    out.push((k, callee.clone(), code::Carried { label, escaped: c.escaped }));
                }
            }
        }
    }
    out
}

fn scan_file(scanner: &Scanner, file: &Candidate) -> Result<FileScan, SkipReason> {
    match walk::read_text(&file.path, file.size) {
        Ok(Some(text)) => Ok(scanner.scan_file_text(&file.rel, &text)),
        Ok(None) => Err(SkipReason::Binary),
        Err(e) => Err(SkipReason::Unreadable { error: e.to_string() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Request data from `app/views.py` reaches a sink in each of two helpers only through the
    /// calls it makes into them: `app/net.py` (a request to any address) and `app/files.py` (a
    /// path from the user).
    const FOLLOWED: [(&str, &str); 3] = [
        (
            "app/views.py",
            "from flask import Flask, request\nfrom .net import fetch\nfrom . import files\n\napp = Flask(__name__)\n\n@app.route(\"/proxy\")\ndef proxy():\n    return fetch(request.args.get(\"url\"))\n\n@app.route(\"/doc\")\ndef doc():\n    return files.read_doc(request.args[\"name\"])\n",
        ),
        ("app/net.py", "import requests\n\ndef fetch(url):\n    return requests.get(url, timeout=5).text\n"),
        (
            "app/files.py",
            "import os\n\ndef read_doc(name):\n    with open(os.path.join(\"/srv/docs\", name)) as f:\n        return f.read()\n",
        ),
    ];

    /// Scans `files` (path and text) on `jobs` threads, the analysis of every file running
    /// `fault` first, telling `progress` how far it is.
    fn scan_tree(
        files: &[(&str, &str)],
        jobs: usize,
        fault: fn(&str, &code::Inbound),
        progress: &(dyn Fn(ScanTick) + Sync),
    ) -> ScanReport {
        let dir = tempfile::tempdir().unwrap();
        for (rel, text) in files {
            let path = dir.path().join(rel);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        let scanner = Scanner { fault: Some(fault), ..Scanner::builtin().unwrap() };
        let opts = ScanOptions {
            root: dir.path().to_path_buf(),
            paths: Vec::new(),
            named: false,
            walk: WalkOptions { max_file_bytes: 1 << 20, ..WalkOptions::default() },
            jobs,
            baseline: None,
        };
        scan_with(&scanner, &opts, progress).unwrap()
    }

    /// Each finding as "path:line rule-id detail".
    fn brief(report: &ScanReport) -> Vec<String> {
        let detail = |f: &Finding| f.detail.clone().unwrap_or_default();
        report.findings.iter().map(|f| format!("{}:{} {} {}", f.path, f.start_line, f.rule_id, detail(f))).collect()
    }

    fn not_read(path: &str, during: &str, message: &str) -> Skipped {
        Skipped { path: path.into(), reason: not_scanned(during, message) }
    }

    /// Scans [`FOLLOWED`], the analysis running `fault` first: only `failed` is listed as not
    /// scanned, with `reason`, and none of its findings is reported; the finding `kept` (its
    /// start, and what its detail says) is.
    fn only_one_not_scanned(fault: fn(&str, &code::Inbound), failed: &str, reason: &str, kept: (&str, &str)) {
        let report = scan_tree(&FOLLOWED, 2, fault, &|_| {});
        let reason = SkipReason::Unreadable { error: reason.into() };
        assert_eq!(report.skipped, [Skipped { path: failed.into(), reason }]);
        let mut others: Vec<&str> = FOLLOWED.iter().map(|(p, _)| *p).filter(|p| *p != failed).collect();
        others.sort_unstable();
        assert_eq!(report.scanned, others);
        let found = brief(&report);
        assert!(found.iter().any(|f| f.starts_with(kept.0) && f.contains(kept.1)), "{found:#?}");
        assert!(!found.iter().any(|f| f.starts_with(failed)), "{found:#?}");
    }

    #[test]
    fn a_file_whose_analysis_panics_is_listed_as_not_scanned_and_the_others_are_reported() {
        only_one_not_scanned(
            |rel, _| {
                if rel == "app/files.py" {
                    panic!("index out of bounds")
                }
            },
            "app/files.py",
            "the scanner failed on this file (index out of bounds); it was not scanned: please report it",
            ("app/net.py:4 ", "passed in by app/views.py:9"),
        );
    }

    #[test]
    fn a_file_whose_analysis_panics_on_calls_from_other_files_is_listed_as_not_scanned() {
        only_one_not_scanned(
            |rel, inbound| {
                if rel == "app/net.py" && !inbound.entries.is_empty() {
                    panic!("{} calls in", inbound.entries.len())
                }
            },
            "app/net.py",
            "the scanner failed on this file while following calls into it from other files (1 calls in); \
             it was not scanned: please report it",
            ("app/files.py:4 ", "passed in by app/views.py:13"),
        );
    }

    #[test]
    fn one_file_scanned_outside_a_walk_names_a_panic_instead_of_failing() {
        let scanner = Scanner { fault: Some(|_, _| panic!("a bug")), ..Scanner::builtin().unwrap() };
        let Err(SkipReason::Unreadable { error }) = scanner.scan_file_caught("api.yaml", "key: x\n") else {
            panic!("the panic was not caught")
        };
        assert_eq!(error, "the scanner failed on this file (a bug); it was not scanned: please report it");
        let scanner = Scanner::builtin().unwrap();
        let got = scanner.scan_file_caught("app.py", "AWS = 'AKIAIOSFODNN7EXAMPLE'\n").unwrap();
        assert_eq!(
            got.findings.len(),
            scanner.scan_file_text("app.py", "AWS = 'AKIAIOSFODNN7EXAMPLE'\n").findings.len()
        );
    }

    #[test]
    fn a_scanning_thread_that_panics_between_files_loses_none_of_them() {
        let sink = "import os\nfrom flask import request\n\ndef run():\n    os.system(request.args[\"c\"])\n";
        let files = [("a.py", sink), ("b.py", sink), ("c.py", sink)];
        let report = scan_tree(&files, 1, |_, _| {}, &|tick| {
            if let ScanTick::Read { .. } = tick {
                panic!("the progress display broke")
            }
        });
        // The one thread scanned a.py, then failed telling the progress display.
        assert_eq!(report.scanned, ["a.py"]);
        let found = brief(&report);
        assert!(found.iter().any(|f| f.starts_with("a.py:5 ")), "{found:#?}");
        assert_eq!(report.skipped, ["b.py", "c.py"].map(|p| not_read(p, IN_ITS_THREAD, "the progress display broke")));
    }

    #[test]
    fn the_whole_key_in_a_match() {
        let pem = "-----BEGIN EC PRIVATE KEY-----\nAAAA\nBBBB\n-----END EC PRIVATE KEY-----";
        assert_eq!(key_material(&format!("KEY = \"{pem}\"")), Some(pem));
        let escaped = pem.replace('\n', "\\n");
        assert_eq!(key_material(&format!("\"private_key\": \"{escaped}\\n\"")), Some(escaped.as_str()));
        let putty = "PuTTY-User-Key-File-3: ssh-ed25519\nPublic-Lines: 1\nAAAApub\nPrivate-Lines: 2\nAAAAsecret1\nAAAAsecret2\nPrivate-MAC: 95fd";
        assert_eq!(key_material(putty), Some("AAAAsecret1\nAAAAsecret2"));
        assert_eq!(key_material("token = \"ghp_x\""), None);
    }

    #[test]
    fn every_secret_a_rule_found_is_known_and_masked() {
        let scanner = Scanner::builtin().unwrap();
        let text = "import jwt\nKEY = \"Rt7Yu2Io9Pk4Lj1Hg6Fd3Sa8\"\n\ndef t(c):\n    return jwt.encode(c, KEY), \"ghp_8fK2mQ9xLw3vR7tY1zN5bC0dE4gH6jS2aP9u\"  # Rt7Yu2Io9Pk4Lj1Hg6Fd3Sa8\n";
        let got = scanner.scan_file_text("app.py", text);
        assert_eq!(got.secrets, ["Rt7Yu2Io9Pk4Lj1Hg6Fd3Sa8", "ghp_8fK2mQ9xLw3vR7tY1zN5bC0dE4gH6jS2aP9u"]);
        assert_eq!(got.secret_lines, [2, 5].into());
        let rules: Vec<&str> = got.findings.iter().map(|f| f.rule_id.as_str()).collect();
        assert_eq!(rules, ["github-token", "python-hardcoded-jwt-secret"]);
        for f in &got.findings {
            assert_eq!(
                f.snippet, "return jwt.encode(c, KEY), \"ghp_****[40 chars]\"  # Rt7Y****[24 chars]",
                "{}",
                f.rule_id
            );
        }
        assert_eq!(got.findings[1].detail.as_deref(), Some("the argument is `Rt7Y****[24 chars]`"));
    }
}
