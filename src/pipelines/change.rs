//! `agentsmith fix-bug` and `add-feature`: the ticket and its context, the panel's debate, then
//! the change job (`stages::change`): smiths in their own copies, a merged patch verified by the
//! tests, delivered. The user's tree is touched only at the very end.

use std::io::Write;

use crate::cli::{ChangeArgs, GlobalArgs};
use crate::config::{Config, Env};
use crate::console::Io;
use crate::context::{Ticket, code_map, survey};
use crate::error::{Error, exit};
use crate::estimate::{Estimate, Split};
use crate::job::Kind;
use crate::smith::{RunRecord, RunStatus, Workspace};
use crate::stages::change::{Settled, Start};
use crate::stages::debate::{Stage, discuss, summary_line, write_outputs};
use crate::stages::pull_request::{self, PrFlags};
use crate::stages::tree::{archive, attach_log};
use crate::stages::{debate_flags, load_catalog, load_config_with, lock};

pub async fn run(global: &GlobalArgs, env: Env, kind: Kind, args: ChangeArgs, io: &mut Io) -> Result<u8, Error> {
    let mut flags = debate_flags(&args.opts);
    flags.extend(args.on_failure.map(|f| crate::stages::flag("limits.on_failure", f.as_str(), "--on-failure")));
    let config = load_config_with(global, env.clone(), flags)?;
    if !args.opts.dry_run {
        crate::stages::priced(&config)?;
    }
    let _lock = lock(&config, kind.command())?;
    let ws = Workspace::new(&config.repo);
    let old = RunRecord::read(&ws);
    if let Some(old) = &old
        && old.status != RunStatus::Completed
        && !args.fresh
        && !args.opts.dry_run
    {
        return Err(Error::Usage(format!(
            "an unfinished run ({}, {:?}) is in {}; continue it with `agentsmith resume`, or start over with `agentsmith {} --fresh` (the old run is archived)",
            old.run_id,
            old.status,
            ws.root.display(),
            kind.command()
        )));
    }
    // A new run starts here: the old one is archived, and this one's events are logged in the
    // workspace from its first (a dry run changes nothing there).
    if !args.opts.dry_run {
        if let Some(old) = &old {
            archive(&ws, &old.run_id)?;
        }
        attach_log(io, &ws);
    }
    if !args.opts.dry_run {
        super::init::refresh_knowledge(&config.repo, io);
    }
    let (ticket, ticket_source) = read_ticket(&config, &env, &args).await?;
    let survey = survey(&config.repo);
    let map =
        code_map(&config.repo, &survey, &ticket, args.test_cmd.as_deref(), config.settings.test_command.as_deref());
    let Some(test) = map.test.clone() else {
        return Err(Error::Usage(
            "no test command found: the change cannot be verified; pass --test-cmd \"...\" or set test_command in .agentsmith/config.yaml".into(),
        ));
    };
    // --pr: the remote, the repository, the base and the token are checked now, before any
    // work, and the change is committed on a branch (the one named, or one made from the ticket).
    let pull_request = if args.pr {
        let flags = PrFlags {
            remote: args.remote.as_deref(),
            base: args.pr_base.as_deref(),
            issue: args.issue.as_deref(),
            comment: args.pr_comment,
        };
        Some(pull_request::plan(&config.repo, &env, &flags)?)
    } else {
        None
    };
    let branch = match (&args.branch, args.pr) {
        (None, true) => Some(pull_request::default_branch(&config.repo, kind.command(), &ticket.title)?),
        (b, _) => b.clone(),
    };
    let (delivery, delivery_note) =
        crate::stages::deliver::plan_delivery(&config.repo, branch.as_deref(), args.no_apply, args.apply, args.force)?;
    let context = map.describe(&survey);
    let start = Start {
        kind,
        ticket,
        ticket_source,
        test,
        fix_attempts: args.fix_attempts.min(10),
        delivery,
        delivery_note,
        force: args.force,
        keep_work: args.keep_work,
        plan: None,
        context,
        pull_request,
    };
    if args.no_debate {
        let gateway = crate::stages::gateway(global, &config, io)?;
        return crate::stages::change::start(&env, &config, start, (Settled::none(), gateway), io).await;
    }
    debate_then_change(global, &env, &config, &args, &survey, start, io).await
}

/// The panel's debate over the ticket, then the change over the plan it agreed on (nothing
/// when it did not agree, or on `--dry-run`).
async fn debate_then_change(
    global: &GlobalArgs,
    env: &Env,
    config: &Config,
    args: &ChangeArgs,
    survey: &crate::context::Survey,
    mut start: Start,
    io: &mut Io,
) -> Result<u8, Error> {
    let kind = start.kind;
    let (ticket, context) = (start.ticket.clone(), start.context.clone());
    // The root's task holds the ticket, the context and the plan.
    let task_chars = ticket.text().chars().count() + context.len();
    if args.opts.dry_run {
        let _ = writeln!(
            io.out,
            "{} (dry run: context, panel and debate; nothing is executed or changed)\n\n# Context\n\n{}",
            kind.command(),
            context.trim_end()
        );
    }
    let catalog = load_catalog(config, io)?;
    // Without a model, a dry run is what every other command's is: the panel, the prompts and
    // the worst case, with nothing sent. With one, the panel debates and the agreed plan is
    // shown.
    let prompts_only = args.opts.dry_run && config.model(None).is_err() && global.replay.is_none();
    let stage = Stage {
        category: "coding",
        ticket: &ticket,
        context: context.clone(),
        survey: Some(survey),
        opts: &args.opts,
        prompts_only,
        secrets: None,
        can_pause: false,
        also: after_debate(config, task_chars, Split::Assumed, args.fix_attempts.min(10)),
    };
    let Some(d) = discuss(global, config, &catalog, stage, io).await.map_err(|f| f.error)? else {
        if prompts_only {
            let _ = writeln!(
                io.out,
                "\ndry run: no model is configured, so the panel did not debate; configure one (see `agentsmith doctor`) to see the agreed plan"
            );
        }
        return Ok(exit::OK);
    };
    write_outputs(&config.repo, &d.outcome, false)?;
    let plan = d.outcome.plan_to_carry_out().cloned();
    if args.opts.dry_run || plan.is_none() {
        let _ = writeln!(&mut io.out, "\n{}", summary_line(&d.outcome));
        if let Some(p) = d.outcome.final_plan() {
            let _ = writeln!(&mut io.out, "\n{}", p.markdown().trim_end());
        }
        if let (true, Some(p)) = (args.opts.dry_run, &plan) {
            // What carrying the agreed plan out is expected to spend, and the most it can.
            let rest = after_debate(config, task_chars, Split::Plan(p.steps.len()), args.fix_attempts.min(10));
            let model = crate::stages::plan_run::model_name(config);
            let pricing = crate::stages::plan_run::pricing(config, &model);
            let spent = d.gateway.ledger().total();
            let _ = write!(&mut io.out, "\n{}", crate::report::spend::estimate_lines(Some(&spent), &rest, &pricing));
        }
        if args.opts.dry_run {
            let _ = writeln!(
                &mut io.out,
                "\ndry run: nothing was executed; run again without --dry-run to carry the plan out"
            );
            return Ok(if plan.is_none() { exit::FAILED } else { exit::OK });
        }
        let why = match &d.outcome.failed {
            Some(_) => "the debate failed".to_string(),
            None => "the panel did not agree (on_no_consensus: stop)".to_string(),
        };
        let _ = writeln!(&mut io.out, "\nNothing was executed: {why}.");
        return Ok(exit::FAILED);
    }
    let Some(plan) = plan else { return Ok(exit::FAILED) };
    start.plan = Some(plan);
    crate::stages::change::start(env, config, start, Settled::from(d), io).await
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
