//! `agentsmith security-scan`: the deterministic stage (detectors, suppressions, baseline) and
//! its reports. Runs with no model.

use crate::cli::{GlobalArgs, ScanArgs};
use crate::config::Env;
use crate::console::Io;
use crate::error::{Error, exit};
use crate::scan::walk::WalkOptions;
use crate::scan::{ScanOptions, Scanner};
use crate::stages::review::review_rule;
use crate::stages::scan_out::{
    Reviewed, exit_status, fail_on_of, output_dir, review, review_flags, reviewing, run_scan, scanned, summary,
    targets, write_baseline, write_reports,
};
use crate::stages::{load_config_with, scan_locks};

pub async fn run(global: &GlobalArgs, env: Env, args: ScanArgs, io: &mut Io) -> Result<u8, Error> {
    let config = load_config_with(global, env.clone(), review_flags(&args.review))?;
    let settings = &config.settings;
    let reviewing = reviewing(global, &config, &args.review, io)?;
    let target = crate::stages::scan_target::resolve(&config.repo, &args.paths, args.staged)?;
    let fail_on = fail_on_of(args.report.fail_on, settings.scan.fail_on);
    // One thread per core: each thread warms its own regex caches, so more only cost time.
    let cores = std::thread::available_parallelism().map_or(4, |n| u32::try_from(n.get()).unwrap_or(4));
    let jobs = args.jobs.unwrap_or(cores);
    if jobs == 0 {
        return Err(Error::Usage("--jobs must be at least 1".into()));
    }
    let mut formats = args.report.format.clone();
    formats.dedup();
    let targets = targets(&output_dir(args.report.output.as_deref(), &config.repo), &formats)?;
    let _locks = scan_locks(&config, &targets, reviewing, "security-scan")?;

    let scanner = Scanner::builtin()?;
    let mut exclude = settings.scan.exclude.clone();
    exclude.extend(args.exclude.iter().cloned());
    let opts = ScanOptions {
        root: target.root.clone(),
        paths: target.paths.clone(),
        walk: WalkOptions { include: args.include.clone(), exclude, max_file_bytes: settings.scan.max_file_bytes },
        jobs: usize::try_from(jobs).unwrap_or(4),
        baseline: args.report.baseline.clone(),
    };
    // The scan is CPU work on threads of its own: the runtime is told this task blocks.
    let mut result = run_scan(io, &scanner, &opts, &targets)?;
    scanned(io, &result);
    let subject = format!("the repository `{}`", target.report_root.display());
    let reviewed =
        review(global, &env, &config, &mut result, "security", subject, (&args.review, reviewing), io).await?;
    if reviewed == Reviewed::DryRun {
        return Ok(exit::OK);
    }
    let failed = result.active().any(|f| fail_on.fails(f.severity));
    let extra = review_rule();
    let mut rules = scanner.rules();
    rules.push(&extra);

    // Report titles show the scanned path as the user typed it (the same in every command); a
    // staged scan read a copy of the index, so its reports name the repository.
    result.root = match args.paths.as_slice() {
        _ if args.staged => target.report_root.clone(),
        [one] => one.clone(),
        _ => global.repo.clone(),
    };
    let mut written = write_reports(&targets, &result, &rules, fail_on, failed)?;
    write_baseline(&args.report, &result, &mut written)?;
    summary(io, &result, &written, fail_on, failed);
    let status = exit_status(&result, failed, &reviewed, io);
    // The process ends next and the OS frees the compiled rules at once: dropping their hundreds
    // of automata one by one costs a small scan a few percent of its time.
    std::mem::forget(scanner);
    Ok(status)
}
