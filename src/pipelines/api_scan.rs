//! `agentsmith api-scan SPEC`: the spec's deterministic checks (and the secret rules over its
//! text), then, with a model, the api-security panel; the same reports and exit statuses as
//! security-scan.

use crate::apiscan::{Spec, SpecError, check, rules};
use crate::cli::{ApiScanArgs, GlobalArgs};
use crate::config::Env;
use crate::diag::Diagnostics;
use crate::error::{Error, exit};
use crate::redact::Redactor;
use crate::scan::finding::Suppression;
use crate::scan::suppress::Baseline;
use crate::scan::{ScanError, ScanReport, Scanner};

use crate::console::Io;
use crate::report::scan::Verdict;
use crate::stages::review::review_rule;
use crate::stages::scan_out::{Reviewed, finish, outputs, report_flags, review, review_flags, reviewing};
use crate::stages::{load_config_with, scan_locks};

pub async fn run(global: &GlobalArgs, env: Env, args: ApiScanArgs, io: &mut Io) -> Result<u8, Error> {
    let mut flags = review_flags(&args.review);
    flags.extend(report_flags(&args.report));
    let config = load_config_with(global, env.clone(), flags)?;
    let reviewing = reviewing(global, &config, &args.review, io)?;
    let started = std::time::Instant::now();
    let fail_on = config.settings.scan.fail_on;
    let outputs = outputs(global, &args.report, &config.repo, io)?;
    let _locks = scan_locks(&config, &outputs.files, reviewing, "api-scan")?;
    let file = std::path::absolute(&args.spec).map_err(|e| Error::io(&args.spec, e))?;
    if !file.is_file() {
        return Err(Error::Usage(format!(
            "{}: no such file; give the path of an OpenAPI or Swagger spec",
            args.spec.display()
        )));
    }
    // The spec is named relative to the repository's root, as security-scan names files.
    let target = crate::stages::scan_target::resolve(&config.repo, std::slice::from_ref(&args.spec), false)?;
    let file = target.paths.first().cloned().unwrap_or_else(|| args.spec.clone());
    let root = target.base.clone();
    let rel = file.strip_prefix(&root).unwrap_or(&file).to_string_lossy().replace('\\', "/");
    // The same progress bar as security-scan's, on a terminal only: one file, then its rates.
    let bar = io.live.bar(1);
    if let Some(b) = &bar {
        b.set_message(format!("reading {rel}"));
        b.tick();
    }
    let spec = Spec::load(&file, &rel).map_err(|e| match e {
        SpecError::Invalid(d) => Error::Invalid(d),
        SpecError::Read { path, source } => Error::Usage(format!("{}: cannot read the spec: {source}", path.display())),
    })?;
    let api_rules = rules().map_err(|d| Error::Scan(ScanError::Rules(Diagnostics(vec![d]))))?;
    let scanner = Scanner::builtin()?;
    let mut findings = check(&spec, &api_rules);
    // Keys and tokens pasted into examples and defaults.
    let scanned = scanner.scan_file_text(&rel, &spec.text);
    let secrets: Vec<_> = scanned.findings.into_iter().filter(|f| f.family == "secret").collect();
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
    if let Some(path) = &args.report.baseline {
        let index = Baseline::read(path).map_err(ScanError::from)?;
        let index = index.index();
        for f in findings.iter_mut().filter(|f| f.suppression.is_none()) {
            if index.contains_key(f.fingerprint.as_str()) {
                f.suppression = Some(Suppression::Baseline { file: path.display().to_string() });
            }
        }
    }
    findings.sort_by(|a, b| (a.start_line, &a.rule_id).cmp(&(b.start_line, &b.rule_id)));
    let mut result = crate::report::scan::Scanned::new(ScanReport {
        title: "API scan".into(),
        base: root.clone(),
        root,
        files_scanned: 1,
        bytes_scanned: spec.text.len() as u64,
        duration_ms: u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX),
        findings,
        skipped: Vec::new(),
        scanned: vec![rel.clone()],
        secrets: masks,
        secret_lines: if scanned.secret_lines.is_empty() {
            Default::default()
        } else {
            [(rel.clone(), scanned.secret_lines)].into()
        },
    });
    crate::stages::scan_out::scanned(io, &result);
    let subject = format!("the API spec `{rel}`");
    let reviewed =
        review(global, &env, &config, &mut result, "api-security", subject, (&args.review, reviewing), io).await?;
    if reviewed == Reviewed::DryRun {
        return Ok(exit::OK);
    }
    let verdict = Verdict { fail_on, findings: result.active().any(|f| fail_on.fails(f.severity)), unreadable: false };
    let extra = review_rule();
    let mut all: Vec<&crate::scan::secrets::RuleMeta> = api_rules.iter().collect();
    all.extend(scanner.rules().into_iter().filter(|r| r.family == "secret"));
    all.push(&extra);
    // Report titles show the path as the user typed it (the same in every command).
    result.root = args.spec.parent().filter(|p| !p.as_os_str().is_empty()).map_or_else(|| ".".into(), Into::into);
    finish(io, &args.report, &result, &all, &outputs, verdict, &reviewed)
}
