//! The command line turned into library values, once, by the commands: every flag that is a
//! setting as a [`FlagValue`] for `Config::resolve` (so that it is merged by the one precedence
//! order and `config show` names it), the rest as the small typed values the stages take.

use crate::cli::{
    ChangeArgs, Command, DebateArgs, DebateOpts, ExecArgs, GlobalArgs, LegalArgs, MadArgs, OnFailureArg, ReportArgs,
    ReportFormat, ReviewArgs, RunArgs, ScanArgs,
};
use crate::config::FlagValue;
use crate::error::Error;
use crate::stages::plan_run::RunOptions;
use crate::stages::scan_out::{Format, Reports, ReviewRequest};

/// The settings a command's own flags set, as the command merges them into its configuration
/// (each command calls the function named here): what `config show COMMAND...` shows. `None`:
/// the command has no flag that is a setting. A debate's execution flags without `--execute`
/// are refused here, as the command refuses them.
pub(crate) fn setting_flags(cmd: &Command) -> Result<Option<Vec<FlagValue>>, Error> {
    Ok(Some(match cmd {
        Command::SecurityScan(a) => scan_flags(a),
        Command::ApiScan(a) => scan_review_flags(&a.review, &a.report),
        Command::FixBug(a) | Command::AddFeature(a) => change_flags(a),
        Command::Debate(a) => debate_command_flags(a)?,
        Command::Run(a) => run_flags(a),
        Command::MadDiscussion(MadArgs { opts, .. }) | Command::LegalAnalysis(LegalArgs { opts, .. }) => {
            debate_flags(opts)
        }
        Command::Resume { .. } => {
            return Err(Error::Usage(
                "config show resume: `resume` goes on with the settings its run recorded (.agent-smith/run.json), its --jobs aside; the configuration does not show them".into(),
            ));
        }
        Command::Roles(_)
        | Command::Triage(_)
        | Command::Config(_)
        | Command::Init(_)
        | Command::Doctor { .. }
        | Command::Status { .. }
        | Command::Eval(_)
        | Command::Completions { .. } => return Ok(None),
    }))
}

/// `security-scan`: the review's and the report's flags, `--jobs` (the scanner's threads,
/// `scan.jobs`), `--exclude` and `--include`.
pub(crate) fn scan_flags(a: &ScanArgs) -> Vec<FlagValue> {
    let mut flags = scan_review_flags(&a.review, &a.report);
    flags.extend(a.jobs.map(|j| flag("scan.jobs", j, "--jobs")));
    flags.extend(list_flag("scan.exclude", &a.exclude, "--exclude"));
    flags.extend(list_flag("scan.include", &a.include, "--include"));
    flags
}

/// A scan's review flags and its report's (`api-scan` has only these).
pub(crate) fn scan_review_flags(review: &ReviewArgs, report: &ReportArgs) -> Vec<FlagValue> {
    let mut flags = review_flags(review);
    flags.extend(report_flags(report));
    flags
}

/// `fix-bug` and `add-feature`: the debate's, `--on-failure`, `--test-cmd`.
pub(crate) fn change_flags(a: &ChangeArgs) -> Vec<FlagValue> {
    let mut flags = debate_flags(&a.opts);
    flags.extend(on_failure_flag(a.recovery.on_failure));
    flags.extend(a.test_cmd.as_deref().map(|t| flag("test_command", t, "--test-cmd")));
    flags
}

/// `debate`: the debate's flags, and with `--execute` the execution's; without it, execution
/// flags are a mistake said before anything runs.
pub(crate) fn debate_command_flags(a: &DebateArgs) -> Result<Vec<FlagValue>, Error> {
    if !a.execute {
        let given = a.exec.given();
        if !given.is_empty() {
            return Err(Error::Usage(format!("{} carry a plan out: give them with --execute", given.join(", "))));
        }
        return Ok(debate_flags(&a.opts));
    }
    let mut flags = exec_flags(&a.exec);
    flags.extend(debate_flags(&a.opts));
    Ok(flags)
}

/// `run`: the execution's flags, and the debate's (only `--max-cost` with `--no-debate`).
pub(crate) fn run_flags(a: &RunArgs) -> Vec<FlagValue> {
    let mut flags = exec_flags(&a.exec);
    flags.extend(if a.no_debate { spend_flags(&a.opts) } else { debate_flags(&a.opts) });
    flags
}

/// A command-line flag as a setting, so that it is merged (and shown by `config show`) with
/// the files and the environment, by the one precedence order.
pub(crate) fn flag(path: &'static str, value: impl Into<serde_json::Value>, name: &'static str) -> FlagValue {
    FlagValue { path, value: value.into(), flag: name, append: false }
}

/// A list flag whose values are added to the list the files set (`--exclude GLOB`...).
pub(crate) fn list_flag(path: &'static str, values: &[String], name: &'static str) -> Option<FlagValue> {
    (!values.is_empty()).then(|| FlagValue {
        path,
        value: serde_json::Value::from(values.to_vec()),
        flag: name,
        append: true,
    })
}

/// The setting `--max-cost` sets, in every command that calls a model.
pub(crate) fn spend_flags(o: &DebateOpts) -> Vec<FlagValue> {
    o.max_cost.map(|c| flag("budget.max_cost_usd", c, "--max-cost")).into_iter().collect()
}

/// The settings a debate's flags set: `--max-rounds`, `--triage`, `--max-cost`.
pub(crate) fn debate_flags(o: &DebateOpts) -> Vec<FlagValue> {
    let mut out = spend_flags(o);
    if let Some(n) = o.max_rounds {
        out.push(flag("discussion.max_rounds", n, "--max-rounds"));
    }
    out.extend(o.triage.map(|t| flag("triage.mode", t.as_str(), "--triage")));
    out
}

/// The setting `--on-failure` sets (`limits.on_failure`).
pub(crate) fn on_failure_flag(f: Option<OnFailureArg>) -> Option<FlagValue> {
    f.map(|f| flag("limits.on_failure", f.as_str(), "--on-failure"))
}

/// The setting `--jobs` of the commands that run smiths sets (`limits.jobs`).
pub(crate) fn jobs_flag(jobs: Option<u32>) -> Option<FlagValue> {
    jobs.map(|j| flag("limits.jobs", j, "--jobs"))
}

/// The settings the execution flags set: `--jobs`, `--max-depth`, `--max-children`,
/// `--on-failure`, `--confirm`.
pub(crate) fn exec_flags(a: &ExecArgs) -> Vec<FlagValue> {
    let mut flags = Vec::new();
    flags.extend(jobs_flag(a.jobs));
    flags.extend(a.max_depth.map(|d| flag("limits.max_depth", d, "--max-depth")));
    flags.extend(a.max_children.map(|c| flag("limits.max_breadth", c, "--max-children")));
    flags.extend(on_failure_flag(a.recovery.on_failure));
    if a.confirm {
        flags.push(flag("confirm", true, "--confirm"));
    }
    flags
}

/// How the plan is carried out, beyond the settings: `--force`, `--yes`, `--keep-work`, `--fresh`.
pub(crate) fn run_options(a: &ExecArgs) -> RunOptions {
    RunOptions { force: a.force, yes: a.yes, keep_work: a.keep_work, fresh: a.recovery.fresh }
}

/// The settings the review flags set: `--review` (`--no-model` wins over it and over the
/// configuration), the debate's, `--max-cost`.
pub(crate) fn review_flags(r: &ReviewArgs) -> Vec<FlagValue> {
    let mut flags = debate_flags(&r.opts);
    if r.no_model {
        flags.push(flag("scan.review", false, "--no-model"));
    } else if r.review {
        flags.push(flag("scan.review", true, "--review"));
    }
    flags
}

/// What a scan's review flags ask beyond the settings.
pub(crate) fn review_request(r: &ReviewArgs) -> ReviewRequest {
    ReviewRequest { review: r.review, no_model: r.no_model, roles: r.opts.roles.clone(), dry_run: r.opts.dry_run }
}

/// The settings a scan's report flags set: `--fail-on` (`scan.fail_on`).
pub(crate) fn report_flags(r: &ReportArgs) -> Vec<FlagValue> {
    r.fail_on.map(|f| flag("scan.fail_on", f.as_str(), "--fail-on")).into_iter().collect()
}

/// Where a scan's reports go, from its flags: `--all` and `-v` list everything. `--output -`
/// and `--events` both write to stdout, so they do not go together.
pub(crate) fn reports(global: &GlobalArgs, r: &ReportArgs) -> Result<Reports, Error> {
    let to_stdout = r.output.as_deref() == Some(std::path::Path::new("-"));
    if to_stdout && global.events.is_some() {
        return Err(Error::Usage(
            "--output - and --events both write to stdout; write the report to a file, or drop --events".into(),
        ));
    }
    Ok(Reports {
        formats: r.format.iter().map(|f| format(*f)).collect(),
        output: r.output.clone(),
        all: r.all || global.verbose > 0,
        baseline: r.baseline.clone(),
        write_baseline: r.write_baseline.clone(),
    })
}

fn format(f: ReportFormat) -> Format {
    match f {
        ReportFormat::Md => Format::Md,
        ReportFormat::Json => Format::Json,
        ReportFormat::Sarif => Format::Sarif,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{FailOnArg, RecoveryArgs, TriageArg};
    use crate::config::{Config, ConfigInputs, FailOn, OnFailure, Source};

    /// The value each flag sets is the one its command line spells.
    #[test]
    fn flag_values_are_spelled_as_on_the_command_line() {
        use clap::ValueEnum;
        fn same<T: ValueEnum>(as_str: impl Fn(&T) -> &'static str) {
            for v in T::value_variants() {
                assert_eq!(v.to_possible_value().map(|p| p.get_name().to_string()), Some(as_str(v).to_string()));
            }
        }
        same::<TriageArg>(|t| t.as_str());
        same::<FailOnArg>(|f| f.as_str());
        // `--fail-on` offers the setting's scale, no more and no less.
        let offered: Vec<&str> = FailOnArg::value_variants().iter().map(|f| f.as_str()).collect();
        assert_eq!(offered, FailOn::NAMES);
        same::<OnFailureArg>(|f| f.as_str());
    }

    fn resolved(flags: Vec<FlagValue>) -> Config {
        let dir = tempfile::tempdir().unwrap();
        let inputs = ConfigInputs { repo: dir.path().to_path_buf(), flags, ..ConfigInputs::default() };
        Config::resolve(&inputs).unwrap()
    }

    /// `--format json` alone.
    fn report_args() -> ReportArgs {
        ReportArgs {
            format: vec![ReportFormat::Json],
            output: None,
            all: false,
            fail_on: None,
            baseline: None,
            write_baseline: None,
        }
    }

    /// Each setting of `set` came from its flag.
    fn set_by_flags(config: &Config, set: &[(&str, &str)]) {
        for (path, flag) in set {
            match config.source(path) {
                Source::Flag { flag: by } => assert_eq!(by, *flag, "{path}"),
                other => panic!("{path}: {other}"),
            }
        }
    }

    /// Every flag of `run` and `debate --execute` that is a setting is resolved with the
    /// configuration, and named as its source.
    #[test]
    fn the_execution_flags_are_settings() {
        let exec = ExecArgs {
            jobs: Some(3),
            max_depth: Some(1),
            max_children: Some(2),
            confirm: true,
            force: true,
            yes: true,
            keep_work: true,
            recovery: RecoveryArgs { on_failure: Some(OnFailureArg::Stop), fresh: true },
        };
        let config = resolved(exec_flags(&exec));
        let limits = &config.settings.limits;
        assert_eq!((limits.jobs, limits.max_depth, limits.max_breadth), (3, 1, 2));
        assert_eq!(limits.on_failure, OnFailure::Stop);
        assert!(config.settings.confirm);
        set_by_flags(
            &config,
            &[
                ("limits.jobs", "--jobs"),
                ("limits.max_depth", "--max-depth"),
                ("limits.max_breadth", "--max-children"),
                ("limits.on_failure", "--on-failure"),
                ("confirm", "--confirm"),
            ],
        );
        // The rest are not settings: how this run goes.
        let o = run_options(&exec);
        assert!(o.force && o.yes && o.keep_work && o.fresh);
        // Not given: nothing set.
        assert!(exec_flags(&ExecArgs::default()).is_empty());
    }

    /// The debate's and the scans' flags that are settings.
    #[test]
    fn the_debate_and_scan_flags_are_settings() {
        let opts = DebateOpts {
            max_rounds: Some(2),
            triage: Some(TriageArg::Rules),
            max_cost: Some(1.5),
            roles: vec!["architect".into()],
            dry_run: true,
        };
        let review = ReviewArgs { review: true, no_model: false, opts };
        let report = ReportArgs { fail_on: Some(FailOnArg::Medium), ..report_args() };
        let mut flags = review_flags(&review);
        flags.extend(report_flags(&report));
        let config = resolved(flags);
        let s = &config.settings;
        assert_eq!(s.discussion.max_rounds, 2);
        assert_eq!(s.budget.max_cost_usd, Some(1.5));
        assert!(s.scan.review);
        assert_eq!(s.scan.fail_on, FailOn(Some(crate::config::Severity::Medium)));
        set_by_flags(
            &config,
            &[
                ("discussion.max_rounds", "--max-rounds"),
                ("triage.mode", "--triage"),
                ("budget.max_cost_usd", "--max-cost"),
                ("scan.review", "--review"),
                ("scan.fail_on", "--fail-on"),
            ],
        );
        let asked = review_request(&review);
        assert_eq!(
            (asked.roles, asked.dry_run, asked.review, asked.no_model),
            (vec!["architect".into()], true, true, false)
        );
    }

    /// `--output -` and `--events` both want stdout; `-v` lists everything, as `--all` does.
    #[test]
    fn where_the_reports_go() {
        let report = ReportArgs {
            format: vec![ReportFormat::Sarif, ReportFormat::Md],
            output: Some("-".into()),
            baseline: Some("base.json".into()),
            ..report_args()
        };
        let global = GlobalArgs { verbose: 1, ..GlobalArgs::default() };
        let r = reports(&global, &report).unwrap();
        assert_eq!(r.formats, [Format::Sarif, Format::Md]);
        assert!(r.all);
        assert_eq!(r.baseline.as_deref(), Some(std::path::Path::new("base.json")));
        let events = GlobalArgs { events: Some(crate::cli::EventsFormat::Jsonl), ..GlobalArgs::default() };
        let err = reports(&events, &report).unwrap_err().to_string();
        assert!(err.contains("--output - and --events"), "{err}");
    }
}
