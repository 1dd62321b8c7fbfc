//! One task under one arm: a fresh copy of the task's snapshot, the arm's command run on it as a
//! separate `agentsmith` process (so no arm sees another's state or output), its events read
//! for what it spent, then the score.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Instant;

use serde::{Deserialize, Serialize};
use tokio::io::{AsyncBufReadExt, BufReader};

use super::arm::Arm;
use super::score::{self, Confusion};
use super::suite::{Task, TaskSpec};
use crate::event::{Event, EventKind};
use crate::spend::Tally;

/// What the arm's debate did, when it held one.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct DebateFacts {
    pub rounds: u32,
    /// Positions taken (every review call that answered).
    pub positions: u32,
    pub converged: bool,
    /// `when-needed`: the one reviewer whose confident agreement let the plan stand (the panel
    /// was not convened).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub approved_by: Option<String>,
    /// The models that answered, by name.
    pub models: Vec<String>,
}

/// One task under one arm, as scored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    pub task: String,
    pub arm: Arm,
    /// The arm's exit status; `None` when it could not start or was stopped.
    pub exit: Option<i32>,
    /// The score on the task: 1 solved, 0 not (bugfix); the F1 of the kept findings (security).
    pub score: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solved: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub findings: Option<Confusion>,
    /// What it spent, read from its events.
    pub spend: Tally,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub debate: Option<DebateFacts>,
    pub wall_secs: f64,
    /// What happened, in a line.
    pub note: String,
}

/// How an arm's process is started: the binary, the environment and the global flags every
/// arm shares (the model, a configuration file).
pub struct Launcher {
    pub exe: PathBuf,
    pub env: crate::config::Env,
    pub global: Vec<String>,
    pub sandbox: crate::sandbox::Sandbox,
    /// The running child, so that an interruption can stop it.
    pub child: std::sync::Arc<std::sync::atomic::AtomicU32>,
}

/// What the events of a run add up to.
#[derive(Default)]
struct RunFacts {
    spend: Tally,
    debate: Option<DebateFacts>,
    result: Option<(u8, Option<String>)>,
}

impl RunFacts {
    fn read(&mut self, e: &Event) {
        match &e.kind {
            EventKind::CallFinished { model, input_tokens, output_tokens, cost_usd, round, .. } => {
                self.spend.add(&crate::spend::Usage::new(*input_tokens, *output_tokens), *cost_usd);
                if round.is_some() {
                    let d = self.debate.get_or_insert_with(DebateFacts::default);
                    if !d.models.contains(model) {
                        d.models.push(model.clone());
                    }
                }
            }
            EventKind::CallFailed { .. } => {
                self.spend.calls += 1;
                self.spend.failed_calls += 1;
            }
            EventKind::PositionTaken { .. } => self.debate.get_or_insert_with(DebateFacts::default).positions += 1,
            EventKind::DebateFinished { converged, rounds, approved_by, .. } => {
                let d = self.debate.get_or_insert_with(DebateFacts::default);
                d.converged = *converged;
                d.approved_by = approved_by.clone();
                d.rounds = u32::try_from(*rounds).unwrap_or(u32::MAX);
            }
            EventKind::Result { exit, error, output } => {
                // Why an arm that failed did: its error, else the first line of what it said,
                // else that it said nothing (never an empty reason).
                let said = || {
                    let first = output.lines().map(str::trim).find(|l| !l.is_empty());
                    first.map_or_else(|| format!("exited {exit} without saying why"), str::to_string)
                };
                let why = error.clone().or_else(|| (*exit != 0).then(said));
                self.result = Some((*exit, why));
            }
            _ => {}
        }
    }
}

/// A fresh git repository at `dir` holding the task's snapshot.
pub fn prepare(task: &Task, dir: &Path) -> Result<(), String> {
    if dir.exists() {
        std::fs::remove_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    super::copy_tree(&task.repo(), dir).map_err(|e| format!("copying {}: {e}", task.repo().display()))?;
    let who = ["-c", "user.name=agentsmith eval", "-c", "user.email=eval@agentsmith.invalid"];
    let steps: [&[&str]; 3] = [&["init", "-q", "-b", "main"], &["add", "-A"], &["commit", "-q", "-m", "task snapshot"]];
    for step in steps {
        let args: Vec<&str> = who.iter().chain(step.iter()).copied().collect();
        crate::git::user_git(dir, &args).map_err(|e| format!("git {}: {e}", step.join(" ")))?;
    }
    Ok(())
}

/// Runs `args` as an `agentsmith` process on the copy `dir`, with `--events jsonl`; its
/// standard error goes to `log`. Returns its exit status (when it ended by itself) and the
/// events' tally.
async fn spawn(
    l: &Launcher,
    dir: &Path,
    args: &[String],
    log: &Path,
    stop: &tokio_util::sync::CancellationToken,
) -> (Option<i32>, RunFacts) {
    let mut tally = RunFacts::default();
    let stderr = match std::fs::File::create(log) {
        Ok(f) => Stdio::from(f),
        Err(_) => Stdio::null(),
    };
    let mut cmd = tokio::process::Command::new(&l.exe);
    cmd.env_clear()
        .envs(&l.env)
        .current_dir(dir)
        .arg("--repo")
        .arg(dir)
        .args(["--events", "jsonl"])
        .args(&l.global)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(stderr)
        .kill_on_drop(true);
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            tally.result = Some((crate::error::exit::USAGE, Some(format!("cannot start {}: {e}", l.exe.display()))));
            return (None, tally);
        }
    };
    l.child.store(child.id().unwrap_or(0), std::sync::atomic::Ordering::SeqCst);
    if let Some(out) = child.stdout.take() {
        let mut lines = BufReader::new(out).lines();
        loop {
            tokio::select! {
                line = lines.next_line() => match line {
                    Ok(Some(l)) => if let Ok(e) = serde_json::from_str::<Event>(&l) { tally.read(&e) },
                    _ => break,
                },
                () = stop.cancelled() => { interrupt(&child); break; }
            }
        }
    }
    let status = child.wait().await.ok().and_then(|s| s.code());
    l.child.store(0, std::sync::atomic::Ordering::SeqCst);
    (status, tally)
}

/// Asks the arm's process to stop as Ctrl-C would: it saves its state and exits.
fn interrupt(child: &tokio::process::Child) {
    #[cfg(unix)]
    if let Some(pid) = child.id().and_then(|p| i32::try_from(p).ok()) {
        // SAFETY: kill(2) on a child we started and have not reaped; no memory is involved.
        unsafe {
            libc::kill(pid, libc::SIGINT);
        }
    }
}

/// The task under the arm: run, then scored. `work` is the task's folder in the eval's run.
pub async fn run_one(
    l: &Launcher,
    task: &Task,
    arm: Arm,
    args: &[String],
    work: &Path,
    stop: &tokio_util::sync::CancellationToken,
) -> Outcome {
    let dir = work.join(arm.name());
    let started = Instant::now();
    let mut outcome = Outcome {
        task: task.id.clone(),
        arm,
        exit: None,
        score: 0.0,
        solved: None,
        findings: None,
        spend: Tally::default(),
        debate: None,
        wall_secs: 0.0,
        note: String::new(),
    };
    if let Err(e) = prepare(task, &dir) {
        outcome.note = format!("not run: {e}");
        return outcome;
    }
    let log = work.join(format!("{}.stderr.txt", arm.name()));
    let (exit, tally) = spawn(l, &dir, args, &log, stop).await;
    outcome.exit = exit;
    outcome.wall_secs = started.elapsed().as_secs_f64();
    outcome.spend = tally.spend;
    outcome.debate = tally.debate;
    let error = tally.result.as_ref().and_then(|(_, e)| e.clone());
    match &task.spec {
        TaskSpec::Bugfix(spec) => {
            let scored = score::bugfix(task, spec, &dir, &work.join(format!("{}.score", arm.name())), &l.sandbox).await;
            outcome.solved = Some(scored.passed);
            outcome.score = if scored.passed { 1.0 } else { 0.0 };
            outcome.note = scored.note;
        }
        TaskSpec::Security { expected, .. } => match score::security(&dir, expected) {
            Ok(c) => {
                outcome.score = c.f1();
                outcome.note = c.describe();
                outcome.findings = Some(c);
            }
            Err(e) => outcome.note = format!("no findings to score: {e}"),
        },
    }
    if let Some(e) = error {
        // What the arm said may quote a model: made fit for a terminal.
        outcome.note = format!("{}; the arm ended with: {}", outcome.note, crate::ask::clean_question(&e, 300));
    }
    outcome
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ended(exit: u8, output: &str, error: Option<&str>) -> Option<(u8, Option<String>)> {
        let mut t = RunFacts::default();
        t.read(&Event {
            at: String::new(),
            run: None,
            stage: "run".into(),
            role: None,
            smith: None,
            kind: EventKind::Result { exit, output: output.into(), error: error.map(str::to_string) },
        });
        t.result
    }

    /// A failed arm's reason is its error, else its first line, else that it gave none.
    #[test]
    fn a_failed_arm_always_says_why() {
        assert_eq!(ended(0, "", None), Some((0, None)));
        assert_eq!(ended(0, "all good", None), Some((0, None)));
        assert_eq!(ended(3, "", None), Some((3, Some("exited 3 without saying why".into()))));
        assert_eq!(ended(3, " \n\n", None), Some((3, Some("exited 3 without saying why".into()))));
        assert_eq!(ended(1, "\n  the tests fail \nmore", None), Some((1, Some("the tests fail".into()))));
        assert_eq!(ended(2, "", Some("no model")), Some((2, Some("no model".into()))));
    }
}
