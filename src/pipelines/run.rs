//! `agentsmith run`, `status` and `resume`: the smith executor on its own.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::cli::{GlobalArgs, RunArgs};
use crate::config::{Config, Env};
use crate::context::Ticket;
use crate::error::{Error, exit};
use crate::llm::{Gateway, GatewayOptions};
use crate::report;
use crate::sandbox::{Policy, Sandbox};
use crate::smith::{
    Executor, ExecutorOptions, RunRecord, RunStatus, SmithEvent, SmithId, SmithStatus, Summary, Task, Workspace,
    read_tree,
};
use crate::templates::Templates;
use crate::tools::CommandPolicy;

use super::{Io, load_config, runtime};

pub fn run(global: &GlobalArgs, env: Env, args: RunArgs, io: &mut Io<'_>) -> Result<u8, Error> {
    let ticket = match (&args.task, &args.ticket_file) {
        (Some(t), _) => Ticket::parse(t, "the task")?,
        (None, Some(f)) => Ticket::from_file(f)?,
        (None, None) => return Err(Error::Usage("give a task, or --ticket-file FILE".into())),
    };
    let config = load_config(global, env.clone())?;
    let model = config.model(None)?;
    let _lock = super::lock(&config, "run")?;
    let ws = Workspace::new(&config.repo);
    if let Some(old) = RunRecord::read(&ws) {
        let unfinished = old.status != RunStatus::Completed;
        if unfinished && !args.fresh {
            return Err(Error::Usage(format!(
                "an unfinished run ({}, {:?}) is in {}; continue it with `agentsmith resume`, or start over with `agentsmith run --fresh` (the old run is archived)",
                old.run_id,
                old.status,
                ws.root.display()
            )));
        }
        archive(&ws, &old.run_id)?;
    }
    let s = &config.settings.limits;
    let record = RunRecord {
        run_id: format!("run-{}", crate::util::utc_compact()),
        task: ticket.title.clone(),
        context: ticket.body.clone(),
        created_at: crate::util::utc_now(),
        status: RunStatus::Running,
        max_depth: args.max_depth.unwrap_or(s.max_depth).min(3),
        max_breadth: args.max_children.unwrap_or(s.max_breadth).clamp(2, 5),
        max_turns: s.max_turns,
        jobs: args.jobs.unwrap_or(s.jobs),
        model: format!("{} {}", model.provider.as_str(), model.name),
        job: None,
    };
    record.write(&ws).map_err(|e| Error::io(RunRecord::path(&ws), e))?;
    execute(global, &env, &config, &ws, record, false, io)
}

pub fn resume(global: &GlobalArgs, env: Env, jobs: Option<u32>, io: &mut Io<'_>) -> Result<u8, Error> {
    let config = load_config(global, env.clone())?;
    config.model(None)?;
    let _lock = super::lock(&config, "resume")?;
    let ws = Workspace::new(&config.repo);
    let Some(mut record) = RunRecord::read(&ws) else {
        return Err(Error::Usage(format!(
            "no run to resume in {}; start one with `agentsmith run`",
            ws.root.display()
        )));
    };
    if record.status == RunStatus::Completed {
        return Err(Error::Usage(format!("the run {} is complete; nothing to resume", record.run_id)));
    }
    if let Some(j) = jobs {
        record.jobs = j;
    }
    if record.job.is_some() {
        return super::change::resume(global, env, config, record, io);
    }
    record.status = RunStatus::Running;
    record.write(&ws).map_err(|e| Error::io(RunRecord::path(&ws), e))?;
    execute(global, &env, &config, &ws, record, true, io)
}

pub fn status(global: &GlobalArgs, env: Env, json: bool, io: &mut Io<'_>) -> Result<u8, Error> {
    let config = load_config(global, env)?;
    let ws = Workspace::new(&config.repo);
    let record = RunRecord::read(&ws);
    let tree = read_tree(&ws);
    match (record, tree) {
        (Some(r), Some(t)) => {
            report::smith::status(io.out, &r, &t, json);
            Ok(exit::OK)
        }
        _ => Err(Error::Usage(format!("no run in {}; start one with `agentsmith run`", ws.root.display()))),
    }
}

/// Moves a finished or abandoned run under `.agent-smith/archive/<run-id>/`.
pub(crate) fn archive(ws: &Workspace, run_id: &str) -> Result<(), Error> {
    let dest = ws.root.join("archive").join(run_id);
    std::fs::create_dir_all(&dest).map_err(|e| Error::io(&dest, e))?;
    // Working copies are not archived: each is a whole checkout, and its patch is in the outbox.
    let mut copies = Vec::new();
    let mut stack = vec![ws.dir(&SmithId::root())];
    while let Some(dir) = stack.pop() {
        let work = dir.join("private").join("work");
        if work.join(".git").is_file() {
            copies.push(work);
        }
        if let Ok(children) = std::fs::read_dir(dir.join("children")) {
            stack.extend(children.flatten().map(|c| c.path()));
        }
    }
    for dir in copies {
        std::fs::remove_dir_all(&dir).map_err(|e| Error::io(&dir, e))?;
    }
    // The engine's decisions belong to the old tree: a new one must never inherit them.
    for name in ["smiths", "engine", "results", "run.json", "events.jsonl"] {
        let from = ws.root.join(name);
        if from.exists() {
            std::fs::rename(&from, dest.join(name)).map_err(|e| Error::io(&from, e))?;
        }
    }
    // Scratch folders of the sandbox (temporary files, caches) are not worth keeping.
    let scratch = ws.root.join("sandbox");
    if scratch.exists() {
        std::fs::remove_dir_all(&scratch).map_err(|e| Error::io(&scratch, e))?;
    }
    Ok(())
}

pub(crate) fn command_policy(config: &Config, env: &Env, test_command: Option<&str>) -> CommandPolicy {
    let t = &config.settings.tools;
    let mut allowlist = t.allowlist.clone();
    for test in config.settings.test_command.iter().map(String::as_str).chain(test_command) {
        allowlist.push(test.to_string());
    }
    CommandPolicy {
        mode: t.run_command,
        allowlist,
        timeout: Duration::from_secs(t.command_timeout_secs.max(1)),
        output_cap: usize::try_from(t.output_cap_bytes).unwrap_or(65_536),
        sandbox: sandbox(config, env),
    }
}

/// The sandbox every model-driven process of a command runs in (`run_command`, tests).
pub(crate) fn sandbox(config: &Config, env: &Env) -> Sandbox {
    Sandbox {
        policy: Policy::from_config(config, env),
        // This binary is the helper; without a path to it (never seen on Linux) the helper
        // cannot start and every sandboxed command is refused, which is the safe failure.
        helper: std::env::current_exe().unwrap_or_else(|_| PathBuf::from("agentsmith")),
        scratch_root: Workspace::new(&config.repo).root.join("sandbox"),
    }
}

fn execute(
    global: &GlobalArgs,
    env: &Env,
    config: &Config,
    ws: &Workspace,
    record: RunRecord,
    resumed: bool,
    io: &mut Io<'_>,
) -> Result<u8, Error> {
    let mut opts = GatewayOptions::from_config(config);
    opts.jobs = usize::try_from(record.jobs.max(1)).unwrap_or(4);
    opts.record = global.record.clone();
    opts.replay = global.replay.clone();
    let gw = Gateway::from_config(config, opts).map_err(Error::Model)?;
    let rt = runtime()?;
    let root = SmithId::root();
    let run_id = record.run_id.clone();
    let Some(summary) = rt.block_on(run_tree(
        &gw,
        config,
        env,
        ws,
        record,
        TreeOptions { resumed, quiet: global.quiet, ..TreeOptions::default() },
    ))?
    else {
        let _ = writeln!(io.err, "interrupted: the run's state is saved; continue it with `agentsmith resume`");
        return Ok(exit::INTERRUPTED);
    };
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
        display(&final_md)
    );
    let _ = writeln!(io.out, "{} model calls, {} tokens", usage.calls, usage.input_tokens + usage.output_tokens);
    let refused = crate::smith::refusals(ws);
    if !refused.is_empty() {
        let mut text = String::new();
        report::change::refused_section(&mut text, &refused);
        let _ = write!(io.out, "{text}");
    }
    Ok(if summary.status == SmithStatus::Completed { exit::OK } else { exit::FAILED })
}

/// How [`run_tree`] runs a tree.
#[derive(Default)]
pub(crate) struct TreeOptions {
    pub resumed: bool,
    /// Coding pipelines: the base every working copy starts from.
    pub coding: Option<crate::git::Base>,
    /// What every smith is told of the job.
    pub brief: String,
    /// The job's test command, allowed to smiths whatever the allowlist says.
    pub test_command: Option<String>,
    pub quiet: bool,
    /// Scans: read-only tools plus `report_finding`.
    pub review: bool,
    /// Lines no smith may see.
    pub redact: Option<std::sync::Arc<crate::tools::Redactions>>,
}

/// Runs the smith tree of `record` to its end; `None` when Ctrl-C interrupted it (the state is
/// saved). Records the run's final status.
pub(crate) async fn run_tree(
    gw: &Gateway,
    config: &Config,
    env: &Env,
    ws: &Workspace,
    mut record: RunRecord,
    tree: TreeOptions,
) -> Result<Option<Summary>, Error> {
    let TreeOptions { resumed, coding, brief, test_command, quiet, review, redact } = tree;
    let templates = Templates::new(&config.repo, config.user_dir.as_deref());
    let err = Arc::new(std::sync::Mutex::new(std::io::stderr()));
    let observer = move |e: &SmithEvent| {
        if !quiet {
            let mut w = err.lock().unwrap_or_else(|p| p.into_inner());
            report::smith::progress(&mut *w, e);
        }
    };
    let cancel = Arc::new(AtomicBool::new(false));
    let executor = Executor {
        gateway: gw,
        templates: &templates,
        ws: ws.clone(),
        opts: ExecutorOptions {
            // run.json is read again on resume: the hard limits hold whatever it says.
            max_depth: record.max_depth.min(3),
            max_breadth: record.max_breadth.clamp(2, 5),
            max_turns: record.max_turns.clamp(1, 200),
            commands: command_policy(config, env, test_command.as_deref()),
            read_only: review,
            coding,
            brief,
            report_findings: review,
            redact,
            max_write: usize::try_from(config.settings.tools.max_write_bytes).unwrap_or(usize::MAX),
        },
        log: crate::smith::state_log(ws).masked(gw.redactor().clone()),
        observer: Some(Arc::new(observer)),
        cancel: cancel.clone(),
    };
    executor.log.append(&SmithEvent::RunStarted { run_id: record.run_id.clone(), resumed });
    let task = Task {
        title: record.task.clone(),
        description: record.context.clone(),
        context: String::new(),
        expected_output: String::new(),
    };
    let root = SmithId::root();
    let ctrl_c = super::interrupted();
    let outcome = tokio::select! {
        s = executor.run(root.clone(), task) => Some(s),
        () = ctrl_c => {
            cancel.store(true, Ordering::SeqCst);
            None
        }
    };
    let Some(summary) = outcome else {
        record.status = RunStatus::Interrupted;
        let _ = record.write(ws);
        executor.log.append(&SmithEvent::RunFinished { status: RunStatus::Interrupted });
        return Ok(None);
    };
    record.status = match summary.status {
        SmithStatus::Completed => RunStatus::Completed,
        SmithStatus::Partial => RunStatus::Partial,
        SmithStatus::Failed => RunStatus::Failed,
        SmithStatus::Pending => RunStatus::Interrupted,
    };
    record.write(ws).map_err(|e| Error::io(RunRecord::path(ws), e))?;
    executor.log.append(&SmithEvent::RunFinished { status: record.status });
    Ok(Some(summary))
}

fn display(p: &Path) -> String {
    p.display().to_string()
}
