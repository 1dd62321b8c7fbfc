//! The smith tree as a stage: runs a recorded tree to its end (or resumes it), with the
//! command policy and sandbox every smith's tools use, and archives a finished run.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::config::{Config, Env};
use crate::error::Error;
use crate::event::{EventKind, Events, Origin};
use crate::job::RunRecord;
use crate::limits::Bounds;
use crate::llm::Gateway;
use crate::sandbox::{Policy, Sandbox};
use crate::smith::{Executor, ExecutorOptions, RunStatus, SmithId, SmithStatus, Summary, Task, Workspace};
use crate::templates::Templates;
use crate::tools::CommandPolicy;

/// Moves a finished or abandoned run under `.agent-smith/archive/<run-id>/`.
pub(crate) fn archive(ws: &Workspace, run_id: &str) -> Result<(), Error> {
    let dest = ws.root.join("archive").join(run_id);
    std::fs::create_dir_all(&dest).map_err(|e| Error::io(&dest, e))?;
    // Working copies are not archived: the patch of each is in its outbox.
    let copies = working_copies(ws);
    crate::git::remove_copies(&ws.root.join("base"), &copies)
        .map_err(|source| Error::Git { doing: "removing the working copies", source })?;
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

/// The smiths' working copies of the run in `ws`, and the copies its tests ran in.
fn working_copies(ws: &Workspace) -> Vec<PathBuf> {
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
    if let Ok(tested) = std::fs::read_dir(ws.root.join("verify")) {
        copies.extend(tested.flatten().map(|e| e.path()).filter(|p| p.join(".git").is_file()));
    }
    copies.sort();
    copies
}

/// Removes the working copies of a completed run (`--keep-work` keeps them): every change they
/// held is in the outboxes' patches and the results.
pub(crate) fn remove_work(ws: &Workspace) -> Result<(), Error> {
    let copies = working_copies(ws);
    if copies.is_empty() {
        return Ok(());
    }
    crate::git::remove_copies(&ws.root.join("base"), &copies)
        .map_err(|source| Error::Git { doing: "removing the working copies", source })
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
    /// Scans: read-only tools plus `report_finding`.
    pub review: bool,
    /// Lines no smith may see.
    pub redact: Option<std::sync::Arc<crate::tools::Redactions>>,
    /// Where smiths' questions go (`ask_user`); `None`: not offered. `tools.ask_user: off`
    /// withholds it whatever is given here.
    pub ask: Option<crate::smith::Answers>,
}

/// Adds the workspace's `events.jsonl` to the command's sinks, masked through its secrets:
/// from here on every event of the command (the debate, model calls, smiths, verification,
/// delivery) is logged there too.
pub(crate) fn attach_log(io: &mut crate::console::Io, ws: &Workspace) {
    io.events = io.events.with(Arc::new(crate::smith::state_log(ws).masked(io.secrets.clone())));
}

/// The events of a run in the workspace `ws`: `events`, and the workspace's `events.jsonl`
/// (masked through the gateway's secrets). The gateway's own events (model calls) go there too.
pub(crate) fn workspace_events(events: &Events, ws: &Workspace, gw: &Gateway) -> Events {
    let with_log = events.with(Arc::new(crate::smith::state_log(ws).masked(gw.redactor().clone())));
    gw.set_events(with_log.clone());
    with_log
}

/// Runs the smith tree of `record` to its end; `None` when Ctrl-C interrupted it (the state is
/// saved). Records the run's final status. Its events go where the gateway's go (see
/// [`workspace_events`]).
pub(crate) async fn run_tree(
    gw: &Gateway,
    config: &Config,
    env: &Env,
    ws: &Workspace,
    mut record: RunRecord,
    tree: TreeOptions,
    interrupt: &crate::console::Interrupt,
) -> Result<Option<Summary>, Error> {
    let TreeOptions { resumed, coding, mut brief, test_command, review, redact, ask } = tree;
    // Every smith is told what the project's knowledge says (bounded).
    crate::knowledge::add_to_brief(&mut brief, &config.repo);
    let templates = Templates::new(&config.repo, config.user_dir.as_deref());
    let events = gw.events();
    events.set_run(&record.run_id);
    // run.json is read again on resume: the hard limits hold whatever it says.
    let bounds = Bounds::new(1, record.max_depth, record.max_breadth, record.max_turns, 1);
    let _handling = interrupt.handle();
    let cancel = interrupt.token();
    let executor = Executor {
        gateway: gw,
        templates: &templates,
        ws: ws.clone(),
        opts: ExecutorOptions {
            // run.json is read again on resume: the hard limits hold whatever it says.
            max_depth: bounds.depth,
            max_breadth: bounds.breadth,
            max_turns: bounds.turns,
            commands: command_policy(config, env, test_command.as_deref()),
            read_only: review,
            coding,
            brief,
            report_findings: review,
            redact,
            max_write: usize::try_from(config.settings.tools.max_write_bytes).unwrap_or(usize::MAX),
            on_failure: config.settings.limits.on_failure,
            ask: ask.filter(|_| config.settings.tools.ask_user == crate::config::SandboxMode::On),
            plan: record.plan.clone(),
        },
        events: events.clone(),
        cancel: cancel.clone(),
        stopped: Default::default(),
        plan_split: Default::default(),
    };
    let origin = Origin::stage("execute");
    events.emit(origin, EventKind::RunStarted { resumed });
    // The root serves every step of the agreed plan.
    let task = Task {
        title: record.task.clone(),
        description: record.context.clone(),
        context: String::new(),
        expected_output: String::new(),
        plan_steps: record.plan.as_ref().map(|p| (1..=p.steps.len()).collect()).unwrap_or_default(),
    };
    let root = SmithId::root();
    let outcome = tokio::select! {
        s = executor.run(root.clone(), task) => Some(s),
        () = cancel.cancelled() => None,
    };
    let Some(summary) = outcome else {
        record.status = RunStatus::Interrupted;
        let _ = record.write(ws);
        events.emit(origin, EventKind::RunFinished { status: "interrupted".into() });
        return Ok(None);
    };
    record.status = match summary.status {
        SmithStatus::Completed => RunStatus::Completed,
        SmithStatus::Partial => RunStatus::Partial,
        SmithStatus::Failed | SmithStatus::Skipped => RunStatus::Failed,
        SmithStatus::Pending => RunStatus::Interrupted,
        SmithStatus::NeedsInput => RunStatus::NeedsInput,
    };
    record.write(ws)?;
    events.emit(origin, EventKind::RunFinished { status: record.status.as_str().into() });
    Ok(Some(summary))
}
