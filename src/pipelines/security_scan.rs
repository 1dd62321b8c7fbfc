//! `agentsmith security-scan`: the deterministic stage (detectors, suppressions, baseline) and
//! its reports. Runs with no model.

use std::path::{Path, PathBuf};

use crate::cli::{FailOnArg, GlobalArgs, ReportFormat, ScanArgs};
use crate::config::{Env, FailOn};
use crate::error::{Error, exit};
use crate::report;
use crate::scan::suppress::Baseline;
use crate::scan::walk::WalkOptions;
use crate::scan::{ScanError, ScanOptions, Scanner, scan, write_atomic};

use super::{Io, load_config};

pub fn run(global: &GlobalArgs, env: Env, args: ScanArgs, io: &mut Io<'_>) -> Result<u8, Error> {
    let config = load_config(global, env)?;
    let settings = &config.settings;
    let root = args.path.clone().unwrap_or_else(|| config.repo.clone());
    let fail_on = match args.fail_on {
        Some(FailOnArg::Critical) => FailOn::Critical,
        Some(FailOnArg::High) => FailOn::High,
        Some(FailOnArg::Medium) => FailOn::Medium,
        Some(FailOnArg::Low) => FailOn::Low,
        Some(FailOnArg::None) => FailOn::None,
        None => settings.scan.fail_on,
    };
    let jobs = args.jobs.unwrap_or(settings.limits.jobs);
    if jobs == 0 {
        return Err(Error::Usage("--jobs must be at least 1".into()));
    }
    let mut formats = args.format.clone();
    formats.dedup();
    let targets = targets(&args.output, &formats)?;

    let scanner = Scanner::builtin()?;
    let mut exclude = settings.scan.exclude.clone();
    exclude.extend(args.exclude.iter().cloned());
    let opts = ScanOptions {
        root,
        walk: WalkOptions { include: args.include.clone(), exclude, max_file_bytes: settings.scan.max_file_bytes },
        jobs: usize::try_from(jobs).unwrap_or(4),
        baseline: args.baseline.clone(),
    };
    let result = scan(&scanner, &opts)?;
    let failed = result.active().any(|f| fail_on.fails(f.severity));
    let rules = scanner.rules();

    let mut written = Vec::new();
    for (format, path) in &targets {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| ScanError::Write { path: dir.to_path_buf(), source })?;
        }
        let text = match format {
            ReportFormat::Sarif => report::scan::sarif(&result, &rules),
            ReportFormat::Md => report::scan::markdown(&result, &rules, fail_on, failed),
            ReportFormat::Json => report::scan::json(&result, &rules, fail_on, failed),
        };
        write_atomic(path, text.as_bytes()).map_err(|source| ScanError::Write { path: path.clone(), source })?;
        written.push(path.display().to_string());
    }
    if let Some(path) = &args.write_baseline {
        Baseline::from_findings(&result.findings).write(path).map_err(ScanError::from)?;
        written.push(format!("{} (baseline, {} fingerprints)", path.display(), result.active().count()));
    }
    report::scan::summary(io.out, &result, &written, fail_on, failed);
    Ok(if failed { exit::FAILED } else { exit::OK })
}

/// Where each format is written. `--output` is a folder; as a convenience, with one format it
/// may name the file itself (`--format sarif --output scan.sarif`).
fn targets(output: &Path, formats: &[ReportFormat]) -> Result<Vec<(ReportFormat, PathBuf)>, Error> {
    if formats.is_empty() {
        return Err(Error::Usage("--format needs at least one of md, json, sarif".into()));
    }
    let file_name = |f: ReportFormat| match f {
        ReportFormat::Sarif => "findings.sarif",
        ReportFormat::Md => "report.md",
        ReportFormat::Json => "report.json",
    };
    let ext = output.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    if let (Some(ext), [only]) = (ext.as_deref(), formats) {
        let matches = matches!(
            (ext, only),
            ("sarif", ReportFormat::Sarif) | ("json", ReportFormat::Json) | ("md", ReportFormat::Md)
        );
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
