//! A task carried out by a plain smith tree (`run`, `debate --execute`): the checks made before
//! anything is spent, the gate on the debate's outcome, the confirmation with the worst-case
//! cost, the tree itself, and the report that holds the debate and the tree.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde_json::json;

use crate::cli::ExecArgs;
use crate::config::{Config, Env, FlagValue};
use crate::console::Io;
use crate::context::Ticket;
use crate::debate::{Outcome, Plan};
use crate::error::{Error, exit};
use crate::llm::Gateway;
use crate::smith::{RunRecord, RunStatus, SmithId, SmithStatus, Workspace, read_tree};
use crate::templates::Templates;

use super::flag;
use super::tree::{TreeOptions, archive, attach_log, run_tree};

/// The settings the execution flags set: `--jobs`, `--max-depth`, `--max-children`.
pub(crate) fn exec_flags(a: &ExecArgs) -> Vec<FlagValue> {
    let mut flags = Vec::new();
    flags.extend(a.jobs.map(|j| flag("limits.jobs", j, "--jobs")));
    flags.extend(a.max_depth.map(|d| flag("limits.max_depth", d, "--max-depth")));
    flags.extend(a.max_children.map(|c| flag("limits.max_breadth", c, "--max-children")));
    flags.extend(a.on_failure.map(|f| flag("limits.on_failure", f.as_str(), "--on-failure")));
    flags
}

/// Whether the plan is shown and confirmed before any smith starts.
pub(crate) fn confirming(config: &Config, a: &ExecArgs) -> bool {
    a.confirm || config.settings.confirm
}

/// What is checked before anything is spent: a confirmation that cannot be asked (no terminal
/// and no `--yes`) is refused, and so is a new run over an unfinished one without `--fresh`.
/// Returns the recorded run, if any.
pub(crate) fn precheck(config: &Config, a: &ExecArgs, command: &str, io: &Io) -> Result<Option<RunRecord>, Error> {
    if confirming(config, a) && !a.yes && !io.input.is_terminal() {
        let from = if a.confirm { "--confirm" } else { "`confirm: true` in the configuration" };
        return Err(Error::Usage(format!(
            "{from} asks before any smith starts, and stdin is not a terminal: nothing was started. \
             Run it from a terminal, or pass --yes to confirm in advance (the plan and its cost are still shown)"
        )));
    }
    let ws = Workspace::new(&config.repo);
    let old = RunRecord::read(&ws);
    if let Some(old) = &old
        && old.status != RunStatus::Completed
        && !a.fresh
    {
        return Err(Error::Usage(format!(
            "an unfinished run ({}, {:?}) is in {}; continue it with `agentsmith resume`, or start over with `agentsmith {command} --fresh` (the old run is archived)",
            old.run_id,
            old.status,
            ws.root.display()
        )));
    }
    Ok(old)
}

/// A new run begins: the old one is archived, and from here every event of the command is
/// logged in the workspace.
pub(crate) fn begin(config: &Config, old: Option<RunRecord>, io: &mut Io) -> Result<Workspace, Error> {
    let ws = Workspace::new(&config.repo);
    if let Some(old) = old {
        archive(&ws, &old.run_id)?;
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

/// The most a tree of the configured shape could spend, counted from the limits.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Estimate {
    pub smiths: u64,
    pub calls: u64,
    pub input_tokens: u64,
    pub output_tokens: u64,
    /// Of the input tokens, those that repeat a prefix already sent (a decision asked again,
    /// a leaf's conversation so far), and those that start one.
    pub cache_read_tokens: u64,
    pub cache_write_tokens: u64,
    /// `None` when the model has no price in the configuration.
    pub cost_usd: Option<f64>,
    /// The same, with the prompt cache's prices for the repeated prefixes.
    pub cached_cost_usd: Option<f64>,
}

impl Estimate {
    /// The counts, as the estimator of the model layer has them.
    pub fn spend(&self) -> crate::llm::Estimate {
        crate::llm::Estimate {
            calls: self.calls,
            input_tokens: self.input_tokens,
            cache_read_tokens: self.cache_read_tokens,
            cache_write_tokens: self.cache_write_tokens,
            output_tokens: self.output_tokens,
        }
    }
}

/// Tool output assumed to join a leaf's conversation each turn, in tokens (about 4 KB).
const TOOL_TOKENS_PER_TURN: u64 = 1024;
/// A prompt's framing around the task (the protocol's instructions), in tokens.
const FRAMING_TOKENS: u64 = 600;

/// The worst case: every smith above the deepest level splits `breadth` ways, every decision
/// is asked twice, every leaf uses all its turns (each turn adding its output cap and a tool
/// result to the conversation) and writes a checkpoint at its turn limit; every parent merges
/// each child's change through a conflict it resolves with all its turns, aggregates, and
/// (its children all failed) does the task itself with all its turns and a checkpoint.
pub(crate) fn estimate(
    task_chars: usize,
    depth: u8,
    breadth: u8,
    turns: u32,
    caps: &crate::config::OutputTokens,
    price: Option<(&str, &crate::config::Price)>,
) -> Estimate {
    let b = u64::from(breadth.max(1));
    let leaves = b.saturating_pow(u32::from(depth));
    let parents: u64 = (0..u32::from(depth)).map(|l| b.saturating_pow(l)).sum();
    let smiths = parents + leaves;
    let task = crate::llm::estimate_tokens(task_chars) + FRAMING_TOKENS;
    let t = u64::from(turns.max(1));
    let (decide, execute, aggregate) = (u64::from(caps.decide), u64::from(caps.execute), u64::from(caps.aggregate));
    let mut all = crate::llm::Estimate::default();
    // Every smith's decision, asked twice: the second reads the task the first sent.
    all.add(&crate::llm::Estimate {
        calls: 2 * smiths,
        input_tokens: 2 * smiths * task,
        cache_read_tokens: smiths * task,
        cache_write_tokens: smiths * task,
        output_tokens: 2 * smiths * decide,
    });
    // A leaf's turns and its checkpoint.
    let leaf = times(&agent_loop(task, t, execute).with(&checkpoint(task, t, execute, caps)), leaves);
    all.add(&leaf);
    // A parent: a conflict resolved for each child's change (the prompt names the child and
    // what it did), the aggregation of its children, and the fallback: the task done itself,
    // told what each child did.
    let told = task + b * aggregate;
    let parent = times(&agent_loop(task + aggregate, t, u64::from(caps.resolve)), b)
        .with(&crate::llm::Estimate {
            calls: 1,
            input_tokens: told,
            cache_read_tokens: 0,
            cache_write_tokens: 0,
            output_tokens: aggregate,
        })
        .with(&agent_loop(told, t, execute))
        .with(&checkpoint(told, t, execute, caps));
    all.add(&times(&parent, parents));
    let mut e = Estimate {
        smiths,
        calls: all.calls,
        input_tokens: all.input_tokens,
        output_tokens: all.output_tokens,
        cache_read_tokens: all.cache_read_tokens,
        cache_write_tokens: all.cache_write_tokens,
        cost_usd: None,
        cached_cost_usd: None,
    };
    if let Some((model, p)) = price {
        let (plain, cached) = e.spend().costs(model, p);
        (e.cost_usd, e.cached_cost_usd) = (Some(plain), Some(cached));
    }
    e
}

/// An agent loop of `t` turns on a prompt of `prompt` tokens, each answer at most `out`
/// tokens: turn k (from 0) sends the prompt and k earlier turns' answers and tool results;
/// with the cache, turn k reads the conversation of turn k - 1 and writes what it adds.
fn agent_loop(prompt: u64, t: u64, out: u64) -> crate::llm::Estimate {
    let t = t.max(1);
    let per_turn = out + TOOL_TOKENS_PER_TURN;
    crate::llm::Estimate {
        calls: t,
        input_tokens: t * prompt + per_turn * t * (t - 1) / 2,
        cache_read_tokens: (t - 1) * prompt + per_turn * (t - 1) * t.saturating_sub(2) / 2,
        cache_write_tokens: prompt + per_turn * (t - 1),
        output_tokens: t * out,
    }
}

/// The checkpoint written at the turn limit of such a loop: the whole conversation and the
/// request, answered once (the default output cap).
fn checkpoint(prompt: u64, t: u64, out: u64, caps: &crate::config::OutputTokens) -> crate::llm::Estimate {
    let per_turn = out + TOOL_TOKENS_PER_TURN;
    let conversation = prompt + per_turn * t.max(1);
    crate::llm::Estimate {
        calls: 1,
        input_tokens: conversation + FRAMING_TOKENS,
        cache_read_tokens: conversation - per_turn,
        cache_write_tokens: per_turn + FRAMING_TOKENS,
        output_tokens: u64::from(caps.for_stage("checkpoint")),
    }
}

/// `e`, `n` times.
fn times(e: &crate::llm::Estimate, n: u64) -> crate::llm::Estimate {
    crate::llm::Estimate {
        calls: e.calls.saturating_mul(n),
        input_tokens: e.input_tokens.saturating_mul(n),
        cache_read_tokens: e.cache_read_tokens.saturating_mul(n),
        cache_write_tokens: e.cache_write_tokens.saturating_mul(n),
        output_tokens: e.output_tokens.saturating_mul(n),
    }
}

/// The configured model's name, for prices: also when it cannot be used (its key is not set,
/// as in a dry run that sends nothing).
pub(crate) fn model_name(config: &Config) -> String {
    config
        .model(None)
        .map(|m| m.name)
        .ok()
        .or_else(|| config.settings.model.name.clone())
        .unwrap_or_else(|| "(no model configured)".into())
}

/// The worst case of a smith tree of the configured shape on a task of `task_chars`
/// characters, as the budget, `--confirm` and `--dry-run` count it.
pub(crate) fn tree_worst_case(config: &Config, task_chars: usize) -> crate::llm::Estimate {
    let limits = config.settings.bounds();
    estimate(task_chars, limits.depth, limits.breadth, limits.turns, &config.settings.budget.max_output_tokens, None)
        .spend()
}

/// The worst case of fix-bug's and add-feature's fix rounds: `attempts` rounds of the root's
/// agent loop, each as a leaf's (all its turns, no decision).
pub(crate) fn fix_worst_case(config: &Config, task_chars: usize, attempts: u32) -> crate::llm::Estimate {
    let limits = config.settings.bounds();
    let caps = &config.settings.budget.max_output_tokens;
    let task = crate::llm::estimate_tokens(task_chars) + FRAMING_TOKENS;
    // A round's output is capped as a fix's; the cap of a tree's turns bounds it too.
    let out = u64::from(caps.fix.max(caps.execute));
    times(&agent_loop(task, u64::from(limits.turns), out), u64::from(attempts))
}

/// For a dry run: the worst case of the smith tree that would carry out a task of
/// `task_chars` characters, with and without the prompt cache.
pub(crate) fn print_tree_estimate(config: &Config, task_chars: usize, io: &mut Io) {
    let limits = config.settings.bounds();
    let caps = &config.settings.budget.max_output_tokens;
    let model = model_name(config);
    let e = estimate(
        task_chars,
        limits.depth,
        limits.breadth,
        limits.turns,
        caps,
        config.settings.prices.get(&model).map(|p| (model.as_str(), p)),
    );
    let _ = writeln!(
        io.out,
        "worst case for the smith tree that carries the plan out (depth {}, {} subtasks a smith, {} turns a leaf, {} smiths): {}",
        limits.depth,
        limits.breadth,
        limits.turns,
        e.smiths,
        e.spend().describe(&model, config.settings.prices.get(&model))
    );
}

/// Shows the plan and the worst-case cost, and asks whether to carry it out (`--yes`: it is
/// shown and carried out). `false` when the user says anything but yes, or input ends.
pub(crate) async fn confirm(
    config: &Config,
    a: &ExecArgs,
    (title, task): (&str, &str),
    saved: &Path,
    spent: Option<&crate::llm::Tally>,
    io: &mut Io,
) -> Result<bool, Error> {
    let limits = config.settings.bounds();
    let model = config.model(None)?;
    let caps = &config.settings.budget.max_output_tokens;
    let e = estimate(
        task.chars().count(),
        limits.depth,
        limits.breadth,
        limits.turns,
        caps,
        config.settings.prices.get(&model.name).map(|p| (model.name.as_str(), p)),
    );
    let cost = match (e.cost_usd, e.cached_cost_usd) {
        (Some(c), Some(k)) => format!("about ${c:.2} (${k:.2} with the prompt cache)"),
        _ => format!("unknown: no price for `{}` (set prices.{} in the configuration)", model.name, model.name),
    };
    let _ = writeln!(io.out, "# The plan to carry out: {title}\n\n{}\n", task.trim_end());
    let _ = writeln!(
        io.out,
        "Worst case for the smith tree (depth {}, {} subtasks a smith, {} turns a leaf): {} smiths, {} model calls, {} input and {} output tokens; cost {cost}.",
        limits.depth, limits.breadth, limits.turns, e.smiths, e.calls, e.input_tokens, e.output_tokens
    );
    // What the debate spent, and the whole: spent and the worst case of what is left.
    if let Some(t) = spent {
        let usd = |c: Option<f64>| c.map_or_else(|| "unknown (no price)".to_string(), |c| format!("${c:.2}"));
        let _ = writeln!(
            io.out,
            "Spent so far (the debate): {} model calls, {} input ({} cached) and {} output tokens; cost {}.",
            t.calls,
            t.input_tokens,
            t.cache_read_tokens,
            t.output_tokens,
            usd(t.known_cost())
        );
        let whole = match (t.known_cost(), e.cost_usd, e.cached_cost_usd) {
            (Some(s), Some(c), Some(k)) => {
                format!("at most ${:.2} (${:.2} with the prompt cache)", s + c, s + k)
            }
            _ => "unknown (no price)".to_string(),
        };
        let _ = writeln!(
            io.out,
            "In all, spent and the worst case of what is left: {} model calls, {} input and {} output tokens; cost {whole}.",
            t.calls + e.calls,
            t.input_tokens + e.input_tokens,
            t.output_tokens + e.output_tokens
        );
    }
    let b = &config.settings.budget;
    let mut caps_set = Vec::new();
    if let Some(c) = b.max_cost_usd {
        caps_set.push(format!("${c:.2}"));
    }
    if let Some(t) = b.max_tokens {
        caps_set.push(format!("{t} tokens"));
    }
    if let Some(c) = b.max_calls {
        caps_set.push(format!("{c} model calls"));
    }
    if !caps_set.is_empty() {
        let _ = writeln!(io.out, "The budget stops the run (debate included) at {}.", caps_set.join(", "));
    }
    let _ = writeln!(io.out, "The plan is saved in {}.", saved.display());
    if a.yes {
        let _ = writeln!(io.out, "--yes: carrying it out.");
        return Ok(true);
    }
    let answer = io.input.ask(&mut io.err, "Carry out this plan? [y/N] ").await;
    Ok(answer.is_some_and(|a| matches!(a.trim().to_ascii_lowercase().as_str(), "y" | "yes")))
}

/// What was spent against the worst case estimated before the run started (the same estimate
/// `--confirm` and `--dry-run` show): the debate's, when the record has it, and the tree's.
pub(crate) fn against_estimate(
    config: &Config,
    record: &RunRecord,
    spent: &crate::llm::Tally,
) -> crate::report::spend::Against {
    let model = model_name(config);
    let mut e = estimate(
        record.context.chars().count(),
        record.max_depth,
        record.max_breadth,
        record.max_turns,
        &config.settings.budget.max_output_tokens,
        None,
    )
    .spend();
    if let Some(d) = &record.outside_tree {
        e.add(d);
    }
    crate::report::spend::Against::new(&e, &model, config.settings.prices.get(&model), spent)
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
    let model = config.model(None)?;
    let s = &config.settings.limits;
    let bounds = config.settings.bounds();
    Ok(RunRecord {
        run_id: format!("run-{}", crate::util::utc_compact()),
        task: title,
        context: task,
        created_at: crate::util::utc_now(),
        status: RunStatus::Running,
        max_depth: bounds.depth,
        max_breadth: bounds.breadth,
        max_turns: bounds.turns,
        jobs: s.jobs,
        model: format!("{} {}", model.provider.as_str(), model.name),
        job: None,
        keep_work: false,
        outside_tree: None,
    })
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
    let ask = crate::smith::AskUser {
        input: io.input.clone(),
        err: io.err.clone(),
        answers: resumed.clone().unwrap_or_default(),
        one_at_a_time: Default::default(),
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
    let _ = writeln!(
        io.out,
        "Run {run_id}: {}.\n\n{}\n\nWrote {}",
        summary.status.as_str(),
        summary.summary.trim(),
        final_md.display()
    );
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
            let clean = |t: &str, max| crate::agent::clean_question(t, max).replace('\n', "\n  ");
            text.push_str(&format!("\n{id} asks: {}\n", clean(&q.question, crate::agent::MAX_QUESTION)));
            if !q.why.is_empty() {
                text.push_str(&format!("  why it blocks: {}\n", clean(&q.why, crate::agent::MAX_WHY)));
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
    let md = crate::report::run::markdown(
        debate,
        record.as_ref().map(|r| (r, tree.as_ref(), result.as_str())),
        why_not,
        spend.as_ref(),
    );
    let js = crate::report::run::json(debate, record.as_ref().map(|r| (r, tree.as_ref())), why_not, spend.as_ref());
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
    pub opts: &'a crate::cli::DebateOpts,
    pub exec: &'a ExecArgs,
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
    global: &crate::cli::GlobalArgs,
    env: &Env,
    config: &Config,
    ws: &Workspace,
    ticket: &Ticket,
    panel: Panel<'_>,
    io: &mut Io,
) -> Result<u8, Error> {
    let catalog = super::load_catalog(config, io)?;
    let survey = crate::context::survey(&config.repo);
    let stage = super::debate::Stage {
        category: panel.category,
        ticket,
        context: super::debate::repo_summary(&survey),
        survey: Some(&survey),
        opts: panel.opts,
        prompts_only: false,
        secrets: None,
        can_pause: false,
        also: Vec::new(),
    };
    let d = match super::debate::discuss(global, config, &catalog, stage, io).await {
        Ok(Some(d)) => d,
        Ok(None) => return Ok(exit::OK),
        Err(f) => {
            let _ = writeln!(io.err, "Nothing was executed: the debate could not be held.");
            return Err(f.error);
        }
    };
    super::debate::write_outputs(&config.repo, &d.outcome, false)?;
    let after = AfterDebate { env, config, ws, ticket, exec: panel.exec, placed: panel.placed };
    carry_out(after, d, io).await
}

/// The rest of a run once the panel has debated: the gate, the root task saved, the
/// confirmation, the tree, and the report. The debate's round files are already written.
pub(crate) struct AfterDebate<'a> {
    pub env: &'a Env,
    pub config: &'a Config,
    pub ws: &'a Workspace,
    pub ticket: &'a Ticket,
    pub exec: &'a ExecArgs,
    pub placed: Option<&'a Placed>,
}

pub(crate) async fn carry_out(s: AfterDebate<'_>, d: super::debate::Discussion, io: &mut Io) -> Result<u8, Error> {
    let AfterDebate { env, config, ws, ticket, exec, placed } = s;
    let o = &d.outcome;
    let _ = writeln!(io.out, "{}", super::debate::summary_line(o));
    let plan = match gate(o, exec.force) {
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
    if confirming(config, exec)
        && !confirm(config, exec, (&title, &task), &saved, Some(&d.gateway.ledger().total()), io).await?
    {
        let why = format!("the user did not confirm it; the plan is saved in {}", saved.display());
        write_report(ws, o, Some(&why), (config, &d.gateway.ledger().total()))?;
        return Ok(refused(&saved, io));
    }
    if let Some(p) = placed {
        p.consume(ws)?;
    }
    let mut record = record(config, title, task)?;
    record.keep_work = exec.keep_work;
    record.outside_tree = Some(d.estimate);
    record.write(ws).map_err(|e| Error::io(RunRecord::path(ws), e))?;
    let code = execute(&d.gateway, env, config, ws, record, None, io).await?;
    let path = write_report(ws, o, None, (config, &d.gateway.ledger().total()))?;
    let _ = writeln!(io.out, "Wrote {}", path.display());
    Ok(code.unwrap_or(exit::INTERRUPTED))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worst_case_counts_a_full_tree() {
        let caps = crate::config::OutputTokens::default();
        let price = crate::config::Price::new(1.0, 2.0);
        // One leaf: two decisions, 25 turns, its checkpoint.
        let one = estimate(400, 0, 5, 25, &caps, Some(("m", &price)));
        assert_eq!((one.smiths, one.calls), (1, 28));
        let task = 100 + FRAMING_TOKENS;
        let per_turn = u64::from(caps.execute) + TOOL_TOKENS_PER_TURN;
        let checkpoint_in = task + 25 * per_turn + FRAMING_TOKENS;
        assert_eq!(one.input_tokens, 2 * task + 25 * task + per_turn * 25 * 24 / 2 + checkpoint_in);
        assert_eq!(
            one.output_tokens,
            2 * u64::from(caps.decide) + 25 * u64::from(caps.execute) + u64::from(caps.default)
        );
        let cost = (one.input_tokens as f64 + 2.0 * one.output_tokens as f64) / 1e6;
        assert!((one.cost_usd.unwrap() - cost).abs() < 1e-9);
        // The cache reads most of a leaf's conversation: the cost with it is well below.
        assert!(one.cache_read_tokens + one.cache_write_tokens <= one.input_tokens);
        assert!(one.cached_cost_usd.unwrap() < 0.8 * cost, "{one:?}");
        // 1 + 5 + 25 + 125 smiths at the hard limits: every smith decides twice, every leaf
        // uses its turns and checkpoints, every parent resolves a conflict with each of its 5
        // children, aggregates, and does the task itself (turns and checkpoint); no price, no
        // cost.
        let full = estimate(400, 3, 5, 25, &caps, None);
        assert_eq!((full.smiths, full.calls), (156, 2 * 156 + 125 * 26 + 31 * (5 * 25 + 1 + 26)));
        assert_eq!(full.cost_usd, None);
    }
}
