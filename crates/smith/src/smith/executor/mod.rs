//! Running the tree: decide, execute or split, await children, aggregate, write results.

mod decision;
mod leaf;
mod merge;

use decision::{
    Action, Decision, DecisionAnswer, PlanDecision, check_dependencies, fold_dependencies, fold_surplus,
    plan_answer_fits, split_fits, unusable_reason,
};
use merge::Ending;

use std::time::Instant;

use serde::Serialize;
use serde_json::json;

use super::plan_split::{self, Choice, PlanChoice};
use super::state::SmithStatus;
pub use super::task::Task;
use crate::ask::{Answer, AskError, Problem, ask};
use crate::event::{EventKind, Events, Origin};
use crate::llm::{BoxFuture, ChatRequest, Gateway, Message, RequestMeta};
use crate::templates::Templates;
use crate::tools::CommandPolicy;
use crate::util::utc_now;
use crate::workspace::{SmithId, Workspace};

/// Why a smith could not do what the engine does for it (its folders, its prompts, git, a
/// model call): the smith's result says so, and the run goes on.
#[derive(Debug, thiserror::Error)]
pub enum SmithError {
    #[error(transparent)]
    Template(#[from] crate::templates::TemplateError),
    #[error(transparent)]
    Git(#[from] crate::git::GitError),
    #[error("{}: {source}", path.display())]
    Io { path: std::path::PathBuf, source: std::io::Error },
    #[error(transparent)]
    Model(#[from] crate::llm::LlmError),
    /// Writing the smith's files (the error names the file).
    #[error(transparent)]
    Write(#[from] std::io::Error),
    /// The smith's own agent loop did not finish its work (a conflict left unresolved).
    #[error("{0}")]
    Unfinished(String),
}

#[derive(Debug, Clone)]
pub struct ExecutorOptions {
    pub max_depth: u8,
    pub max_breadth: u8,
    pub max_turns: u32,
    pub commands: CommandPolicy,
    /// Only tools that change nothing.
    pub read_only: bool,
    /// Coding pipelines: every leaf works in its own copy of the repository and leaves
    /// `outbox/changes.patch`; parents merge their children's patches.
    pub coding: Option<crate::git::Base>,
    /// What every smith should know of the job it is part of (coding pipelines: the ticket,
    /// the test command); empty for plain runs.
    pub brief: String,
    /// Scans: smiths get the read-only tools and `report_finding`.
    pub report_findings: bool,
    /// Lines no smith may see (secrets the scanner found).
    pub redact: Option<std::sync::Arc<crate::tools::Redactions>>,
    /// Largest file a tool may write, in bytes.
    pub max_write: usize,
    /// What the tree does when a subtask fails.
    pub on_failure: crate::config::OnFailure,
    /// Who answers a smith's `ask_user`; `None`: the tool is not offered.
    pub ask: Option<Answers>,
    /// The plan the panel agreed on: its steps are the root's first split. `None` (`--no-debate`,
    /// a plain task): the root decides alone.
    pub plan: Option<crate::debate::Plan>,
}

/// Who answers a smith's question (`ask_user`): the terminal, or no one (the smith pauses,
/// `needs-input`); and `given`, what the user answered for `resume`, by smith.
#[derive(Clone)]
pub struct Answers {
    pub asker: std::sync::Arc<dyn crate::ask::Asker>,
    pub given: std::collections::HashMap<SmithId, String>,
}

impl std::fmt::Debug for Answers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Answers({} given)", self.given.len())
    }
}

/// What a parent learns of a finished child.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    pub id: SmithId,
    pub title: String,
    pub status: SmithStatus,
    pub summary: String,
    /// The engine's line on how it ended (`partial: 1 of 3 subtasks did not complete: ...`),
    /// never the model's words.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub completion: String,
    /// The plan steps it served (see [`Task::plan_steps`]).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub plan_steps: Vec<usize>,
}

impl Summary {
    /// A smith that ended without a result of its own (interrupted, waiting); `summary` is the
    /// engine's.
    fn unwritten(id: SmithId, task: Task, status: SmithStatus, summary: impl Into<String>) -> Summary {
        let summary = summary.into();
        Summary { id, title: task.title, status, completion: summary.clone(), summary, plan_steps: task.plan_steps }
    }
}

/// A smith's decision to split: its subtasks, their prerequisites and the engine's note.
struct Split {
    subtasks: Vec<Task>,
    depends_on: Vec<Vec<usize>>,
    note: String,
}

pub struct Executor<'a> {
    pub gateway: &'a Gateway,
    pub templates: &'a Templates,
    pub ws: Workspace,
    pub opts: ExecutorOptions,
    /// Where the tree's events go (the workspace's `events.jsonl` among the sinks).
    pub events: Events,
    /// Set on Ctrl-C: no smith starts new work after it.
    pub cancel: tokio_util::sync::CancellationToken,
    /// Why the tree stopped (`on_failure: stop`, after a failure): no smith starts after it.
    pub stopped: std::sync::OnceLock<String>,
    /// What the root did with the agreed plan's split, in words, once it decided (its result
    /// says it; `decision.json` keeps the decision for resume and the reports).
    pub plan_split: std::sync::OnceLock<String>,
}

impl Executor<'_> {
    fn emit(&self, id: &SmithId, stage: &str, e: EventKind) {
        self.events.emit(Origin::stage(stage).smith(&id.0), e);
    }

    /// A limit held while `id` decided (its `limit`: what it is; `detail`: what was done).
    fn decide_limited(&self, id: &SmithId, limit: &str, detail: String) {
        self.emit(id, "decide", EventKind::LimitEnforced { limit: limit.into(), detail });
    }

    /// The agreed plan `id` follows: the run's, for its root (whose first split is the plan's
    /// steps); `None` for every other smith, and in a run without a plan.
    fn plan_for(&self, id: &SmithId) -> Option<&crate::debate::Plan> {
        self.opts.plan.as_ref().filter(|_| id.level() == 0)
    }

    /// The task as `task.md`; for a prompt (`stamped` false) without the time, so that the same
    /// task asks the same question (the response cache, continuing a review).
    fn task_markdown(&self, id: &SmithId, task: &Task, stamped: bool) -> Result<String, SmithError> {
        let parent_task = id.parent().map_or_else(|| "none".to_string(), |p| format!("task-{}", p.short()));
        Ok(self.templates
            .render(
                "smith/task.md.j2",
                json!({
                    "title": task.title, "task_id": format!("task-{}", id.short()), "smith_id": id.0, "parent_task_id": parent_task,
                    "timestamp": if stamped { utc_now() } else { String::new() }, "level": id.level(), "description": task.description,
                    "context": if task.context.trim().is_empty() { "None given." } else { task.context.as_str() },
                    "expected_output": if task.expected_output.trim().is_empty() { "A result that completes the task." } else { task.expected_output.as_str() },
                    "plan_steps": task.plan_steps, "plan_steps_words": plan_split::steps_words(&task.plan_steps),
                }),
            )?)
    }

    /// Creates a smith's folders, identity, inbox and orientation (the engine's writes). An
    /// existing inbox is kept: on resume the task stays the one first given.
    pub fn create(&self, id: &SmithId, task: &Task) -> Result<(), SmithError> {
        let dir = self.ws.dir(id);
        let level = id.level();
        for sub in ["inbox", "private", "outbox", "children"] {
            std::fs::create_dir_all(dir.join(sub)).map_err(|source| SmithError::Io { path: dir.clone(), source })?;
        }
        let task_file = format!("task-{}.md", id.short());
        // Identity, parent, task location, level and limits: smith.md and START_HERE.md say the same.
        let identity = json!({
            "smith_id": id.0, "parent_id": id.parent().map_or_else(|| "none".to_string(), |p| p.0), "level": level,
            "created_at": utc_now(), "task_file": task_file, "can_decompose": level < usize::from(self.opts.max_depth),
            "max_breadth": self.opts.max_breadth, "max_depth": self.opts.max_depth, "max_turns": self.opts.max_turns,
        });
        if !dir.join("smith.md").exists() {
            let text = self.templates.render("smith/smith.md.j2", identity.clone())?;
            self.ws.engine_write(&dir.join("smith.md"), &text)?;
        }
        if !self.ws.inbox(id).exists() {
            self.ws.engine_write(&self.ws.inbox(id), &self.task_markdown(id, task, true)?)?;
        }
        let start = dir.join("private").join("START_HERE.md");
        if !start.exists() {
            let text = self.templates.render("smith/start_here.md.j2", identity)?;
            self.ws.engine_write(&start, &text)?;
        }
        Ok(())
    }

    fn tokens_of(&self, id: &SmithId) -> u64 {
        self.gateway
            .ledger()
            .by_key()
            .iter()
            .filter(|((_, _, s), _)| s.as_deref() == Some(id.0.as_str()))
            .map(|(_, t)| t.input_tokens + t.output_tokens)
            .sum()
    }

    /// Runs one smith and, through it, its subtree.
    pub fn run<'s>(&'s self, id: SmithId, task: Task) -> BoxFuture<'s, Summary> {
        self.run_smith(id, task, Vec::new())
    }

    /// Runs one smith whose working copy (coding pipelines) starts from the patches of `base`
    /// (its prerequisites, all of them, in order) when it executes.
    fn run_smith<'s>(&'s self, id: SmithId, task: Task, base: Vec<SmithId>) -> BoxFuture<'s, Summary> {
        Box::pin(async move {
            let started = Instant::now();
            let status = SmithStatus::of_result(&self.ws.result(&id));
            if status == SmithStatus::Completed {
                // Resume: a completed result is never redone or rewritten.
                self.emit(
                    &id,
                    "execute",
                    EventKind::SmithFinished { status: status.as_str().into(), elapsed_ms: 0, tokens: 0, reused: true },
                );
                let summary = summary_of(&self.ws.result(&id));
                return Summary::unwritten(id, task, status, summary);
            }
            if self.cancel.is_cancelled() {
                return Summary::unwritten(id, task, SmithStatus::Pending, "interrupted before it started");
            }
            let failed =
                |why: String| self.finish(&id, &task, Ending::new(SmithStatus::Failed, &why, ""), &[], started);
            if let Err(e) = self.create(&id, &task) {
                return failed(format!("the smith's folder could not be set up: {e}"));
            }
            self.emit(&id, "execute", EventKind::SmithStarted { level: id.level(), title: task.title.clone() });
            let decision = match self.decision(&id, &task).await {
                Err(e) => return failed(format!("deciding how to proceed failed: {e}")),
                Ok(d) => d,
            };
            let plan = decision.plan_said();
            match decision {
                Decision::Execute { .. } => {
                    self.emit(&id, "decide", EventKind::Decided { action: "execute".into(), children: 0, plan });
                    self.execute(&id, &task, started, &base, None).await
                }
                Decision::Decompose { subtasks, depends_on, note, .. } => {
                    self.emit(
                        &id,
                        "decide",
                        EventKind::Decided { action: "decompose".into(), children: subtasks.len(), plan },
                    );
                    let split = Split { subtasks, depends_on, note };
                    self.decomposed(id, task, split, base, started).await
                }
            }
        })
    }

    /// Runs the children of a smith that split its task, then falls back to doing the task
    /// itself (every child failed) or merges and combines their work.
    async fn decomposed(&self, id: SmithId, task: Task, split: Split, base: Vec<SmithId>, started: Instant) -> Summary {
        let Split { mut subtasks, depends_on, note } = split;
        // A subtask serves the plan steps its split names (the root's), else its parent's.
        let own = self.plan_for(&id).is_some();
        for sub in &mut subtasks {
            if !own || sub.plan_steps.is_empty() {
                sub.plan_steps.clone_from(&task.plan_steps);
            }
        }
        let children = self.children(&id, &subtasks, &depends_on, &base).await;
        if self.cancel.is_cancelled() && children.iter().any(|c| c.status == SmithStatus::Pending) {
            return Summary::unwritten(id, task, SmithStatus::Pending, "interrupted");
        }
        let waiting: Vec<&str> =
            children.iter().filter(|c| c.status == SmithStatus::NeedsInput).map(|c| c.id.0.as_str()).collect();
        if !waiting.is_empty() {
            let why = format!("Waiting: {} wait for the user's answer.", waiting.join(", "));
            return self.finish(&id, &task, Ending::new(SmithStatus::NeedsInput, &why, &why), &children, started);
        }
        if !children.is_empty()
            && self.stopped.get().is_none()
            && children.iter().all(|c| matches!(c.status, SmithStatus::Failed | SmithStatus::Skipped))
        {
            return self.fall_back(&id, &task, &children, &base, started).await;
        }
        self.aggregate(&id, &task, &children, &note, &base, started).await
    }

    /// Runs the children: those without prerequisites at once, each other one as soon as all
    /// its prerequisites have finished (the gateway bounds the model calls in flight).
    /// `inherited`: this smith's own prerequisites, whose changes every child's copy starts
    /// from too (a dependent subtask that splits).
    async fn children(
        &self,
        id: &SmithId,
        subtasks: &[Task],
        depends_on: &[Vec<usize>],
        inherited: &[SmithId],
    ) -> Vec<Summary> {
        use futures::FutureExt;
        type Run<'s> = futures::future::Shared<BoxFuture<'s, Summary>>;
        let mut runs: Vec<Run<'_>> = Vec::new();
        // Every prerequisite, direct or not, in order: whose patches a working copy starts from.
        let mut closures: Vec<Vec<usize>> = Vec::new();
        for (i, sub) in subtasks.iter().enumerate() {
            let child = id.child(i + 1);
            // Prerequisites come before their dependants (checked), as indices from 0.
            let direct: Vec<usize> = depends_on
                .get(i)
                .map(|d| d.iter().filter_map(|p| p.checked_sub(1)).filter(|p| *p < i).collect())
                .unwrap_or_default();
            let mut all: Vec<usize> = direct.iter().flat_map(|p| closures[*p].iter().copied().chain([*p])).collect();
            all.sort_unstable();
            all.dedup();
            let base: Vec<SmithId> = inherited.iter().cloned().chain(all.iter().map(|p| id.child(p + 1))).collect();
            closures.push(all);
            let run: BoxFuture<'_, Summary> = if direct.is_empty() {
                Box::pin(self.after(child, sub.clone(), Vec::new(), base))
            } else {
                let waits: Vec<Run<'_>> = direct.iter().map(|p| runs[*p].clone()).collect();
                let sub = sub.clone();
                Box::pin(async move {
                    let done = futures::future::join_all(waits).await;
                    self.after(child, sub, done, base).await
                })
            };
            runs.push(run.shared());
        }
        futures::future::join_all(runs).await
    }

    /// Writes a skipped smith's result (its folder made, its task in its inbox): `why` says why.
    fn skip(&self, id: &SmithId, task: &Task, limit: &str, why: &str) -> Summary {
        let started = Instant::now();
        if let Err(e) = self.create(id, task) {
            let failed = format!("the smith's folder could not be set up: {e}");
            return self.finish(id, task, Ending::new(SmithStatus::Failed, &failed, why), &[], started);
        }
        self.emit(id, "execute", EventKind::LimitEnforced { limit: limit.into(), detail: why.to_string() });
        self.finish(id, task, Ending::new(SmithStatus::Skipped, why, why), &[], started)
    }

    /// Runs a child once its prerequisites (`done`) have finished: their results go to its
    /// inbox, a file each; when one of them did not complete, or the tree has stopped, it is
    /// skipped. A failure is then handled as `on_failure` says (one more attempt, or stopping
    /// the tree). A completed result (resume) is never skipped or rewritten.
    async fn after(&self, id: SmithId, mut task: Task, done: Vec<Summary>, base: Vec<SmithId>) -> Summary {
        if let Some(blocked) = self.blocked(&id, &task, &done) {
            return blocked;
        }
        if let Err(failed) = self.hand_over(&id, &mut task, &done, &base) {
            return *failed;
        }
        let first = self.run_smith(id.clone(), task.clone(), base.clone()).await;
        if first.status != SmithStatus::Failed || self.cancel.is_cancelled() {
            return first;
        }
        self.on_failure(id, task, base, first).await
    }

    /// Why a child does not start once its prerequisites (`done`) have finished: the run was
    /// interrupted, a prerequisite waits for the user or did not complete, or the tree stopped.
    /// `None`: it starts.
    fn blocked(&self, id: &SmithId, task: &Task, done: &[Summary]) -> Option<Summary> {
        if self.cancel.is_cancelled() || done.iter().any(|d| d.status == SmithStatus::Pending) {
            let why = "interrupted before it started";
            return Some(Summary::unwritten(id.clone(), task.clone(), SmithStatus::Pending, why));
        }
        if SmithStatus::of_result(&self.ws.result(id)) == SmithStatus::Completed {
            return None;
        }
        let waiting: Vec<&str> =
            done.iter().filter(|d| d.status == SmithStatus::NeedsInput).map(|d| d.id.0.as_str()).collect();
        if !waiting.is_empty() {
            let why = format!("waiting: its prerequisite {} waits for the user's answer", waiting.join(", "));
            return Some(Summary::unwritten(id.clone(), task.clone(), SmithStatus::NeedsInput, why));
        }
        let unmet: Vec<String> = done
            .iter()
            .filter(|d| d.status != SmithStatus::Completed)
            .map(|d| format!("{} ({}, \"{}\")", d.id, d.status.as_str(), d.title))
            .collect();
        if !unmet.is_empty() {
            let why = format!("Skipped: it depends on {}, which did not complete.", unmet.join(", "));
            return Some(self.skip(id, task, "dependency", &why));
        }
        let stopped = self.stopped.get()?;
        Some(self.skip(id, task, "on-failure", &format!("Skipped: the tree stopped: {stopped}.")))
    }

    /// Hands the prerequisites' results (`done`) to the child's inbox, a file each, and lists
    /// them in its task's context. `Err`: the child's failed result, when one could not be.
    fn hand_over(&self, id: &SmithId, task: &mut Task, done: &[Summary], base: &[SmithId]) -> Result<(), Box<Summary>> {
        if done.is_empty() {
            return Ok(());
        }
        let inbox = self.ws.dir(id).join("inbox");
        let mut listing = String::new();
        for d in done {
            let name = format!("prerequisite-{}.md", d.id.short());
            let text = std::fs::read_to_string(self.ws.result(&d.id)).unwrap_or_else(|_| d.summary.clone());
            if let Err(e) = self.ws.engine_write(&inbox.join(&name), &text) {
                let why = format!("Failed: the result of prerequisite {} could not be handed over: {e}", d.id);
                return Err(Box::new(self.finish(
                    id,
                    task,
                    Ending::new(SmithStatus::Failed, "", &why),
                    &[],
                    Instant::now(),
                )));
            }
            let first_line = d.summary.lines().next().unwrap_or("");
            listing.push_str(&format!("- {} \"{}\" (inbox/{name}): {first_line}\n", d.id, d.title));
        }
        let prerequisites = format!(
            "This subtask comes after these, which are done; their results are in your inbox:\n{listing}{}",
            if base.is_empty() || self.opts.coding.is_none() {
                ""
            } else {
                "Your working copy already holds their changes.\n"
            }
        );
        task.context = if task.context.trim().is_empty() {
            prerequisites
        } else {
            format!("{}\n\n{prerequisites}", task.context.trim_end())
        };
        Ok(())
    }

    /// A failed child's second chance, as `on_failure` says: one more attempt (`retry`), or
    /// the tree stops (`stop`: no smith starts after it).
    async fn on_failure(&self, id: SmithId, task: Task, base: Vec<SmithId>, first: Summary) -> Summary {
        match self.opts.on_failure {
            crate::config::OnFailure::Retry if self.stopped.get().is_none() => {
                let detail = format!("{id} failed; one more attempt (on_failure: retry)");
                self.emit(&id, "execute", EventKind::LimitEnforced { limit: "on-failure".into(), detail });
                self.run_smith(id, task, base).await
            }
            crate::config::OnFailure::Stop => {
                let why = format!("{id} failed (on_failure: stop)");
                if self.stopped.set(why.clone()).is_ok() {
                    let detail = format!("{why}; no smith starts after it");
                    self.emit(&id, "execute", EventKind::LimitEnforced { limit: "on-failure".into(), detail });
                }
                first
            }
            _ => first,
        }
    }

    /// The decision, from the engine's own state on resume (checked against the limits again),
    /// or asked of the model with the limits enforced whatever it answers: the root of a run
    /// with an agreed plan about the plan's split, any other smith alone.
    async fn decision(&self, id: &SmithId, task: &Task) -> Result<Decision, SmithError> {
        let file = self.ws.engine_state(id).join("decision.json");
        let decision = match self.saved_decision(id, &file) {
            Some(d) => d,
            None => {
                let d = match self.plan_for(id) {
                    Some(plan) => self.decide_on_plan(id, task, plan).await?,
                    None => self.decide_alone(id, task).await?,
                };
                let _ = self.ws.engine_write(&file, &serde_json::to_string_pretty(&d).unwrap_or_default());
                d
            }
        };
        if let Some(said) = self.plan_for(id).and(decision.plan_said()) {
            let _ = self.plan_split.set(said);
        }
        Ok(decision)
    }

    fn can_decompose(&self, id: &SmithId) -> bool {
        id.level() < usize::from(self.opts.max_depth)
    }

    /// The decision saved in the engine's state, unless it breaks the run's limits (then it is
    /// asked again, and said so).
    fn saved_decision(&self, id: &SmithId, file: &std::path::Path) -> Option<Decision> {
        let d = serde_json::from_str::<Decision>(&std::fs::read_to_string(file).ok()?).ok()?;
        let max = usize::from(self.opts.max_breadth);
        match &d {
            Decision::Decompose { subtasks, depends_on, .. }
                if !self.can_decompose(id)
                    || subtasks.len() > max
                    || subtasks.len() < 2
                    || (!depends_on.is_empty()
                        && (depends_on.len() != subtasks.len() || check_dependencies(depends_on).is_err())) =>
            {
                let detail = format!(
                    "the saved decision ({} subtasks at level {}) breaks the run's limits; it is asked again",
                    subtasks.len(),
                    id.level()
                );
                self.decide_limited(id, "decision", detail);
                None
            }
            _ => Some(d),
        }
    }

    /// The decide prompt; `plan_split`: what the root is shown of the plan's split.
    fn decide_request(
        &self,
        id: &SmithId,
        task: &Task,
        plan_split: Option<serde_json::Value>,
    ) -> Result<ChatRequest, SmithError> {
        let prompt = self.templates.render(
            "smith/decide.md.j2",
            json!({ "smith_id": id.0, "level": id.level(), "max_depth": self.opts.max_depth, "max_breadth": self.opts.max_breadth, "can_decompose": self.can_decompose(id), "coding": self.opts.coding.is_some(), "brief": self.opts.brief, "task": self.task_markdown(id, task, false)?, "plan_split": plan_split }),
        )?;
        Ok(ChatRequest::new(
            vec![Message::user(prompt)],
            None,
            RequestMeta { stage: "decide".into(), role: None, round: None, smith: Some(id.0.clone()) },
        ))
    }

    /// A smith's own decision, with no plan to follow.
    async fn decide_alone(&self, id: &SmithId, task: &Task) -> Result<Decision, SmithError> {
        let level = id.level();
        let can_decompose = self.can_decompose(id);
        let max = usize::from(self.opts.max_breadth);
        let req = self.decide_request(id, task, None)?;
        // A split at the deepest level is not asked again: the smith simply executes.
        let fits = |d: &DecisionAnswer| -> Result<(), Problem> {
            match d.action {
                Action::FollowPlan => {
                    Err(Problem::new("there is no plan's split to follow here", "answer \"execute\" or \"decompose\""))
                }
                Action::Decompose if !can_decompose => Ok(()),
                Action::Decompose => split_fits(d, max),
                Action::Execute => Ok(()),
            }
        };
        let decision = match ask::<DecisionAnswer>(self.gateway, None, req, &fits).await {
            Ok(a) => match a.value.action {
                Action::Decompose if !can_decompose => {
                    let detail = format!("decomposition refused at level {level}; the smith executes the task itself");
                    self.decide_limited(id, "depth", detail);
                    Decision::Execute { plan: None }
                }
                Action::Decompose => Decision::Decompose {
                    subtasks: a.value.tasks(),
                    depends_on: a.value.depends_on(),
                    note: String::new(),
                    plan: None,
                },
                Action::Execute | Action::FollowPlan => Decision::Execute { plan: None },
            },
            Err(AskError::Call(e) | AskError::Again { error: e, .. }) => return Err(e.into()),
            // Asked twice: take what can be taken, and say so.
            Err(AskError::Unusable { problem, answer, .. }) => match DecisionAnswer::read(&answer) {
                Ok(d)
                    if can_decompose
                        && d.action == Action::Decompose
                        && d.subtasks.len() > max
                        && check_dependencies(&d.depends_on()).is_ok() =>
                {
                    let (subtasks, note) = fold_surplus(d.tasks(), max);
                    let note = note.unwrap_or_default();
                    self.decide_limited(id, "breadth", note.clone());
                    let depends_on = fold_dependencies(d.depends_on(), max);
                    Decision::Decompose { subtasks, depends_on, note, plan: None }
                }
                _ => {
                    let detail = format!("{}; the smith executes the task itself", unusable_reason(&answer, &problem));
                    self.decide_limited(id, "decision", detail);
                    Decision::Execute { plan: None }
                }
            },
        };
        Ok(decision)
    }

    /// The root's decision on the agreed plan: the plan's split is proposed (one subtask per
    /// step, grouped beyond the breadth; no split for a plan of one step or at depth 0, where
    /// the steps are the root's checklist); the root follows it, or refines it with a reason.
    /// An answer that cannot be used, even asked again, falls back to the plan's split.
    async fn decide_on_plan(
        &self,
        id: &SmithId,
        task: &Task,
        plan: &crate::debate::Plan,
    ) -> Result<Decision, SmithError> {
        let can_decompose = self.can_decompose(id);
        let max = usize::from(self.opts.max_breadth);
        let proposal = if can_decompose { plan_split::propose(plan, self.opts.max_breadth) } else { None };
        let proposed = |choice: PlanChoice| match &proposal {
            Some(p) => Decision::Decompose {
                subtasks: p.subtasks.clone(),
                depends_on: p.depends_on.clone(),
                note: p.note.clone(),
                plan: Some(choice),
            },
            None => Decision::Execute { plan: Some(choice) },
        };
        let req = self.decide_request(id, task, Some(plan_split::prompt_view(plan, proposal.as_ref())))?;
        let (splits, steps) = (proposal.is_some(), plan.steps.len());
        let fits = |d: &PlanDecision| plan_answer_fits(&d.0, (splits, can_decompose), max, steps);
        let refined = |reason: &str| PlanChoice { choice: Choice::Refined, reason: reason.trim().to_string() };
        let decision = match ask::<PlanDecision>(self.gateway, None, req, &fits).await {
            Ok(a) => {
                let d = a.value.0;
                match d.action {
                    Action::Execute if splits => Decision::Execute { plan: Some(refined(&d.reasoning)) },
                    Action::Decompose if can_decompose => Decision::Decompose {
                        subtasks: d.tasks().into_iter().map(|t| plan_split::with_plan(plan, t)).collect(),
                        depends_on: d.depends_on(),
                        note: String::new(),
                        plan: Some(refined(&d.reasoning)),
                    },
                    Action::Decompose => {
                        let level = id.level();
                        let detail = format!(
                            "decomposition refused at level {level}; the smith executes the task itself, the plan's steps its checklist"
                        );
                        self.decide_limited(id, "depth", detail);
                        proposed(PlanChoice::followed())
                    }
                    Action::FollowPlan | Action::Execute => proposed(PlanChoice::followed()),
                }
            }
            Err(AskError::Call(e) | AskError::Again { error: e, .. }) => return Err(e.into()),
            Err(AskError::Unusable { problem, answer, .. }) => {
                let reason = unusable_reason(&answer, &problem);
                self.decide_limited(id, "decision", format!("{reason}; the plan's split is carried out"));
                proposed(PlanChoice { choice: Choice::Fallback, reason })
            }
        };
        if let Decision::Decompose { note, .. } = &decision
            && !note.is_empty()
        {
            self.decide_limited(id, "breadth", note.clone());
        }
        Ok(decision)
    }
}

/// What the root of the run in `ws` did with the agreed plan's split (its saved decision), in
/// words; `None` without a plan.
pub fn plan_split_said(ws: &Workspace) -> Option<String> {
    let text = std::fs::read_to_string(ws.engine_state(&SmithId::root()).join("decision.json")).ok()?;
    serde_json::from_str::<Decision>(&text).ok()?.plan_said()
}

/// The `## Summary` section of a result file.
pub fn summary_of(path: &std::path::Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.split("## Summary")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .map_or_else(String::new, |s| s.trim().to_string())
}
