//! The deterministic scanner: walks a tree, runs the secret and code detectors on every file,
//! applies inline suppressions and the baseline. No model, no network.

pub mod code;
pub mod finding;
pub mod lex;
pub mod secrets;
pub mod suppress;
pub mod text;
pub mod walk;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use serde::Serialize;

use crate::diag::Diagnostics;
use code::CodeRules;
use finding::{Finding, Suppression, fingerprint, snippet};
use lex::Lang;
use secrets::{RuleMeta, SecretRules};
use suppress::{Baseline, BaselineError, foreign_secret_marker, inline_reason};
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
}

impl ScanError {
    pub fn exit_code(&self) -> u8 {
        match self {
            ScanError::Walk(_) | ScanError::Baseline(BaselineError::Read { .. } | BaselineError::Parse { .. }) => {
                crate::exit::USAGE
            }
            _ => crate::exit::FAILED,
        }
    }
}

/// The compiled detectors; build once, scan many files.
pub struct Scanner {
    pub secrets: SecretRules,
    pub code: CodeRules,
}

impl Scanner {
    pub fn builtin() -> Result<Scanner, ScanError> {
        let secrets = SecretRules::builtin().map_err(|d| ScanError::Rules(Diagnostics(d)))?;
        let code = CodeRules::builtin().map_err(|d| ScanError::Rules(Diagnostics(d)))?;
        Ok(Scanner { secrets, code })
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
        let lines = LineIndex::new(text);
        let mut raw: Vec<(RawHit, &RuleMeta)> = Vec::new();
        let mut secret_spans: Vec<(usize, usize, String)> = Vec::new();
        let mut hits = self.secrets.scan(rel, text, &lines);
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
            secret_spans.push((h.start_line, h.end_line, h.secret.clone()));
            let meta = &self.secrets.rules[h.rule].meta;
            raw.push((
                RawHit {
                    start: h.start_line,
                    end: h.end_line,
                    confidence: meta.confidence,
                    detail: Some(format!("secret {}", finding::redact(&h.secret))),
                    matched: h.matched,
                },
                meta,
            ));
        }
        for (line, key, value) in self.secrets.k8s_secrets(rel, text) {
            secret_spans.push((line, line, value.clone()));
            raw.push((
                RawHit {
                    start: line,
                    end: line,
                    confidence: self.secrets.k8s.confidence,
                    detail: Some(format!("`{key}` holds {}", finding::redact(&value))),
                    matched: format!("{key}:{value}"),
                },
                &self.secrets.k8s,
            ));
        }
        if let Some(lang) = Lang::of(rel) {
            for h in code::analyze(&self.code, lang, text, &lines) {
                let meta = &self.code.rules[h.rule].meta;
                raw.push((
                    RawHit {
                        start: h.start_line,
                        end: h.end_line,
                        confidence: h.confidence,
                        detail: h.detail,
                        matched: h.matched,
                    },
                    meta,
                ));
            }
        }
        // Overlapping matches of one rule on one line are one finding.
        raw.sort_by(|a, b| (a.0.start, &a.1.id).cmp(&(b.0.start, &b.1.id)));
        raw.dedup_by(|a, b| a.0.start == b.0.start && a.1.id == b.1.id);
        // The secrets on each line, so a snippet redacts every secret it shows (also one found
        // by another rule) without comparing against every secret of the file.
        let mut secrets_by_line: std::collections::HashMap<usize, Vec<&str>> = std::collections::HashMap::new();
        for (start, end, secret) in &secret_spans {
            for l in *start..=*end {
                secrets_by_line.entry(l).or_default().push(secret.as_str());
            }
        }
        let mut seen: std::collections::HashMap<(String, String), usize> = std::collections::HashMap::new();
        raw.into_iter()
            .map(|(h, meta)| {
                let normalized: String = h.matched.split_whitespace().collect::<Vec<_>>().join(" ");
                let n = seen.entry((meta.id.clone(), normalized)).or_insert(0);
                let occurrence = *n;
                *n += 1;
                let line = lines.line(text, h.start);
                let above = if h.start > 1 { lines.line(text, h.start - 1) } else { "" };
                let foreign = if meta.family == "secret" { foreign_secret_marker(line) } else { None };
                let suppression = inline_reason(line, &meta.id)
                    .or_else(|| inline_reason(above, &meta.id))
                    .or(foreign)
                    .map(|reason| Suppression::Inline { reason });
                // Test code and fixtures hold fake credentials and deliberate bad calls: still
                // reported, but at low severity so they do not fail a scan on their own.
                let in_tests = is_test_path(rel);
                let detail = match (in_tests, h.detail) {
                    (true, Some(d)) => Some(format!("{d}; in test code, so reported at low severity")),
                    (true, None) => Some("in test code, so reported at low severity".to_string()),
                    (false, d) => d,
                };
                Finding {
                    rule_id: meta.id.clone(),
                    family: meta.family.clone(),
                    title: meta.title.clone(),
                    severity: if in_tests { meta.severity.max(finding::Severity::Low) } else { meta.severity },
                    confidence: if in_tests { finding::Confidence::Low } else { h.confidence },
                    cwe: meta.cwe.clone(),
                    path: rel.to_string(),
                    start_line: h.start,
                    end_line: h.end.max(h.start),
                    snippet: snippet(line, secrets_by_line.get(&h.start).map_or(&[][..], |v| v.as_slice())),
                    detail,
                    fingerprint: fingerprint(&meta.id, rel, &h.matched, occurrence),
                    suppression,
                }
            })
            .collect()
    }
}

/// Test code, fixtures and test data, by the conventions of the languages we scan.
pub fn is_test_path(rel: &str) -> bool {
    let lower = rel.to_ascii_lowercase();
    let mut segments = lower.split('/').collect::<Vec<_>>();
    let name = segments.pop().unwrap_or("");
    segments.iter().any(|s| {
        matches!(
            *s,
            "test"
                | "tests"
                | "__tests__"
                | "spec"
                | "specs"
                | "testdata"
                | "fixtures"
                | "__fixtures__"
                | "__mocks__"
                | "testing"
        )
    }) || name.starts_with("test_")
        || name.ends_with("_test.go")
        || name.ends_with("_test.py")
        || [".test.js", ".test.ts", ".spec.js", ".spec.ts", ".test.jsx", ".test.tsx", ".spec.tsx"]
            .iter()
            .any(|e| name.ends_with(e))
        || (name.ends_with("test.java") && name.len() > "test.java".len())
        || name == "conftest.py"
}

struct RawHit {
    start: usize,
    end: usize,
    confidence: finding::Confidence,
    detail: Option<String>,
    matched: String,
}

/// What to scan and how.
#[derive(Debug, Clone)]
pub struct ScanOptions {
    pub root: PathBuf,
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
    pub root: PathBuf,
    pub files_scanned: usize,
    pub bytes_scanned: u64,
    pub duration_ms: u64,
    /// Every finding, suppressed ones included (with their suppression).
    pub findings: Vec<Finding>,
    pub skipped: Vec<Skipped>,
    /// The files scanned (relative paths): all a reviewing model may read.
    #[serde(skip)]
    pub scanned: Vec<String>,
    /// What the review panel did, when a model reviewed the findings.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub review: Option<ReviewInfo>,
}

/// The review panel's work on a scan, for the reports.
#[derive(Debug, Clone, Default, Serialize)]
pub struct ReviewInfo {
    /// `emoji role: why`.
    pub panel: Vec<String>,
    /// How the debate on the investigation plan ended.
    pub debate: String,
    pub plan: String,
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
}

impl ScanReport {
    pub fn active(&self) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(|f| f.suppression.is_none())
    }
}

/// A file's index among the candidates, and its findings or why it was skipped after all.
type FileOutcome = (usize, Result<Vec<Finding>, SkipReason>);

/// Scans `opts.root`.
pub fn scan(scanner: &Scanner, opts: &ScanOptions) -> Result<ScanReport, ScanError> {
    let started = Instant::now();
    let baseline = opts.baseline.as_deref().map(Baseline::read).transpose()?;
    let (files, mut skipped) = walk::discover(&opts.root, &opts.walk)?;
    let next = AtomicUsize::new(0);
    let jobs = opts.jobs.clamp(1, 64).min(files.len().max(1));
    let results: Vec<Vec<FileOutcome>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..jobs)
            .map(|_| {
                s.spawn(|| {
                    let mut out = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(file) = files.get(i) else { break };
                        out.push((i, scan_file(scanner, file)));
                    }
                    out
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or_default()).collect()
    });
    let mut per_file: Vec<FileOutcome> = results.into_iter().flatten().collect();
    per_file.sort_by_key(|(i, _)| *i);
    let mut findings = Vec::new();
    let mut scanned = Vec::new();
    let mut bytes_scanned = 0;
    for (i, r) in per_file {
        match r {
            Ok(mut f) => {
                scanned.push(files[i].rel.clone());
                bytes_scanned += files[i].size;
                findings.append(&mut f);
            }
            Err(reason) => skipped.push(Skipped { path: files[i].rel.clone(), reason }),
        }
    }
    if let (Some(b), Some(path)) = (&baseline, &opts.baseline) {
        let index = b.index();
        for f in findings.iter_mut().filter(|f| f.suppression.is_none()) {
            if index.contains_key(f.fingerprint.as_str()) {
                f.suppression = Some(Suppression::Baseline { file: path.display().to_string() });
            }
        }
    }
    findings.sort_by(|a, b| (&a.path, a.start_line, &a.rule_id).cmp(&(&b.path, b.start_line, &b.rule_id)));
    skipped.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(ScanReport {
        title: "Security scan".into(),
        root: opts.root.clone(),
        files_scanned: scanned.len(),
        bytes_scanned,
        duration_ms: u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX),
        findings,
        skipped,
        scanned,
        review: None,
    })
}

fn scan_file(scanner: &Scanner, file: &Candidate) -> Result<Vec<Finding>, SkipReason> {
    match walk::read_text(&file.path, file.size) {
        Ok(Some(text)) => Ok(scanner.scan_text(&file.rel, &text)),
        Ok(None) => Err(SkipReason::Binary),
        Err(e) => Err(SkipReason::Unreadable { error: e.to_string() }),
    }
}

/// Writes a file so that a reader never sees half of it.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_else(|| "out".into());
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}
