//! `agentsmith run`, `status` and `resume`: triage, the panel's debate and the smith tree over
//! the agreed plan (or, with `--no-debate`, the task straight to the tree).

use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::path::PathBuf;

use crate::cli::{GlobalArgs, RunArgs};
use crate::config::Env;
use crate::console::Io;
use crate::context::{Ticket, survey};
use crate::error::{Error, exit};
use crate::estimate::Split;
use crate::job::RunRecord;
use crate::report;
use crate::smith::{RunStatus, SmithId, Workspace, read_tree};
use crate::stages::debate::{PausedDebate, Stage, discuss, repo_summary};
use crate::stages::plan_run::{
    Panel, Placed, RunOptions, begin, confirm, confirming, debate_then_tree, execute, precheck, record, refused,
    save_plan, tree_estimate,
};
use crate::stages::tree::attach_log;
use crate::stages::{Session, load_catalog, lock, model_ready};

use super::args::{jobs_flag, run_flags, run_options};
use super::setup::{load_config, session};

pub async fn run(global: &GlobalArgs, env: Env, args: RunArgs, io: &mut Io) -> Result<u8, Error> {
    let session = session(global, env.clone(), run_flags(&args))?;
    let config = &session.config;
    let opts = run_options(&args.exec);
    let ws = Workspace::new(&config.repo);
    let (ticket, hand_placed) = match (&args.task, &args.ticket_file) {
        (Some(t), _) => (Ticket::parse(t, "the task")?, None),
        (None, Some(f)) => (Ticket::from_file(f)?, None),
        (None, None) => {
            let (t, placed) = inbox_task(&ws)?;
            (t, Some(placed))
        }
    };
    if args.opts.dry_run {
        return dry_run(&session, &args, &ticket, io).await;
    }
    model_ready(config)?;
    let _lock = lock(config, "run")?;
    super::init::refresh_knowledge(&config.repo, io);
    let old = precheck(config, &opts, "run", io)?;
    let ws = begin(config, old, io)?;
    if let Some(placed) = &hand_placed {
        placed.restore(&ws)?;
    }
    if args.no_debate {
        return straight_to_tree(&session, &env, &ws, (ticket, hand_placed.as_ref()), &opts, io).await;
    }
    let panel = Panel { category: &args.category, roles: &args.opts.roles, run: &opts, placed: hand_placed.as_ref() };
    debate_then_tree(&session, &env, &ws, &ticket, panel, io).await
}

/// `run --dry-run`: the panel and the prompts, as `debate --dry-run`; nothing is sent, nothing
/// written.
async fn dry_run(session: &Session, args: &RunArgs, ticket: &Ticket, io: &mut Io) -> Result<u8, Error> {
    let config = &session.config;
    let catalog = load_catalog(config, io)?;
    let survey = survey(&config.repo);
    let stage = Stage {
        category: &args.category,
        ticket,
        context: repo_summary(&survey),
        survey: Some(&survey),
        roles: &args.opts.roles,
        prompts_only: true,
        secrets: None,
        can_pause: false,
        also: vec![tree_estimate(config, ticket.text().chars().count(), Split::Assumed)],
    };
    discuss(session, &catalog, stage, io).await.map_err(|f| f.error)?;
    Ok(exit::OK)
}

/// `run --no-debate`: the task straight to the smith tree (shown and confirmed first when
/// asked). The run has begun ([`begin`]).
async fn straight_to_tree(
    session: &Session,
    env: &Env,
    ws: &Workspace,
    (ticket, placed): (Ticket, Option<&Placed>),
    opts: &RunOptions,
    io: &mut Io,
) -> Result<u8, Error> {
    let config = &session.config;
    let (title, task) = (ticket.title, ticket.body);
    if confirming(config) {
        let saved = save_plan(ws, &title, &task)?;
        if !confirm(config, opts, (&title, &task, Split::Assumed), &saved, None, io).await? {
            return Ok(refused(&saved, io));
        }
    }
    if let Some(placed) = placed {
        placed.consume(ws)?;
    }
    let tree = tree_estimate(config, task.chars().count(), Split::Assumed).1;
    let mut record = record(config, title, task)?;
    record.keep_work = opts.keep_work;
    record.estimate = Some(tree);
    record.write(ws)?;
    let gw = session.gateway_with(io, Some(usize::try_from(record.jobs.max(1)).unwrap_or(4)))?;
    let code = execute(&gw, env, config, ws, record, None, io).await?;
    Ok(code.unwrap_or(exit::INTERRUPTED))
}

/// The task file placed by hand in the root's inbox: the protocol's manual start. With a run
/// recorded, its own `task-root.md` is not a new task.
fn inbox_task(ws: &Workspace) -> Result<(Ticket, Placed), Error> {
    let inbox = ws.dir(&SmithId::root()).join("inbox");
    let recorded = RunRecord::path(ws).exists();
    let mut found: Vec<PathBuf> = std::fs::read_dir(&inbox)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "md" || e == "txt"))
                .filter(|p| std::fs::symlink_metadata(p).is_ok_and(|m| m.is_file()))
                .filter(|p| !(recorded && p.file_name().is_some_and(|n| n == "task-root.md")))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    match found.len() {
        0 => Err(Error::Usage(format!(
            "give a task, or --ticket-file FILE, or place a task file (Markdown, `# Title` on its first line) in {}",
            inbox.display()
        ))),
        1 => {
            let path = found.remove(0);
            let mut t = Ticket::from_file(&path)?;
            let text = std::fs::read_to_string(&path).map_err(|e| Error::io(&path, e))?;
            // The protocol's own task files are titled `# Task: ...`.
            if let Some(rest) = t.title.strip_prefix("Task:") {
                t.title = rest.trim().to_string();
            }
            if t.title.is_empty() {
                return Err(Error::Usage(format!(
                    "{}: the task has no title; put `# Title` on its first line",
                    path.display()
                )));
            }
            Ok((t, Placed { path, text }))
        }
        _ => {
            let names: Vec<String> =
                found.iter().filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned())).collect();
            Err(Error::Usage(format!(
                "{} holds several task files ({}): leave one, or give the task on the command line",
                inbox.display(),
                names.join(", ")
            )))
        }
    }
}

pub async fn resume(
    global: &GlobalArgs,
    env: Env,
    jobs: Option<u32>,
    answer: Option<String>,
    io: &mut Io,
) -> Result<u8, Error> {
    let session = session(global, env.clone(), jobs_flag(jobs).into_iter().collect())?;
    let config = &session.config;
    model_ready(config)?;
    let _lock = lock(config, "resume")?;
    let ws = Workspace::new(&config.repo);
    if let Some(paused) = paused_debate(&ws, config)? {
        let answer = consolidator_answer(&ws, answer)?;
        return crate::pipelines::debate::resume(&session, paused, &answer, io).await;
    }
    let Some(mut record) = RunRecord::load(&ws)? else {
        return Err(Error::Usage(format!(
            "no run to resume in {}; start one with `agentsmith run`",
            ws.root.display()
        )));
    };
    if record.status == RunStatus::Completed {
        return Err(Error::Usage(format!("the run {} is complete; nothing to resume", record.run_id)));
    }
    // The run goes on with the limits it was recorded with, but for `--jobs`.
    if jobs.is_some() {
        record.jobs = config.settings.limits.jobs;
    }
    if record.job.is_some() {
        if answer.is_some() {
            return Err(Error::Usage("--answer: no smith of this run can ask a question".into()));
        }
        return crate::stages::change::resume(&session, &env, record, io).await;
    }
    let answers = answers(&ws, answer)?;
    record.status = RunStatus::Running;
    record.write(&ws)?;
    attach_log(io, &ws);
    let gw = session.gateway_with(io, Some(usize::try_from(record.jobs.max(1)).unwrap_or(4)))?;
    let code = execute(&gw, &env, config, &ws, record, Some(answers), io).await?;
    Ok(code.unwrap_or(exit::INTERRUPTED))
}

/// The debate paused on the consolidator's question, unless a run was started after it.
fn paused_debate(ws: &Workspace, config: &crate::config::Config) -> Result<Option<PausedDebate>, Error> {
    let path = PausedDebate::path(&config.repo);
    let modified = |p: &std::path::Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    match (modified(&path), modified(&RunRecord::path(ws))) {
        (None, _) => Ok(None),
        (Some(debate), Some(run)) if run > debate => Ok(None),
        _ => PausedDebate::read(&config.repo),
    }
}

/// The answer to the paused consolidator's question: --answer, else `consolidator:` in
/// `.agent-smith/answers.yaml` (then moved to `engine/answers-used.yaml`).
fn consolidator_answer(ws: &Workspace, answer: Option<String>) -> Result<String, Error> {
    let file = ws.root.join("answers.yaml");
    let from_file = match std::fs::read_to_string(&file) {
        Ok(text) if answer.is_none() => {
            let given: BTreeMap<String, serde_json::Value> = serde_saphyr::from_str(&text)
                .map_err(|e| Error::Usage(format!("{}: {e}; write `consolidator: answer`", file.display())))?;
            let a = match given.get("consolidator") {
                Some(serde_json::Value::String(s)) => s.clone(),
                Some(serde_json::Value::Null) | None => String::new(),
                Some(other) => other.to_string(),
            };
            if !a.trim().is_empty() {
                let used = ws.root.join("engine").join("answers-used.yaml");
                std::fs::create_dir_all(ws.root.join("engine")).map_err(|e| Error::io(&used, e))?;
                std::fs::rename(&file, &used).map_err(|e| Error::io(&file, e))?;
            }
            a
        }
        _ => String::new(),
    };
    match answer.unwrap_or(from_file) {
        a if a.trim().is_empty() => Err(Error::Usage(format!(
            "the debate waits for the consolidator's question to be answered (see `agentsmith status`): give --answer \"...\", or `consolidator: ...` in {}",
            file.display()
        ))),
        a => Ok(a),
    }
}

/// The answers `resume` continues the paused smiths with: `--answer` for the one smith that
/// waits, and `.agent-smith/answers.yaml` (smith id -> answer), which is then moved to
/// `engine/answers-used.yaml` so that a later question is never answered with it.
fn answers(ws: &Workspace, answer: Option<String>) -> Result<HashMap<SmithId, String>, Error> {
    let waiting = read_tree(ws).map(|t| crate::smith::questions(&t)).unwrap_or_default();
    let mut out = HashMap::new();
    let file = ws.root.join("answers.yaml");
    if let Ok(text) = std::fs::read_to_string(&file) {
        let given: BTreeMap<String, serde_json::Value> = serde_saphyr::from_str(&text)
            .map_err(|e| Error::Usage(format!("{}: {e}; write one `smith-id: answer` a line", file.display())))?;
        for (id, value) in given {
            let text = match value {
                serde_json::Value::String(s) => s,
                serde_json::Value::Null => continue,
                other => other.to_string(),
            };
            let id = SmithId(id.strip_prefix("task-").unwrap_or(&id).to_string());
            if !waiting.iter().any(|(w, _)| *w == id) {
                return Err(Error::Usage(format!(
                    "{}: {id} asks no question; the smiths that wait for an answer: {}",
                    file.display(),
                    names(&waiting)
                )));
            }
            out.insert(id, text);
        }
        let used = ws.root.join("engine").join("answers-used.yaml");
        std::fs::create_dir_all(ws.root.join("engine")).map_err(|e| Error::io(&used, e))?;
        std::fs::rename(&file, &used).map_err(|e| Error::io(&file, e))?;
    }
    if let Some(a) = answer {
        match waiting.as_slice() {
            [] => return Err(Error::Usage("--answer: no smith of this run waits for an answer".into())),
            [(id, _)] => {
                out.insert(id.clone(), a);
            }
            _ => {
                return Err(Error::Usage(format!(
                    "--answer: {} smiths wait for an answer ({}); give each its own in {} (`smith-id: answer` a line)",
                    waiting.len(),
                    names(&waiting),
                    file.display()
                )));
            }
        }
    }
    Ok(out)
}

fn names(waiting: &[(SmithId, crate::ask::Question)]) -> String {
    if waiting.is_empty() {
        return "none".into();
    }
    waiting.iter().map(|(id, _)| id.0.as_str()).collect::<Vec<_>>().join(", ")
}

pub async fn status(global: &GlobalArgs, env: Env, json: bool, io: &mut Io) -> Result<u8, Error> {
    let config = load_config(global, env)?;
    let ws = Workspace::new(&config.repo);
    if let Some(paused) = paused_debate(&ws, &config)? {
        debate_status(&mut io.out, &paused, json);
        return Ok(exit::OK);
    }
    let record = RunRecord::load(&ws)?;
    let tree = read_tree(&ws);
    match (record, tree) {
        (Some(mut r), Some(t)) => {
            // A run recorded as running whose process is gone (killed, the machine restarted)
            // was interrupted: the run lock, which the kernel frees with its holder, says so.
            if r.status == RunStatus::Running && lock(&config, "status").is_ok() {
                r.status = RunStatus::Interrupted;
            }
            report::smith::status(&mut io.out, &r, &t, json);
            Ok(exit::OK)
        }
        _ => Err(Error::Usage(format!("no run in {}; start one with `agentsmith run`", ws.root.display()))),
    }
}

/// `status` of a debate paused on the consolidator's question.
fn debate_status(w: &mut dyn Write, paused: &PausedDebate, json: bool) {
    let o = &paused.outcome;
    let Some(p) = &o.paused else { return };
    if json {
        let v = serde_json::json!({
            "kind": "debate",
            "status": "needs-input",
            "topic": o.topic,
            "category": o.category,
            "rounds": o.rounds.len(),
            "plan_version": o.plans.last().map(|p| p.version),
            "question": { "by": "consolidator", "round": p.round, "question": p.question, "why": p.why },
        });
        let _ = writeln!(w, "{}", serde_json::to_string_pretty(&v).unwrap_or_default());
        return;
    }
    let _ = writeln!(w, "Debate ({}): {}", o.category, o.topic);
    let _ = writeln!(
        w,
        "Status: needs-input ({} held, plan v{})",
        crate::util::count(o.rounds.len(), "round"),
        o.plans.last().map_or(0, |p| p.version)
    );
    let _ = writeln!(w, "  consolidator asks (revising after round {}): {}", p.round, p.question);
    if !p.why.is_empty() {
        let _ = writeln!(w, "  why it blocks: {}", p.why);
    }
    let _ = writeln!(w, "Continue with `agentsmith resume --answer \"...\"`.");
}
