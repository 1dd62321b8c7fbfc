//! `agentsmith eval SUITE`: plan the pairs (or take up the latest unfinished eval), run each
//! task under each arm, score it, and print the table (`crate::eval`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicU32;

use super::setup::load_config;
use crate::cli::{EvalArgs, GlobalArgs};
use crate::config::{Config, Env};
use crate::console::Io;
use crate::error::{Error, exit};
use crate::eval::runner::Launcher;
use crate::eval::{Arm, Plan, RunDir, Suite, arm, suite};

pub async fn run(global: &GlobalArgs, env: Env, args: EvalArgs, io: &mut Io) -> Result<u8, Error> {
    let config = load_config(global, env.clone())?;
    let root = args.out.clone().unwrap_or_else(|| config.repo.join("eval"));
    let (run, plan, _scratch) = if args.resume {
        let (run, plan) = resume(&root, &args)?;
        (run, plan, None)
    } else {
        start(&config, &root, &args)?
    };
    let suite = suite::load(&plan.suite_dir).map_err(Error::Invalid)?;
    let aliases = config.model_aliases();
    if args.dry_run {
        crate::report::eval::plan(&mut io.out, &plan, |t, a| command_line(&suite, &run, t, a, &aliases));
        return Ok(exit::OK);
    }
    if plan.arms.iter().any(|a| a.uses_model()) {
        config.model(None).map_err(Error::from)?;
    }
    let launcher = Launcher {
        exe: std::env::current_exe().map_err(|e| Error::Usage(format!("cannot find this program's path: {e}")))?,
        env: env.clone(),
        global: forwarded(global, &config),
        sandbox: crate::stages::tree::sandbox(&config, &env),
        child: Arc::new(AtomicU32::new(0)),
    };
    let interrupted = run_pairs(&launcher, &suite, &run, &plan, &aliases, io).await?;
    let summary = crate::eval::summarize(&plan, run.results(&plan));
    write_reports(&run, &summary)?;
    crate::report::eval::table(&mut io.out, &summary, &run.dir);
    if interrupted {
        let _ = writeln!(
            io.err,
            "interrupted: the pairs scored are kept; continue with `agentsmith eval {} --resume`",
            args.suite
        );
        return Ok(exit::INTERRUPTED);
    }
    Ok(exit::OK)
}

/// A new eval: the suite found (a folder, else a built-in name), the arms checked, the order
/// drawn, `eval.json` written. A dry run, or a plan that fails, leaves no folder behind.
fn start(config: &Config, root: &Path, args: &EvalArgs) -> Result<(RunDir, Plan, Option<Scratch>), Error> {
    let folder = Path::new(&args.suite);
    let own = folder.join("suite.yaml").is_file();
    if !own && !suite::builtin_names().contains(&args.suite.as_str()) {
        return Err(Error::Usage(format!(
            "no suite `{}`: give a folder holding suite.yaml, or a built-in suite ({})",
            args.suite,
            suite::builtin_names().join(", ")
        )));
    }
    let name = if own { suite::load(folder).map_err(Error::Invalid)?.name } else { args.suite.clone() };
    let run = RunDir { dir: root.join(&name).join(crate::util::utc_compact()) };
    let scratch = Scratch(Some(run.dir.clone()));
    let suite_dir = if own {
        std::path::absolute(folder).map_err(|e| Error::io(folder, e))?
    } else {
        let dest = run.dir.join("suite");
        suite::materialize_builtin(&args.suite, &dest).map_err(|e| Error::io(&dest, e))?
    };
    let mut suite = suite::load(&suite_dir).map_err(Error::Invalid)?;
    keep_tasks(&mut suite, &args.tasks)?;
    let (arms, skipped) = choose_arms(&suite, &args.arms, &config.model_aliases())?;
    let seed = args.seed.unwrap_or_else(clock_seed);
    let plan = Plan::new(&suite, arms, skipped, seed, model_label(config));
    if args.dry_run {
        return Ok((run, plan, Some(scratch)));
    }
    ignore_folder(root)?;
    run.write_plan(&plan).map_err(|e| Error::io(run.plan_file(), e))?;
    scratch.keep();
    Ok((run, plan, None))
}

/// A new eval's folder, removed when dropped: by a dry run once it has printed, or by a plan
/// that could not be made.
struct Scratch(Option<PathBuf>);

impl Scratch {
    /// The folder stays: the eval is under way.
    fn keep(mut self) {
        self.0 = None;
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let Some(dir) = self.0.take() else { return };
        let _ = std::fs::remove_dir_all(&dir);
        // The suite's folder too, when this was its only eval.
        if let Some(parent) = dir.parent() {
            let _ = std::fs::remove_dir(parent);
        }
    }
}

/// `--resume`: the latest eval of the suite, with its own plan.
fn resume(root: &Path, args: &EvalArgs) -> Result<(RunDir, Plan), Error> {
    let folder = Path::new(&args.suite);
    let name = if folder.join("suite.yaml").is_file() {
        suite::load(folder).map_err(Error::Invalid)?.name
    } else {
        args.suite.clone()
    };
    let run = crate::eval::latest(root, &name).ok_or_else(|| {
        Error::Usage(format!("no eval of `{name}` under {} to resume; start one without --resume", root.display()))
    })?;
    let plan = run.read_plan().map_err(|e| Error::Usage(format!("{e}; start a new eval without --resume")))?;
    if !args.tasks.is_empty() || !args.arms.is_empty() || args.seed.is_some() {
        return Err(Error::Usage(
            "--resume continues the eval as it was planned: leave out --tasks, --arms and --seed".into(),
        ));
    }
    Ok((run, plan))
}

fn keep_tasks(suite: &mut Suite, wanted: &[String]) -> Result<(), Error> {
    if wanted.is_empty() {
        return Ok(());
    }
    for w in wanted {
        if !suite.tasks.iter().any(|t| &t.id == w) {
            let hint = crate::diag::closest(w, suite.tasks.iter().map(|t| t.id.as_str()))
                .map(|c| format!("did you mean `{c}`? "))
                .unwrap_or_default();
            return Err(Error::Usage(format!("--tasks: the suite `{}` has no task `{w}`; {hint}", suite.name)));
        }
    }
    suite.tasks.retain(|t| wanted.contains(&t.id));
    Ok(())
}

/// The arms asked for (or the suite's defaults), and those left out with the reason. An arm
/// asked for by name that cannot run here is an error; a default one is left out and said.
fn choose_arms(
    suite: &Suite,
    asked: &[String],
    aliases: &[String],
) -> Result<(Vec<Arm>, Vec<crate::eval::LeftOut>), Error> {
    let explicit = !asked.is_empty();
    let wanted: Vec<Arm> = if explicit {
        asked
            .iter()
            .map(|n| {
                Arm::parse(n).ok_or_else(|| {
                    let names: Vec<&str> = Arm::ALL.iter().map(|a| a.name()).collect();
                    Error::Usage(format!("--arms: no arm `{n}`; the arms are {}", names.join(", ")))
                })
            })
            .collect::<Result<_, _>>()?
    } else {
        Arm::defaults(suite.kind)
    };
    let probe = &suite.tasks[0];
    let (mut arms, mut skipped) = (Vec::new(), Vec::new());
    for a in wanted {
        match arm::command(a, probe, "ticket.md", aliases) {
            Ok(_) => arms.push(a),
            Err(why) if explicit => return Err(Error::Usage(format!("--arms: {}", why.describe(a)))),
            Err(why) => skipped.push((a, why.describe(a))),
        }
    }
    arms.dedup();
    if arms.is_empty() {
        return Err(Error::Usage("no arm can run on this suite; see --arms".into()));
    }
    Ok((arms, skipped))
}

fn clock_seed() -> u64 {
    let d = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    d.as_secs() ^ u64::from(d.subsec_nanos())
}

fn model_label(config: &Config) -> String {
    match config.model(None) {
        Ok(m) => format!("{} {}", m.provider.as_str(), m.name),
        Err(_) => "(no model configured)".into(),
    }
}

/// `eval/` holds copies of vulnerable apps and model-written code: it ignores itself, so a
/// scan or a commit of the repository leaves it out.
fn ignore_folder(root: &Path) -> Result<(), Error> {
    std::fs::create_dir_all(root).map_err(|e| Error::io(root, e))?;
    let file = root.join(".gitignore");
    if !file.exists() {
        std::fs::write(&file, "# Written by agentsmith eval: results and working copies, not sources.\n*\n")
            .map_err(|e| Error::io(&file, e))?;
    }
    Ok(())
}

/// The global flags every arm gets: the model as the command line named it, and the
/// configuration file the eval read (each arm works in a copy with none of its own).
fn forwarded(global: &GlobalArgs, config: &Config) -> Vec<String> {
    let mut out = Vec::new();
    for (flag, v) in [("--provider", &global.provider), ("--model", &global.model), ("--base-url", &global.base_url)] {
        if let Some(v) = v {
            out.extend([flag.to_string(), v.clone()]);
        }
    }
    let project = config.repo.join(".agentsmith").join("config.yaml");
    let file = global.config.clone().or_else(|| project.is_file().then_some(project));
    if let Some(f) = file {
        out.extend(["--config".to_string(), f.display().to_string()]);
    }
    out.extend(global.set.iter().flat_map(|s| ["--set".to_string(), s.clone()]));
    out
}

/// The arm's command line for `task`, as the dry run shows it.
fn command_line(suite: &Suite, run: &RunDir, task: &str, arm: Arm, aliases: &[String]) -> String {
    let Some(t) = suite.tasks.iter().find(|t| t.id == task) else { return "(the task is gone from the suite)".into() };
    let ticket = run.work(task).join("ticket.md");
    match arm::command(arm, t, &ticket.display().to_string(), aliases) {
        Ok(args) => {
            let words: Vec<String> = args.iter().map(|a| shell_word(a)).collect();
            format!(
                "agentsmith --repo {} {}",
                shell_word(&run.work(task).join(arm.name()).display().to_string()),
                words.join(" ")
            )
        }
        Err(why) => why.describe(arm),
    }
}

/// `word` as a shell reads it back: quoted when it holds anything but plain characters.
fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./=:,@%+".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// Runs every pair without a result, in the plan's order. Returns whether Ctrl-C stopped it.
async fn run_pairs(
    l: &Launcher,
    suite: &Suite,
    run: &RunDir,
    plan: &Plan,
    aliases: &[String],
    io: &mut Io,
) -> Result<bool, Error> {
    let _handling = io.interrupt.handle();
    let stop = io.interrupt.token();
    let total = plan.order.len();
    for (i, (task_id, a)) in plan.order.iter().enumerate() {
        if run.result(task_id, *a).is_some() {
            continue;
        }
        if stop.is_cancelled() {
            return Ok(true);
        }
        let task = suite.tasks.iter().find(|t| &t.id == task_id).ok_or_else(|| {
            Error::Usage(format!("the eval planned task `{task_id}`, which the suite no longer has; start a new eval"))
        })?;
        let work = run.work(task_id);
        let ticket = write_ticket(task, &work)?;
        let args = arm::command(*a, task, &ticket.display().to_string(), aliases)
            .map_err(|why| Error::Usage(why.describe(*a)))?;
        let o = crate::eval::runner::run_one(l, task, *a, &args, &work, &stop).await;
        if stop.is_cancelled() || o.exit == Some(i32::from(exit::INTERRUPTED)) {
            return Ok(true);
        }
        if o.exit == Some(i32::from(exit::USAGE)) {
            return Err(Error::Usage(format!(
                "arm `{}` could not run on task `{task_id}` (exit 2: a usage or configuration error): {}; its output is in {}",
                a.name(),
                o.note,
                work.join(format!("{}.stderr.txt", a.name())).display()
            )));
        }
        run.write_result(&o).map_err(|e| Error::io(run.result_file(task_id, *a), e))?;
        if !io.quiet {
            let _ = writeln!(io.err, "{}", crate::report::eval::progress_line(i + 1, total, &o));
        }
    }
    Ok(false)
}

/// The ticket the arm reads, outside its copy: `# title`, then the ticket's text. A security
/// task has none: its file is written all the same, empty of hints.
fn write_ticket(task: &crate::eval::Task, work: &Path) -> Result<PathBuf, Error> {
    std::fs::create_dir_all(work).map_err(|e| Error::io(work, e))?;
    let file = work.join("ticket.md");
    let text = match &task.spec {
        suite::TaskSpec::Bugfix(b) => format!("# {}\n\n{}\n", b.title.trim(), b.ticket.trim_end()),
        suite::TaskSpec::Security { spec, .. } => {
            format!("# {}\n\n{}\n", spec.title.trim(), spec.description.trim_end())
        }
    };
    crate::util::write_atomic(&file, text.as_bytes()).map_err(|e| Error::io(&file, e))?;
    Ok(file)
}

fn write_reports(run: &RunDir, s: &crate::eval::Summary) -> Result<(), Error> {
    let md = run.dir.join("report.md");
    let mut text = Vec::new();
    crate::report::eval::markdown(&mut text, s);
    crate::util::write_atomic(&md, &text).map_err(|e| Error::io(&md, e))?;
    let json = run.dir.join("report.json");
    let body = serde_json::to_string_pretty(s).map_err(|e| Error::Usage(e.to_string()))?;
    crate::util::write_atomic(&json, body.as_bytes()).map_err(|e| Error::io(&json, e))
}
