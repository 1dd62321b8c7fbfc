//! `agentsmith api-scan SPEC`: the spec's deterministic checks (and the secret rules over its
//! text), then, with a model, the api-security panel; the same reports and exit statuses as
//! security-scan.

use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::apiscan::{Spec, SpecError, check, rules};
use crate::cli::{ApiScanArgs, GlobalArgs};
use crate::config::{Config, Env};
use crate::console::Io;
use crate::diag::Diagnostics;
use crate::error::{Error, exit};
use crate::redact::Redactor;
use crate::report::scan::{Scanned, Verdict};
use crate::scan::finding::{Finding, Secrecy, Suppression};
use crate::scan::secrets::RuleMeta;
use crate::scan::suppress::Baseline;
use crate::scan::{ScanError, ScanReport, Scanner};
use crate::stages::review::review_rule;
use crate::stages::scan_locks;
use crate::stages::scan_out::{Reviewed, finish, outputs, review, reviewing};

use super::args::{reports, review_request, scan_review_flags};
use super::setup::session;

pub async fn run(global: &GlobalArgs, env: Env, args: ApiScanArgs, io: &mut Io) -> Result<u8, Error> {
    let session = session(global, env.clone(), scan_review_flags(&args.review, &args.report))?;
    let config = &session.config;
    let asked = review_request(&args.review);
    let reviewing = reviewing(&session, &asked, io)?;
    let started = Instant::now();
    let fail_on = config.settings.scan.fail_on;
    let reports = reports(global, &args.report)?;
    let outputs = outputs(&reports, &config.repo, io)?;
    let _locks = scan_locks(config, &outputs.files, reviewing, "api-scan")?;
    let (file, rel, root) = locate(config, &args.spec)?;
    let api_rules = rules().map_err(|d| Error::Scan(ScanError::Rules(Diagnostics(vec![d]))))?;
    let scanner = Scanner::builtin()?;
    let mut result = scan_spec(io, (&file, &rel, root), (&api_rules, &scanner), reports.baseline.as_deref(), started)?;
    crate::stages::scan_out::scanned(io, &result);
    let subject = format!("the API spec `{rel}`");
    let reviewed = review(&session, &env, &mut result, ("api-security", subject), (&asked, reviewing), io).await?;
    if reviewed == Reviewed::DryRun {
        return Ok(exit::OK);
    }
    let verdict = Verdict::of(&result, fail_on, false);
    let extra = review_rule();
    let mut all: Vec<&RuleMeta> = api_rules.iter().collect();
    all.extend(scanner.rules().into_iter().filter(|r| r.secrecy == Secrecy::Detected));
    all.push(&extra);
    // Report titles show the path as the user typed it (the same in every command).
    result.root = args.spec.parent().filter(|p| !p.as_os_str().is_empty()).map_or_else(|| ".".into(), Into::into);
    finish(io, &reports, &result, &all, &outputs, verdict, &reviewed)
}

/// The spec file: its path, its name relative to the repository's root (as security-scan
/// names files), and that root.
fn locate(config: &Config, spec: &Path) -> Result<(PathBuf, String, PathBuf), Error> {
    let file = std::path::absolute(spec).map_err(|e| Error::io(spec, e))?;
    if !file.is_file() {
        return Err(Error::Usage(format!(
            "{}: no such file; give the path of an OpenAPI or Swagger spec",
            spec.display()
        )));
    }
    let target = crate::stages::scan_target::resolve(&config.repo, &[spec.to_path_buf()], false)?;
    let file = target.paths.first().cloned().unwrap_or_else(|| spec.to_path_buf());
    let root = target.base.clone();
    let rel = file.strip_prefix(&root).unwrap_or(&file).to_string_lossy().replace('\\', "/");
    Ok((file, rel, root))
}

/// The spec's deterministic checks and the secret rules over its text, with the same progress
/// bar as security-scan's (on a terminal only: one file, then its rates): the findings, masked,
/// those in the `baseline` suppressed, in line order.
fn scan_spec(
    io: &Io,
    (file, rel, root): (&Path, &str, PathBuf),
    (api_rules, scanner): (&[RuleMeta], &Scanner),
    baseline: Option<&Path>,
    started: Instant,
) -> Result<Scanned, Error> {
    let bar = io.live.bar(1);
    if let Some(b) = &bar {
        b.set_message(format!("reading {rel}"));
        b.tick();
    }
    let spec = Spec::load(file, rel).map_err(|e| match e {
        SpecError::Invalid(d) => Error::Invalid(d),
        SpecError::Read { path, source } => Error::Usage(format!("{}: cannot read the spec: {source}", path.display())),
    })?;
    let mut findings = check(&spec, api_rules);
    // Keys and tokens pasted into examples and defaults. A spec the secret rules failed on (a
    // bug of ours) ends the command: its secrets are unknown, so the checks' snippets of it
    // could show them, and no report may be written.
    let scanned = scanner
        .scan_file_caught(rel, &spec.text)
        .map_err(|reason| ScanError::Failed { path: rel.to_string(), why: reason.error() })?;
    let secrets: Vec<Finding> = scanned.findings.into_iter().filter(|f| f.secrecy == Secrecy::Detected).collect();
    // A check's finding on a line that holds a secret shows the line as the secret rule does,
    // with the secret masked.
    for f in &mut findings {
        if let Some(s) = secrets.iter().find(|s| (s.start_line..=s.end_line).contains(&f.start_line)) {
            f.snippet =
                if s.start_line == f.start_line { s.snippet.clone() } else { "[a line holding a secret]".to_string() };
        }
    }
    findings.extend(secrets);
    if let Some(b) = bar {
        let secs = started.elapsed().as_secs_f64().max(1e-3);
        b.set_position(1);
        b.set_message(format!("{:.0} files/s, {:.1} MB/s", 1.0 / secs, spec.text.len() as f64 / 1e6 / secs));
        b.finish_and_clear();
    }
    let masks = std::sync::Arc::new(Redactor::with(&scanned.secrets));
    crate::scan::mask_findings(&mut findings, &masks);
    if let Some(path) = baseline {
        suppress_baselined(&mut findings, path)?;
    }
    findings.sort_by(|a, b| (a.start_line, &a.rule_id).cmp(&(b.start_line, &b.rule_id)));
    Ok(Scanned::new(ScanReport {
        title: "API scan".into(),
        base: root.clone(),
        root,
        files_scanned: 1,
        bytes_scanned: spec.text.len() as u64,
        duration_ms: u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX),
        findings,
        skipped: Vec::new(),
        scanned: vec![rel.to_string()],
        secrets: masks,
        secret_lines: if scanned.secret_lines.is_empty() {
            Default::default()
        } else {
            [(rel.to_string(), scanned.secret_lines)].into()
        },
    }))
}

/// Suppresses the findings whose fingerprints are in the baseline file at `path`.
fn suppress_baselined(findings: &mut [Finding], path: &Path) -> Result<(), Error> {
    let index = Baseline::read(path).map_err(ScanError::from)?;
    let index = index.index();
    for f in findings.iter_mut().filter(|f| f.suppression.is_none()) {
        if index.contains_key(f.fingerprint.as_str()) {
            f.suppression = Some(Suppression::Baseline { file: path.display().to_string() });
        }
    }
    Ok(())
}
