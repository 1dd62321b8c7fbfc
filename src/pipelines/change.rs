//! `agentsmith fix-bug` and `add-feature`: the ticket and its context, the panel's debate, then
//! the change job (`stages::change`): smiths in their own copies, a merged patch verified by the
//! tests, delivered. The user's tree is touched only at the very end.

use std::io::Write;
use std::path::PathBuf;

use crate::cli::{ChangeArgs, GlobalArgs};
use crate::config::{Config, Env, Source};
use crate::console::Io;
use crate::context::{Survey, TestCommand, Ticket, code_map, survey};
use crate::error::{Error, exit};
use crate::estimate::{Estimate, Split};
use crate::job::{ChangeJob, Delivery, Kind, PrTarget};
use crate::stages::change;
use crate::stages::debate::{Discussion, Stage, discuss, write_outputs};
use crate::stages::plan_run::{begin, unfinished};
use crate::stages::pull_request::{self, PrFlags};
use crate::stages::{Session, load_catalog, lock};

use super::args::change_flags;
use super::setup::session;

pub async fn run(global: &GlobalArgs, env: Env, kind: Kind, args: ChangeArgs, io: &mut Io) -> Result<u8, Error> {
    let session = session(global, env.clone(), change_flags(&args))?;
    let config = &session.config;
    if !args.opts.dry_run {
        crate::stages::priced(config)?;
    }
    let _lock = lock(config, kind.command())?;
    // A new run starts here: the old one is archived, and this one's events are logged in the
    // workspace from its first (a dry run changes nothing there).
    if !args.opts.dry_run {
        let old = unfinished(config, args.recovery.fresh, kind.command())?;
        begin(config, old, io)?;
        super::init::refresh_knowledge(&config.repo, io);
    }
    let (job, survey) = job(config, &env, kind, &args).await?;
    if args.no_debate {
        let gateway = session.gateway(io)?;
        let mut record = change::record(config, job, None, Estimate::default())?;
        record.keep_work = args.keep_work;
        return change::start(&env, config, record, gateway, io).await;
    }
    debate_then_change(&session, &env, &args, &survey, job, io).await
}

/// The job as its flags ask it, before any work: the ticket, the test command and the
/// delivery (with `--pr`, its remote, repository, base and token checked now). Also the
/// repository's survey, for the panel.
async fn job(config: &Config, env: &Env, kind: Kind, args: &ChangeArgs) -> Result<(ChangeJob, Survey), Error> {
    let (ticket, ticket_source) = read_ticket(config, env, args).await?;
    let survey = survey(&config.repo);
    let map = code_map(&config.repo, &survey, &ticket, configured_test(config));
    let Some(test) = map.test.clone() else {
        return Err(Error::Usage(
            "no test command found: the change cannot be verified; pass --test-cmd \"...\" or set test_command in .agentsmith/config.yaml".into(),
        ));
    };
    let (delivery, delivery_note, pull_request) = delivery(config, env, kind, args, &ticket)?;
    let context = map.describe(&survey);
    let job = ChangeJob {
        kind,
        ticket,
        ticket_source,
        test,
        fix_attempts: args.fix_attempts.min(10),
        delivery,
        delivery_note,
        force: args.force,
        // What the run settles later: the base of the copies, the debate (the plan is the
        // run record's).
        base_commit: String::new(),
        context,
        debate: None,
        untyped_panel: Vec::new(),
        tests: Vec::new(),
        fixes: 0,
        usage: Default::default(),
        pull_request,
        pr_pending: None,
        untyped_plan: None,
    };
    Ok((job, survey))
}

/// The test command the configuration names (`--test-cmd` is merged into `test_command`), and
/// where it came from.
fn configured_test(config: &Config) -> Option<TestCommand> {
    let command = config.settings.test_command.clone()?;
    let source = match config.source("test_command") {
        Source::Flag { flag } if flag == "--test-cmd" => "--test-cmd".to_string(),
        _ => "test_command in the configuration".to_string(),
    };
    Some(TestCommand { command, source })
}

/// Where the verified change goes: applied, saved, or committed on a branch (with `--pr`, the
/// branch named or one made from the ticket, and where it is pushed). The note says why the
/// delivery is not what the flags asked.
fn delivery(
    config: &Config,
    env: &Env,
    kind: Kind,
    args: &ChangeArgs,
    ticket: &Ticket,
) -> Result<(Delivery, Option<String>, Option<PrTarget>), Error> {
    let pull_request = if args.pr {
        let flags = PrFlags {
            remote: args.remote.as_deref(),
            base: args.pr_base.as_deref(),
            issue: args.issue.as_deref(),
            comment: args.pr_comment,
        };
        Some(pull_request::plan(&config.repo, env, &flags)?)
    } else {
        None
    };
    let branch = match (&args.branch, args.pr) {
        (None, true) => Some(pull_request::default_branch(&config.repo, kind.command(), &ticket.title)?),
        (b, _) => b.clone(),
    };
    let (delivery, note) =
        crate::stages::deliver::plan_delivery(&config.repo, branch.as_deref(), args.no_apply, args.apply, args.force)?;
    Ok((delivery, note, pull_request))
}

/// The panel's debate over the ticket, then the change over the plan it agreed on (nothing
/// when it did not agree, or on `--dry-run`).
async fn debate_then_change(
    session: &Session,
    env: &Env,
    args: &ChangeArgs,
    survey: &Survey,
    mut job: ChangeJob,
    io: &mut Io,
) -> Result<u8, Error> {
    let config = &session.config;
    // The root's task holds the ticket, the context and the plan.
    let task_chars = job.ticket.text().chars().count() + job.context.len();
    let fix_attempts = job.fix_attempts;
    if args.opts.dry_run {
        let _ = writeln!(
            io.out,
            "{} (dry run: context, panel and debate; nothing is executed or changed)\n\n# Context\n\n{}",
            job.kind.command(),
            job.context.trim_end()
        );
    }
    let catalog = load_catalog(config, io)?;
    // Without a model, a dry run is what every other command's is: the panel, the prompts and
    // the worst case, with nothing sent. With one, the panel debates and the agreed plan is
    // shown.
    let prompts_only = args.opts.dry_run && config.model(None).is_err() && !session.replaying();
    let stage = Stage {
        category: "coding",
        ticket: &job.ticket,
        context: job.context.clone(),
        survey: Some(survey),
        roles: &args.opts.roles,
        prompts_only,
        secrets: None,
        can_pause: false,
        also: after_debate(config, task_chars, Split::Assumed, fix_attempts),
    };
    let Some(d) = discuss(session, &catalog, stage, io).await.map_err(|f| f.error)? else {
        if prompts_only {
            let _ = writeln!(
                io.out,
                "\ndry run: no model is configured, so the panel did not debate; configure one (see `agentsmith doctor`) to see the agreed plan"
            );
        }
        return Ok(exit::OK);
    };
    write_outputs(&config.repo, &d.outcome, false)?;
    let plan = match d.outcome.plan_to_carry_out().cloned() {
        Some(plan) if !args.opts.dry_run => plan,
        _ => return not_carried_out(config, &job, &d, args.opts.dry_run, (task_chars, fix_attempts), io),
    };
    let (estimate, gateway) = change::debated(&mut job, d);
    let mut record = change::record(config, job, Some(plan), estimate)?;
    record.keep_work = args.keep_work;
    change::start(env, config, record, gateway, io).await
}

/// The end of a debate whose plan is not carried out: on `--dry-run` (the plan agreed, and
/// what carrying it out would spend), or when there is no plan to carry out (then the job's
/// report says why).
fn not_carried_out(
    config: &Config,
    job: &ChangeJob,
    d: &Discussion,
    dry_run: bool,
    (task_chars, fix_attempts): (usize, u32),
    io: &mut Io,
) -> Result<u8, Error> {
    let plan = d.outcome.plan_to_carry_out();
    let _ = writeln!(&mut io.out, "\n{}", d.outcome.summary());
    if let Some(p) = d.outcome.final_plan() {
        let _ = writeln!(&mut io.out, "\n{}", p.markdown().trim_end());
    }
    if let (true, Some(p)) = (dry_run, plan) {
        // What carrying the agreed plan out is expected to spend, and the most it can.
        let rest = after_debate(config, task_chars, Split::Plan(p.steps.len()), fix_attempts);
        let model = crate::stages::model_name(config);
        let pricing = crate::stages::pricing(config, &model);
        let spent = d.gateway.ledger().total();
        let _ = write!(&mut io.out, "\n{}", crate::report::spend::estimate_lines(Some(&spent), &rest, &pricing));
    }
    if dry_run {
        let _ =
            writeln!(&mut io.out, "\ndry run: nothing was executed; run again without --dry-run to carry the plan out");
        return Ok(if plan.is_none() { exit::FAILED } else { exit::OK });
    }
    let why = match &d.outcome.failed {
        Some(_) => "the debate failed".to_string(),
        None => "the panel did not agree (on_no_consensus: stop)".to_string(),
    };
    let report = write_not_executed(config, job, d, &why)?;
    let _ = writeln!(&mut io.out, "\nNothing was executed: {why}.\nWrote {}", report.display());
    Ok(exit::FAILED)
}

/// The report of a fix-bug or add-feature job that stopped after its debate, in
/// `.agent-smith/results/`: report.md (the debate, and why nothing was executed) and
/// report.json with the keys a carried-out job's report leads with (`kind`, `verified`,
/// `delivered`, `outcome`, `job`), the debate, and what it spent.
fn write_not_executed(config: &Config, job: &ChangeJob, d: &Discussion, why: &str) -> Result<PathBuf, Error> {
    let results = config.repo.join(".agent-smith").join("results");
    crate::smith::create_state_dir(&results).map_err(|e| Error::io(&results, e))?;
    // Nothing of another run may stand beside a report that says nothing was executed.
    for stale in ["final.patch", "final.md"] {
        let path = results.join(stale);
        if path.exists() {
            std::fs::remove_file(&path).map_err(|e| Error::io(&path, e))?;
        }
    }
    let steps = crate::report::plan_steps::Steps::default();
    let md = crate::report::run::markdown(&d.outcome, None, Some(why), (&steps, None));
    let mut job = job.clone();
    job.debate = Some(crate::job::Debated::Summary(d.outcome.summary()));
    let json = serde_json::json!({
        "kind": job.kind,
        "verified": false,
        "delivered": false,
        "outcome": format!("Nothing was executed: {why}."),
        "job": job,
        "debate": d.outcome,
        "usage": d.gateway.ledger().total(),
    });
    let md_path = results.join("report.md");
    crate::util::write_atomic(&md_path, md.as_bytes()).map_err(|e| Error::io(&md_path, e))?;
    let json_path = results.join("report.json");
    let text = serde_json::to_string_pretty(&json).unwrap_or_default() + "\n";
    crate::util::write_atomic(&json_path, text.as_bytes()).map_err(|e| Error::io(&json_path, e))?;
    Ok(md_path)
}

/// What fix-bug and add-feature spend after the debate: the smith tree on the root's task of
/// `task_chars` characters (first split on `split`), and the fix rounds.
fn after_debate(config: &Config, task_chars: usize, split: Split, fix_attempts: u32) -> Vec<(String, Estimate)> {
    vec![
        crate::stages::plan_run::tree_estimate(config, task_chars, split),
        crate::stages::plan_run::fix_estimate(config, task_chars, fix_attempts),
    ]
}

async fn read_ticket(config: &Config, env: &Env, args: &ChangeArgs) -> Result<(Ticket, String), Error> {
    match (&args.ticket, &args.ticket_file, &args.issue) {
        (Some(t), _, _) => Ok((Ticket::parse(t, "the ticket")?, "the command line".into())),
        (None, Some(f), _) => Ok((Ticket::from_file(f)?, f.display().to_string())),
        (None, None, Some(spec)) => {
            let t = crate::context::github::issue(config, env, spec).await?;
            Ok((t, format!("GitHub issue {spec}")))
        }
        (None, None, None) => {
            Err(Error::Usage("give the ticket as text, or --ticket-file FILE, or --issue OWNER/REPO#N".into()))
        }
    }
}
