//! `agentsmith security-scan`: the deterministic stage (detectors, suppressions, baseline) and
//! its reports. Runs with no model.

use crate::cli::{GlobalArgs, ScanArgs};
use crate::config::Env;
use crate::console::Io;
use crate::error::{Error, exit};
use crate::report::scan::Verdict;
use crate::scan::walk::WalkOptions;
use crate::scan::{ScanOptions, Scanner};
use crate::stages::review::review_rule;
use crate::stages::scan_locks;
use crate::stages::scan_out::{Reviewed, finish, outputs, review, reviewing, run_scan, scanned};

use super::args::{reports, review_request, scan_flags};
use super::setup::session;

pub async fn run(global: &GlobalArgs, env: Env, args: ScanArgs, io: &mut Io) -> Result<u8, Error> {
    let session = session(global, env.clone(), scan_flags(&args))?;
    let config = &session.config;
    let settings = &config.settings;
    let asked = review_request(&args.review);
    let reviewing = reviewing(&session, &asked, io)?;
    let target = crate::stages::scan_target::resolve(&config.repo, &scan_paths(global, config, &args), args.staged)?;
    let fail_on = settings.scan.fail_on;
    // One thread per core: each thread warms its own regex caches, so more only cost time.
    let cores = std::thread::available_parallelism().map_or(4, |n| u32::try_from(n.get()).unwrap_or(4));
    let jobs = settings.scan.jobs.unwrap_or(cores);
    let reports = reports(global, &args.report)?;
    let outputs = outputs(&reports, &config.repo, io)?;
    let _locks = scan_locks(config, &outputs.files, reviewing, "security-scan")?;

    let mut scanner = Scanner::builtin()?;
    scanner.foreign_ignores = settings.scan.honour_foreign_ignores;
    let exclude = settings.scan.exclude.clone();
    let opts = ScanOptions {
        root: target.root.clone(),
        paths: target.paths.clone(),
        named: target.named,
        walk: WalkOptions {
            include: settings.scan.include.clone(),
            exclude,
            max_file_bytes: settings.scan.max_file_bytes,
        },
        jobs: usize::try_from(jobs).unwrap_or(4),
        baseline: reports.baseline.clone(),
    };
    // The scan is CPU work on threads of its own: the runtime is told this task blocks.
    let mut result = crate::report::scan::Scanned::new(run_scan(io, &scanner, &opts, &outputs.files)?);
    scanned(io, &result);
    let subject = format!("the repository `{}`", target.base.display());
    let reviewed = review(&session, &env, &mut result, ("security", subject), (&asked, reviewing), io).await?;
    if reviewed == Reviewed::DryRun {
        return Ok(exit::OK);
    }
    let verdict = Verdict::of(&result, fail_on, args.allow_unreadable);
    let extra = review_rule();
    let mut rules = scanner.rules();
    rules.push(&extra);

    // Report titles show the scanned path as the user typed it (the same in every command); a
    // staged scan read a copy of the index, so its reports name the repository. Every path in
    // them is relative to the repository's root (`base`).
    result.base = target.base.clone();
    result.root = match args.paths.as_slice() {
        _ if args.staged => target.base.clone(),
        [one] => one.clone(),
        _ => global.repo.clone(),
    };
    let status = finish(io, &reports, &result, &rules, &outputs, verdict, &reviewed)?;
    // The process ends next and the OS frees the compiled rules at once: dropping their hundreds
    // of automata one by one costs a small scan a few percent of its time.
    std::mem::forget(scanner);
    Ok(status)
}

/// The PATHs to scan: those given; with none, from a subfolder of the project (the default
/// `--repo` found the project above it), that subfolder, as `semgrep` and `gitleaks` scan the
/// current folder; else the whole repository.
fn scan_paths(global: &GlobalArgs, config: &crate::config::Config, args: &ScanArgs) -> Vec<std::path::PathBuf> {
    let here = std::path::absolute(&global.repo).unwrap_or_else(|_| global.repo.clone());
    if args.paths.is_empty() && !args.staged && here != config.repo {
        return vec![global.repo.clone()];
    }
    args.paths.clone()
}
