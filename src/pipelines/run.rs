//! `agentsmith run`, `status` and `resume`: the smith executor on its own.

use std::io::Write;

use std::path::Path;

use crate::cli::{GlobalArgs, RunArgs};
use crate::config::{Config, Env};
use crate::console::Io;
use crate::context::Ticket;
use crate::error::{Error, exit};
use crate::report;
use crate::smith::{RunRecord, RunStatus, SmithId, SmithStatus, Workspace, read_tree};
use crate::stages::tree::{TreeOptions, archive, attach_log, run_tree};
use crate::stages::{flag, gateway_with, load_config, load_config_with, lock};

pub async fn run(global: &GlobalArgs, env: Env, args: RunArgs, io: &mut Io) -> Result<u8, Error> {
    let ticket = match (&args.task, &args.ticket_file) {
        (Some(t), _) => Ticket::parse(t, "the task")?,
        (None, Some(f)) => Ticket::from_file(f)?,
        (None, None) => return Err(Error::Usage("give a task, or --ticket-file FILE".into())),
    };
    let mut flags = Vec::new();
    flags.extend(args.jobs.map(|j| flag("limits.jobs", j, "--jobs")));
    flags.extend(args.max_depth.map(|d| flag("limits.max_depth", d, "--max-depth")));
    flags.extend(args.max_children.map(|c| flag("limits.max_breadth", c, "--max-children")));
    flags.extend(args.on_failure.map(|f| flag("limits.on_failure", f.as_str(), "--on-failure")));
    let config = load_config_with(global, env.clone(), flags)?;
    let model = config.model(None)?;
    let _lock = lock(&config, "run")?;
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
    let bounds = config.settings.bounds();
    let record = RunRecord {
        run_id: format!("run-{}", crate::util::utc_compact()),
        task: ticket.title.clone(),
        context: ticket.body.clone(),
        created_at: crate::util::utc_now(),
        status: RunStatus::Running,
        max_depth: bounds.depth,
        max_breadth: bounds.breadth,
        max_turns: bounds.turns,
        jobs: s.jobs,
        model: format!("{} {}", model.provider.as_str(), model.name),
        job: None,
    };
    record.write(&ws).map_err(|e| Error::io(RunRecord::path(&ws), e))?;
    execute(global, &env, &config, &ws, record, false, io).await
}

pub async fn resume(global: &GlobalArgs, env: Env, jobs: Option<u32>, io: &mut Io) -> Result<u8, Error> {
    let config = load_config(global, env.clone())?;
    config.model(None)?;
    let _lock = lock(&config, "resume")?;
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
        return crate::stages::change::resume(global, env, config, record, io).await;
    }
    record.status = RunStatus::Running;
    record.write(&ws).map_err(|e| Error::io(RunRecord::path(&ws), e))?;
    execute(global, &env, &config, &ws, record, true, io).await
}

pub async fn status(global: &GlobalArgs, env: Env, json: bool, io: &mut Io) -> Result<u8, Error> {
    let config = load_config(global, env)?;
    let ws = Workspace::new(&config.repo);
    let record = RunRecord::read(&ws);
    let tree = read_tree(&ws);
    match (record, tree) {
        (Some(r), Some(t)) => {
            report::smith::status(&mut io.out, &r, &t, json);
            Ok(exit::OK)
        }
        _ => Err(Error::Usage(format!("no run in {}; start one with `agentsmith run`", ws.root.display()))),
    }
}

async fn execute(
    global: &GlobalArgs,
    env: &Env,
    config: &Config,
    ws: &Workspace,
    record: RunRecord,
    resumed: bool,
    io: &mut Io,
) -> Result<u8, Error> {
    attach_log(io, ws);
    let gw = gateway_with(global, config, io, Some(usize::try_from(record.jobs.max(1)).unwrap_or(4)))?;
    let root = SmithId::root();
    let run_id = record.run_id.clone();
    let opts = TreeOptions { resumed, ..TreeOptions::default() };
    let Some(summary) = run_tree(&gw, config, env, ws, record, opts, &io.interrupt).await? else {
        let _ = writeln!(&mut io.err, "interrupted: the run's state is saved; continue it with `agentsmith resume`");
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
    let failed = if usage.failed_calls > 0 { format!(" ({} failed)", usage.failed_calls) } else { String::new() };
    let _ = writeln!(
        &mut io.out,
        "{} model calls{failed}, {} tokens",
        usage.calls,
        usage.input_tokens + usage.output_tokens
    );
    for note in usage.notes() {
        let _ = writeln!(&mut io.out, "{note}");
    }
    let refused = crate::smith::refusals(ws);
    if !refused.is_empty() {
        let mut text = String::new();
        report::change::refused_section(&mut text, &refused);
        let _ = write!(&mut io.out, "{text}");
    }
    Ok(if summary.status == SmithStatus::Completed { exit::OK } else { exit::FAILED })
}

fn display(p: &Path) -> String {
    p.display().to_string()
}
