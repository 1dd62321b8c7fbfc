//! A task carried out by a plain smith tree (`run`, `debate --execute`): the checks made before
//! anything is spent, the gate on the debate's outcome, the confirmation with the estimate
//! (expected, and the bound), the tree itself, and the report that holds the debate and the tree.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde_json::json;

use super::{model_name, pricing};
use crate::config::{Config, Env};
use crate::console::Io;
use crate::context::Ticket;
use crate::debate::{Outcome, Plan};
use crate::error::{Error, exit};
use crate::estimate::{Estimate, Shape, Split};
use crate::job::RunRecord;
use crate::llm::Gateway;
use crate::smith::{RunStatus, SmithId, SmithStatus, Workspace, read_tree};
use crate::templates::Templates;

use super::Session;
use super::tree::{TreeOptions, archive, attach_log, run_tree};

/// How a run carries its plan out beyond the settings (the limits, `confirm` and the failure
/// policy are in the configuration), as the command asked.
#[derive(Debug, Clone, Default)]
pub(crate) struct RunOptions {
    /// Carry out a plan the panel did not agree on; the dissent stays on record (`--force`).
    pub force: bool,
    /// The confirmation answered in advance: the plan and its cost are still shown (`--yes`).
    pub yes: bool,
    /// Keep the working copies when the run completes (`--keep-work`).
    pub keep_work: bool,
    /// Archive an unfinished run and start a new one (`--fresh`).
    pub fresh: bool,
}

/// Whether the plan is shown and confirmed before any smith starts (`confirm`, `--confirm`).
pub(crate) fn confirming(config: &Config) -> bool {
    config.settings.confirm
}

/// What is checked before anything is spent: a confirmation that cannot be asked (no terminal
/// and no `--yes`) is refused, and so is a new run over an unfinished one without `--fresh`.
/// Returns the id of the recorded run, to archive when the new one begins.
pub(crate) fn precheck(config: &Config, a: &RunOptions, command: &str, io: &Io) -> Result<Option<String>, Error> {
    if confirming(config) && !a.yes && !io.input.is_terminal() {
        let from = match config.source("confirm") {
            crate::config::Source::Flag { flag } if flag == "--confirm" => "--confirm",
            _ => "`confirm: true` in the configuration",
        };
        return Err(Error::Usage(format!(
            "{from} asks before any smith starts, and stdin is not a terminal: nothing was started. \
             Run it from a terminal, or pass --yes to confirm in advance (the plan and its cost are still shown)"
        )));
    }
    unfinished(config, a.fresh, command)
}

/// The run recorded in the repository, before a new one starts there: an unfinished run (or
/// one that cannot be read) is refused without `fresh`. Returns the id of the recorded run, to
/// archive when the new one begins.
pub(crate) fn unfinished(config: &Config, fresh: bool, command: &str) -> Result<Option<String>, Error> {
    let ws = Workspace::new(&config.repo);
    let old = match RunRecord::load(&ws) {
        Ok(old) => old,
        Err(_) if fresh => return Ok(Some(format!("unreadable-{}", crate::util::utc_compact()))),
        Err(e) => return Err(e),
    };
    if let Some(old) = &old
        && old.status != RunStatus::Completed
        && !fresh
    {
        return Err(Error::Usage(format!(
            "an unfinished run ({}, {:?}) is in {}; continue it with `agentsmith resume`, or start over with `agentsmith {command} --fresh` (the old run is archived)",
            old.run_id,
            old.status,
            ws.root.display()
        )));
    }
    Ok(old.map(|o| o.run_id))
}

/// A new run begins: the old one (`old`, its id) is archived, and from here every event of the
/// command is logged in the workspace.
pub(crate) fn begin(config: &Config, old: Option<String>, io: &mut Io) -> Result<Workspace, Error> {
    let ws = Workspace::new(&config.repo);
    if let Some(old) = old {
        archive(&ws, &old)?;
    }
    attach_log(io, &ws);
    Ok(ws)
}

/// The plan to carry out, or why there is none: a failed debate never; a plan that does not
/// stand (no consensus and no vote carrying it, or a debate cut short) only when forced. One
/// reviewer's confident approval (`when-needed`) and a carried vote let the plan stand.
pub(crate) fn gate(o: &Outcome, force: bool) -> Result<&Plan, String> {
    if let Some(why) = &o.failed {
        return Err(format!(
            "the debate failed ({why}); a failed debate is never carried out: fix the model setup, or give the task straight to the tree with --no-debate"
        ));
    }
    let Some(plan) = o.final_plan() else {
        return Err("the debate left no plan".into());
    };
    if (o.stands() && o.partial.is_none()) || force {
        return Ok(plan);
    }
    let why = match (&o.partial, &o.vote) {
        (Some(p), _) => format!("the debate was cut short ({p})"),
        (None, Some(v)) => format!("the panel did not agree, and {}", v.describe()),
        (None, None) => format!(
            "the panel did not agree ({} {})",
            crate::util::count(o.dissent.len(), "objection"),
            if o.dissent.len() == 1 { "stands" } else { "stand" }
        ),
    };
    Err(format!("{why}; carry plan v{} out anyway with --force (the dissent stays on record)", plan.version))
}

/// The root's task from the agreed plan: the plan's title, and the request, the plan and how
/// to use its steps as its description.
pub(crate) fn root_task(config: &Config, ticket: &Ticket, plan: &Plan) -> Result<(String, String), Error> {
    let templates = Templates::new(&config.repo, config.user_dir.as_deref());
    let text = templates
        .render("run/task.md.j2", json!({ "request": ticket.text().trim(), "plan": plan.markdown().trim_end() }))?;
    Ok((plan.title.trim().to_string(), text))
}

/// How the tree in `ws` carried out the agreed `plan` (none with `--no-debate`), for a report:
/// its steps' rows (see [`step_rows`]) and what the root did with the plan's split (its saved
/// decision).
pub(crate) fn steps(ws: &Workspace, plan: Option<&Plan>, tests: Option<&str>) -> crate::report::plan_steps::Steps {
    crate::report::plan_steps::Steps {
        rows: plan.map(|p| step_rows(ws, p, tests)).unwrap_or_default(),
        choice: crate::smith::plan_split_said(ws),
    }
}

/// The agreed plan's steps as the tree in `ws` carried them out: for each, the smiths that
/// served it (the root's children naming it, or the root when it did the work itself) with
/// their result, and how it is verified (`tests`: how the tests verified the whole change).
fn step_rows(ws: &Workspace, plan: &Plan, tests: Option<&str>) -> Vec<crate::report::plan_steps::StepRow> {
    let Some(tree) = read_tree(ws) else { return Vec::new() };
    let smith = |n: &crate::smith::TreeNode| crate::smith::StepSmith {
        id: n.id.0.clone(),
        status: n.status.as_str().to_string(),
        summary: crate::smith::summary_of(&ws.result(&n.id)),
    };
    let children: Vec<_> = tree.children.iter().map(|c| (c.plan_steps.clone(), smith(c))).collect();
    crate::smith::step_rows(plan, smith(&tree), &children, tests)
}

/// Where the root's task is saved before the tree starts: a ticket file (`# title` first), so
/// that `agentsmith run --no-debate --ticket-file` on it starts the same root.
pub(crate) fn plan_path(ws: &Workspace) -> PathBuf {
    ws.root.join("results").join("plan.md")
}

pub(crate) fn save_plan(ws: &Workspace, title: &str, task: &str) -> Result<PathBuf, Error> {
    let path = plan_path(ws);
    ws.engine_write(&path, &format!("# {title}\n\n{}\n", task.trim_end())).map_err(|e| Error::io(&path, e))?;
    Ok(path)
}

/// The estimate of a smith tree of the configured shape on a root task of `task_chars`
/// characters, first split on `split`, named for the estimate's lines.
pub(crate) fn tree_estimate(config: &Config, task_chars: usize, split: Split) -> (String, Estimate) {
    let shape = Shape::of(&config.settings.bounds());
    let e = crate::estimate::tree(task_chars, shape, split, &config.settings.budget.max_output_tokens);
    (format!("the smith tree ({})", shape.describe()), e)
}

/// The estimate of fix-bug's and add-feature's fix rounds.
pub(crate) fn fix_estimate(config: &Config, task_chars: usize, attempts: u32) -> (String, Estimate) {
    let turns = config.settings.bounds().turns;
    let e = crate::estimate::fix_rounds(task_chars, turns, attempts, &config.settings.budget.max_output_tokens);
    (format!("the fix rounds (at most {attempts})"), e)
}

/// Shows the plan and its estimate (the tree's, first split on `split`, and with what the
/// debate `spent`, the whole's), and asks whether to carry it out (`--yes`: it is shown and
/// carried out). `false` when the user says anything but yes, or input ends.
pub(crate) async fn confirm(
    config: &Config,
    a: &RunOptions,
    (title, task, split): (&str, &str, Split),
    saved: &Path,
    spent: Option<&crate::llm::Tally>,
    io: &mut Io,
) -> Result<bool, Error> {
    let model = config.model(None)?;
    let parts = [tree_estimate(config, task.chars().count(), split)];
    let _ = writeln!(io.out, "# The plan to carry out: {title}\n\n{}\n", task.trim_end());
    let lines = crate::report::spend::estimate_lines(spent, &parts, &pricing(config, &model.name));
    let _ = write!(io.out, "{lines}");
    let _ = writeln!(io.out, "The plan is saved in {}.", saved.display());
    if a.yes {
        let _ = writeln!(io.out, "--yes: carrying it out.");
        return Ok(true);
    }
    let answer = io.input.ask(&mut io.err, "Carry out this plan? [y/N] ").await;
    Ok(answer.is_some_and(|a| matches!(a.trim().to_ascii_lowercase().as_str(), "y" | "yes")))
}

/// What was spent against the estimate counted before the run started (the one `--confirm`
/// shows): the run's own, kept in its record; for a record without one, its tree's.
pub(crate) fn against_estimate(
    config: &Config,
    record: &RunRecord,
    spent: &crate::llm::Tally,
) -> crate::report::spend::Against {
    let model = model_name(config);
    let estimate = record.estimate.clone().unwrap_or_else(|| {
        let shape = Shape { depth: record.max_depth, breadth: record.max_breadth, turns: record.max_turns };
        let caps = &config.settings.budget.max_output_tokens;
        crate::estimate::tree(record.context.chars().count(), shape, Split::Assumed, caps)
    });
    crate::report::spend::Against::new(&estimate, &pricing(config, &model), spent)
}

/// What `run` prints after a refused confirmation.
pub(crate) fn refused(saved: &Path, io: &mut Io) -> u8 {
    let _ = writeln!(
        io.out,
        "Not carried out: no smith was started. The plan is saved in {}; carry it out later with `agentsmith run --no-debate --ticket-file {}`.",
        saved.display(),
        saved.display()
    );
    exit::OK
}

/// A new run record for the root task.
pub(crate) fn record(config: &Config, title: String, task: String) -> Result<RunRecord, Error> {
    Ok(RunRecord::start("run", title, task, &config.settings, super::model_label(config)?))
}

/// Runs the tree of `record` to its end on `gw`, writes `results/final.md` and prints the
/// outcome. `None` when Ctrl-C interrupted it (the state is saved).
pub(crate) async fn execute(
    gw: &Gateway,
    env: &Env,
    config: &Config,
    ws: &Workspace,
    record: RunRecord,
    // `Some` on resume, with the answers to the questions smiths paused on.
    resumed: Option<std::collections::HashMap<SmithId, String>>,
    io: &mut Io,
) -> Result<Option<u8>, Error> {
    let root = SmithId::root();
    let run_id = record.run_id.clone();
    let shape = record.clone();
    let ask = crate::smith::Answers {
        asker: std::sync::Arc::new(crate::console::TerminalAsker::new(io)),
        given: resumed.clone().unwrap_or_default(),
    };
    let opts = TreeOptions { resumed: resumed.is_some(), ask: Some(ask), ..TreeOptions::default() };
    let keep_work = record.keep_work;
    let Some(summary) = run_tree(gw, config, env, ws, record, opts, &io.interrupt).await? else {
        let _ = writeln!(&mut io.err, "interrupted: the run's state is saved; continue it with `agentsmith resume`");
        return Ok(None);
    };
    if summary.status == SmithStatus::Completed && !keep_work {
        super::tree::remove_work(ws)?;
    }
    let final_md = ws.root.join("results").join("final.md");
    if let Ok(text) = std::fs::read_to_string(ws.result(&root)) {
        ws.engine_write(&final_md, &text).map_err(|e| Error::io(&final_md, e))?;
    }
    let usage = gw.ledger().total();
    // A run that did not complete is told by the engine's line on what did not (the root's
    // summary, its model's words, may say otherwise; it is in final.md).
    let said = match summary.status {
        SmithStatus::Completed => summary.summary.trim(),
        _ if !summary.completion.trim().is_empty() => summary.completion.trim(),
        _ => summary.summary.trim(),
    };
    let _ = writeln!(io.out, "Run {run_id}: {}.\n\n{said}\n\nWrote {}", summary.status.as_str(), final_md.display());
    let failed = if usage.failed_calls > 0 { format!(" ({} failed)", usage.failed_calls) } else { String::new() };
    let _ = writeln!(
        &mut io.out,
        "{}{failed}, {} tokens{}",
        crate::util::count(usage.calls, "model call"),
        usage.input_tokens + usage.output_tokens,
        if usage.cache_read_tokens > 0 { format!(" ({})", usage.input_words()) } else { String::new() }
    );
    let _ = writeln!(&mut io.out, "{}", against_estimate(config, &shape, &usage).line());
    for note in usage.notes() {
        let _ = writeln!(&mut io.out, "{note}");
    }
    let refused = crate::smith::refusals(ws);
    if !refused.is_empty() {
        let mut text = String::new();
        crate::report::change::refused_section(&mut text, &refused);
        let _ = write!(&mut io.out, "{text}");
    }
    if summary.status == SmithStatus::NeedsInput {
        let asked = read_tree(ws).map(|t| crate::smith::questions(&t)).unwrap_or_default();
        let mut text = String::from("\nPaused: the run waits for the user's answer (exit status 3).\n");
        for (id, q) in &asked {
            let clean = |t: &str, max| crate::ask::clean_question(t, max).replace('\n', "\n  ");
            text.push_str(&format!("\n{id} asks: {}\n", clean(&q.question, crate::ask::MAX_QUESTION)));
            if !q.why.is_empty() {
                text.push_str(&format!("  why it blocks: {}\n", clean(&q.why, crate::ask::MAX_WHY)));
            }
        }
        text.push_str(
            "\nAnswer with `agentsmith resume --answer \"...\"` (one question), or write .agent-smith/answers.yaml (`smith-id: answer`, one line each) and run `agentsmith resume`.\n",
        );
        let _ = write!(&mut io.out, "{text}");
        return Ok(Some(exit::NEEDS_INPUT));
    }
    Ok(Some(if summary.status == SmithStatus::Completed { exit::OK } else { exit::FAILED }))
}

/// Writes `results/report.md` and `report.json`: the debate, and the tree when the plan was
/// carried out (else why not). Returns the Markdown report's path.
pub(crate) fn write_report(
    ws: &Workspace,
    debate: &Outcome,
    why_not: Option<&str>,
    (config, spent): (&Config, &crate::llm::Tally),
) -> Result<PathBuf, Error> {
    let record = if why_not.is_none() { RunRecord::read(ws) } else { None };
    let tree = record.as_ref().and_then(|_| read_tree(ws));
    let result = std::fs::read_to_string(ws.root.join("results").join("final.md")).unwrap_or_default();
    // Carried out: the run's estimate (debate and tree) against all it spent; else the debate's.
    let spend = match &record {
        Some(r) => Some(against_estimate(config, r, spent)),
        None => debate.spend.clone(),
    };
    let steps = steps(ws, record.as_ref().and_then(|r| r.plan.as_ref()), None);
    let md = crate::report::run::markdown(
        debate,
        record.as_ref().map(|r| (r, tree.as_ref(), result.as_str())),
        why_not,
        (&steps, spend.as_ref()),
    );
    let js = crate::report::run::json(
        debate,
        record.as_ref().map(|r| (r, tree.as_ref())),
        why_not,
        (&steps, spend.as_ref()),
    );
    let results = ws.root.join("results");
    let md_path = results.join("report.md");
    ws.engine_write(&md_path, &md).map_err(|e| Error::io(&md_path, e))?;
    let json_path = results.join("report.json");
    let text = serde_json::to_string_pretty(&js).unwrap_or_default() + "\n";
    ws.engine_write(&json_path, &text).map_err(|e| Error::io(&json_path, e))?;
    Ok(md_path)
}

/// The panel a run debates with, and how the plan is carried out.
pub(crate) struct Panel<'a> {
    pub category: &'a str,
    /// The panel by name instead of triage (`--roles`); empty: triaged.
    pub roles: &'a [String],
    pub run: &'a RunOptions,
    /// The task file placed by hand in the root's inbox that started the run, if one did.
    pub placed: Option<&'a Placed>,
}

/// A task file placed by hand in the root's inbox (the protocol's manual start): it stays there
/// until a tree starts on it, so a debate that fails or a plan that is refused leaves it for
/// the next `run`.
pub(crate) struct Placed {
    pub path: PathBuf,
    pub text: String,
}

impl Placed {
    /// Puts the file back in the inbox when archiving the old run took it along.
    pub(crate) fn restore(&self, ws: &Workspace) -> Result<(), Error> {
        if !self.path.exists() {
            ws.engine_write(&self.path, &self.text).map_err(|e| Error::io(&self.path, e))?;
        }
        Ok(())
    }

    /// The tree starts: the request is kept as `results/request.md` and leaves the inbox, where
    /// the engine writes the root's task in the protocol's format.
    pub(crate) fn consume(&self, ws: &Workspace) -> Result<(), Error> {
        let kept = ws.root.join("results").join("request.md");
        ws.engine_write(&kept, &self.text).map_err(|e| Error::io(&kept, e))?;
        if self.path.exists() {
            std::fs::remove_file(&self.path).map_err(|e| Error::io(&self.path, e))?;
        }
        Ok(())
    }
}

/// Triage, the debate (round files in `.agent-smith/debate/`), then [`carry_out`]. The run has
/// begun ([`begin`]): the workspace logs the command's events.
pub(crate) async fn debate_then_tree(
    session: &Session,
    env: &Env,
    ws: &Workspace,
    ticket: &Ticket,
    panel: Panel<'_>,
    io: &mut Io,
) -> Result<u8, Error> {
    let config = &session.config;
    let catalog = super::load_catalog(config, io)?;
    let survey = crate::context::survey(&config.repo);
    let stage = super::debate::Stage {
        category: panel.category,
        ticket,
        context: super::debate::repo_summary(&survey),
        survey: Some(&survey),
        roles: panel.roles,
        prompts_only: false,
        secrets: None,
        can_pause: false,
        also: Vec::new(),
    };
    let d = match super::debate::discuss(session, &catalog, stage, io).await {
        Ok(Some(d)) => d,
        Ok(None) => return Ok(exit::OK),
        Err(f) => {
            let _ = writeln!(io.err, "Nothing was executed: the debate could not be held.");
            return Err(f.error);
        }
    };
    super::debate::write_outputs(&config.repo, &d.outcome, false)?;
    let after = AfterDebate { env, config, ws, ticket, run: panel.run, placed: panel.placed };
    carry_out(after, d, io).await
}

/// The rest of a run once the panel has debated: the gate, the root task saved, the
/// confirmation, the tree, and the report. The debate's round files are already written.
pub(crate) struct AfterDebate<'a> {
    pub env: &'a Env,
    pub config: &'a Config,
    pub ws: &'a Workspace,
    pub ticket: &'a Ticket,
    pub run: &'a RunOptions,
    pub placed: Option<&'a Placed>,
}

pub(crate) async fn carry_out(s: AfterDebate<'_>, d: super::debate::Discussion, io: &mut Io) -> Result<u8, Error> {
    let AfterDebate { env, config, ws, ticket, run, placed } = s;
    let o = &d.outcome;
    let _ = writeln!(io.out, "{}", o.summary());
    let plan = match gate(o, run.force) {
        Ok(p) => p,
        Err(why) => {
            if let Some(p) = o.final_plan() {
                let _ = writeln!(io.out, "\n{}", p.markdown().trim_end());
            }
            let path = write_report(ws, o, Some(&why), (config, &d.gateway.ledger().total()))?;
            let _ = writeln!(io.out, "\nNothing was executed: {why}.\nWrote {}", path.display());
            return Ok(exit::FAILED);
        }
    };
    if !o.stands() || o.partial.is_some() {
        let _ = writeln!(io.err, "warning: --force: carrying out plan v{} without the panel's agreement", plan.version);
    }
    let (title, task) = root_task(config, ticket, plan)?;
    let saved = save_plan(ws, &title, &task)?;
    let split = Split::Plan(plan.steps.len());
    if confirming(config)
        && !confirm(config, run, (&title, &task, split), &saved, Some(&d.gateway.ledger().total()), io).await?
    {
        let why = format!("the user did not confirm it; the plan is saved in {}", saved.display());
        write_report(ws, o, Some(&why), (config, &d.gateway.ledger().total()))?;
        return Ok(refused(&saved, io));
    }
    if let Some(p) = placed {
        p.consume(ws)?;
    }
    let tree = tree_estimate(config, task.chars().count(), split).1;
    let mut record = record(config, title, task)?;
    record.keep_work = run.keep_work;
    // The plan's steps are the root's first split.
    record.plan = Some(plan.clone());
    record.estimate = Some(d.estimate.clone().with(&tree));
    record.write(ws)?;
    let code = execute(&d.gateway, env, config, ws, record, None, io).await?;
    let path = write_report(ws, o, None, (config, &d.gateway.ledger().total()))?;
    let _ = writeln!(io.out, "Wrote {}", path.display());
    Ok(code.unwrap_or(exit::INTERRUPTED))
}
