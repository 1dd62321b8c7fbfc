//! Running the tree: decide, execute or split, await children, aggregate, write results.

use std::time::Instant;

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::state::SmithStatus;
use crate::agent::{AgentLoop, LoopStatus, ToolUse};
use crate::ask::{Answer, AskError, ask};
use crate::event::{EventKind, Events, Origin};
use crate::llm::{BoxFuture, ChatRequest, Gateway, Message, RequestMeta};
use crate::templates::Templates;
use crate::tools::{CommandPolicy, Registry, ToolContext};
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

/// A smith's task.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Task {
    pub title: String,
    pub description: String,
    #[serde(default)]
    pub context: String,
    #[serde(default)]
    pub expected_output: String,
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
}

/// What a parent learns of a finished child.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    pub id: SmithId,
    pub title: String,
    pub status: SmithStatus,
    pub summary: String,
}

/// What a smith answers when asked to decide: execute, or split into subtasks.
#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
struct DecisionAnswer {
    action: Action,
    /// Why: asked for so the model weighs its choice; the engine does not use it.
    #[serde(default)]
    #[allow(dead_code)]
    reasoning: String,
    /// For `decompose`: 2 to 5 subtasks; empty for `execute`.
    #[serde(default)]
    subtasks: Vec<SubtaskAnswer>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
enum Action {
    Execute,
    Decompose,
}

#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
struct SubtaskAnswer {
    title: String,
    description: String,
    #[serde(default)]
    expected_output: String,
}

impl DecisionAnswer {
    fn tasks(&self) -> Vec<Task> {
        self.subtasks
            .iter()
            .map(|s| Task {
                title: s.title.clone(),
                description: s.description.clone(),
                context: String::new(),
                expected_output: s.expected_output.clone(),
            })
            .collect()
    }
}

impl Answer for DecisionAnswer {
    const NAME: &'static str = "decision";
    fn schema() -> serde_json::Value {
        crate::ask::strict_schema::<DecisionAnswer>()
    }
    /// The action in any case (`Execute`, `DECOMPOSE`).
    fn read(text: &str) -> Result<DecisionAnswer, String> {
        let mut v = crate::ask::extract_json(text).ok_or_else(|| {
            "the answer holds no decision: give one JSON object with \"action\" (execute or decompose), \"reasoning\" and \"subtasks\"".to_string()
        })?;
        if let Some(a) = v.get("action").and_then(serde_json::Value::as_str).map(str::to_ascii_lowercase) {
            v["action"] = serde_json::Value::String(a);
        }
        serde_json::from_value(v).map_err(|e| {
            format!("the answer holds no decision ({e}): give \"action\" (execute or decompose), \"reasoning\" and \"subtasks\"")
        })
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "lowercase")]
enum Decision {
    Execute,
    Decompose {
        subtasks: Vec<Task>,
        /// What the engine did to fit the split into the limits (the surplus it folded), for
        /// the parent's result to say.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        note: String,
    },
}

/// Fits a split into `max` subtasks without dropping any: the surplus is folded into the last
/// subtask kept, which takes on their descriptions and expected outputs. Returns the subtasks
/// and, when something was folded, what was.
fn fold_surplus(mut tasks: Vec<Task>, max: usize) -> (Vec<Task>, Option<String>) {
    if tasks.len() <= max || max == 0 {
        return (tasks, None);
    }
    let surplus = tasks.split_off(max);
    let titles: Vec<String> = surplus.iter().map(|t| t.title.clone()).collect();
    let Some(last) = tasks.last_mut() else { return (tasks, None) };
    let into = last.title.clone();
    last.title = format!("{into} (and {} more)", surplus.len());
    for t in &surplus {
        last.description.push_str(&format!("\n\nAlso part of this subtask — {}: {}", t.title, t.description));
        if !t.expected_output.trim().is_empty() {
            last.expected_output.push_str(&format!("\n{}: {}", t.title, t.expected_output));
        }
    }
    let note = format!(
        "the split gave {} subtasks, more than the limit of {max}: {} folded into subtask {max} (\"{into}\")",
        max + surplus.len(),
        titles.join("; ")
    );
    (tasks, Some(note))
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
}

impl Executor<'_> {
    fn emit(&self, id: &SmithId, stage: &str, e: EventKind) {
        self.events.emit(Origin::stage(stage).smith(&id.0), e);
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
        Box::pin(async move {
            let started = Instant::now();
            let level = id.level();
            let status = SmithStatus::of_result(&self.ws.result(&id));
            if status == SmithStatus::Completed {
                // Resume: a completed result is never redone or rewritten.
                self.emit(
                    &id,
                    "execute",
                    EventKind::SmithFinished { status: status.as_str().into(), elapsed_ms: 0, tokens: 0, reused: true },
                );
                return Summary { title: task.title.clone(), status, summary: summary_of(&self.ws.result(&id)), id };
            }
            if self.cancel.is_cancelled() {
                return Summary {
                    id,
                    title: task.title,
                    status: SmithStatus::Pending,
                    summary: "interrupted before it started".into(),
                };
            }
            if let Err(e) = self.create(&id, &task) {
                return self.finish(
                    &id,
                    &task,
                    SmithStatus::Failed,
                    &format!("the smith's folder could not be set up: {e}"),
                    "",
                    &[],
                    started,
                );
            }
            self.emit(&id, "execute", EventKind::SmithStarted { level, title: task.title.clone() });
            let decision = match self.decision(&id, &task).await {
                Ok(d) => d,
                Err(e) => {
                    return self.finish(
                        &id,
                        &task,
                        SmithStatus::Failed,
                        &format!("deciding how to proceed failed: {e}"),
                        "",
                        &[],
                        started,
                    );
                }
            };
            match decision {
                Decision::Execute => {
                    self.emit(&id, "decide", EventKind::Decided { action: "execute".into(), children: 0 });
                    self.execute(&id, &task, started).await
                }
                Decision::Decompose { subtasks, note } => {
                    self.emit(
                        &id,
                        "decide",
                        EventKind::Decided { action: "decompose".into(), children: subtasks.len() },
                    );
                    let mut runs = Vec::new();
                    for (i, sub) in subtasks.iter().enumerate() {
                        let child = id.child(i + 1);
                        runs.push(self.run(child, sub.clone()));
                    }
                    // Children run concurrently; the gateway bounds the model calls in flight.
                    let children = futures::future::join_all(runs).await;
                    if self.cancel.is_cancelled() && children.iter().any(|c| c.status == SmithStatus::Pending) {
                        return Summary {
                            id,
                            title: task.title,
                            status: SmithStatus::Pending,
                            summary: "interrupted".into(),
                        };
                    }
                    self.aggregate(&id, &task, &children, &note, started).await
                }
            }
        })
    }

    /// The decision, from the engine's own state on resume (checked against the limits again),
    /// or asked of the model with the limits enforced whatever it answers.
    async fn decision(&self, id: &SmithId, task: &Task) -> Result<Decision, SmithError> {
        let file = self.ws.engine_state(id).join("decision.json");
        let level = id.level();
        let can_decompose = level < usize::from(self.opts.max_depth);
        let max = usize::from(self.opts.max_breadth);
        if let Some(d) = std::fs::read_to_string(&file).ok().and_then(|t| serde_json::from_str::<Decision>(&t).ok()) {
            match &d {
                Decision::Decompose { subtasks, .. }
                    if !can_decompose || subtasks.len() > max || subtasks.len() < 2 =>
                {
                    self.emit(id, "decide", EventKind::LimitEnforced {
                        limit: "decision".into(),
                        detail: format!(
                            "the saved decision ({} subtasks at level {level}) breaks the run's limits; it is asked again",
                            subtasks.len()
                        ),
                    });
                }
                _ => return Ok(d),
            }
        }
        let prompt = self
            .templates
            .render("smith/decide.md.j2", json!({ "smith_id": id.0, "level": level, "max_depth": self.opts.max_depth, "max_breadth": max, "can_decompose": can_decompose, "coding": self.opts.coding.is_some(), "task": self.task_markdown(id, task, false)? }))
            ?;
        let req = ChatRequest::new(
            vec![Message::user(prompt)],
            None,
            RequestMeta { stage: "decide".into(), role: None, round: None, smith: Some(id.0.clone()) },
        );
        // A split at the deepest level is not asked again: the smith simply executes.
        let fits = |d: &DecisionAnswer| -> Result<(), String> {
            match (d.action, d.subtasks.len()) {
                (Action::Decompose, _) if !can_decompose => Ok(()),
                (Action::Decompose, n) if n > max => Err(format!("you gave {n} subtasks; give at most {max}")),
                (Action::Decompose, n) if n < 2 => {
                    Err(format!("a decomposition needs 2 to {max} subtasks; you gave {n}"))
                }
                _ => Ok(()),
            }
        };
        let decision = match ask::<DecisionAnswer>(self.gateway, None, req, &fits).await {
            Ok(a) => match a.value.action {
                Action::Decompose if !can_decompose => {
                    self.emit(
                        id,
                        "decide",
                        EventKind::LimitEnforced {
                            limit: "depth".into(),
                            detail: format!(
                                "decomposition refused at level {level}; the smith executes the task itself"
                            ),
                        },
                    );
                    Decision::Execute
                }
                Action::Decompose => Decision::Decompose { subtasks: a.value.tasks(), note: String::new() },
                Action::Execute => Decision::Execute,
            },
            Err(AskError::Call(e) | AskError::Again { error: e, .. }) => return Err(e.into()),
            // Asked twice: take what can be taken, and say so.
            Err(AskError::Unusable { problem, answer, .. }) => match DecisionAnswer::read(&answer) {
                Ok(d) if can_decompose && d.action == Action::Decompose && d.subtasks.len() > max => {
                    let (subtasks, note) = fold_surplus(d.tasks(), max);
                    let note = note.unwrap_or_default();
                    self.emit(id, "decide", EventKind::LimitEnforced { limit: "breadth".into(), detail: note.clone() });
                    Decision::Decompose { subtasks, note }
                }
                _ => {
                    self.emit(
                        id,
                        "decide",
                        EventKind::LimitEnforced {
                            limit: "decision".into(),
                            detail: format!("{problem}; the smith executes the task itself"),
                        },
                    );
                    Decision::Execute
                }
            },
        };
        let _ = self.ws.engine_write(&file, &serde_json::to_string_pretty(&decision).unwrap_or_default());
        Ok(decision)
    }

    async fn execute(&self, id: &SmithId, task: &Task, started: Instant) -> Summary {
        let tools = match (self.opts.read_only, self.opts.report_findings) {
            (_, true) => Registry::review(),
            (true, false) => Registry::read_only(),
            (false, false) => Registry::all(),
        };
        let work = match &self.opts.coding {
            Some(base) => {
                let work = self.ws.dir(id).join("private").join("work");
                if let Err(e) = crate::git::worktree(base, &work) {
                    return self.finish(
                        id,
                        task,
                        SmithStatus::Failed,
                        "",
                        &format!("Failed: the working copy could not be made: {e}"),
                        &[],
                        started,
                    );
                }
                Some(work)
            }
            None => None,
        };
        let inner = match (&self.opts.coding, &work) {
            (Some(base), Some(w)) => Some(base.inner(w)),
            _ => None,
        };
        let ctx = ToolContext {
            ws: self.ws.clone(),
            actor: id.clone(),
            commands: self.opts.commands.clone(),
            work: inner,
            redact: self.opts.redact.clone(),
            max_write: self.opts.max_write,
        };
        let system = match self.templates.render(
            "smith/execute.md.j2",
            json!({ "smith_id": id.0, "coding": work.is_some(), "brief": self.opts.brief }),
        ) {
            Ok(s) => s,
            Err(e) => return self.finish(id, task, SmithStatus::Failed, &e.to_string(), "", &[], started),
        };
        // The inbox's task.md, without its time stamp: the same task asks the same question.
        let task_text = self.task_markdown(id, task, false).unwrap_or_else(|_| task.description.clone());
        let prompt = format!("{system}\n{task_text}");
        let out =
            self.agent(id, "execute", &tools, &ctx, vec![Message::system(system), Message::user(task_text)]).await;
        let mut changed = None;
        if let (Some(base), Some(work)) = (&self.opts.coding, &work) {
            match crate::git::diff(work, base) {
                Ok((patch, undone)) => {
                    self.undone(id, "execute", &undone);
                    changed = Some(!patch.trim().is_empty());
                    let _ = self.ws.engine_write(&self.ws.dir(id).join("outbox").join("changes.patch"), &patch);
                }
                Err(e) => {
                    return self.finish(
                        id,
                        task,
                        SmithStatus::Failed,
                        &out.answer,
                        &format!("Failed: the changes could not be collected: {e}"),
                        &[],
                        started,
                    );
                }
            }
        }
        // An answer that repeats the prompt, or one line over and over, reports nothing.
        let echoed = crate::util::repeats(&out.answer, &prompt) || crate::util::degenerate(&out.answer);
        // Where the model's words are no evidence, the summary is why; its words are kept below.
        let claimed = |why: &str| format!("{why}\n\nThe model answered: {}", out.answer.trim());
        match out.status {
            // Done in words only: what the model said is no evidence of work.
            LoopStatus::Completed if echoed && out.tool_calls == 0 => self.finish(
                id,
                task,
                SmithStatus::Failed,
                &claimed("The answer only repeats the task (or itself), and no tool was used: the task was not worked on."),
                "Failed: the answer only repeats the task (or itself), and no tool was used: the task was not worked on.",
                &[],
                started,
            ),
            LoopStatus::Completed if echoed => self.finish(
                id,
                task,
                SmithStatus::Partial,
                &claimed("The final answer only repeats the task, so what was done is not reported."),
                "Partial: the final answer only repeats the task, so what was done is not reported.",
                &[],
                started,
            ),
            LoopStatus::Completed if changed == Some(false) && out.tool_calls == 0 => self.finish(
                id,
                task,
                SmithStatus::Failed,
                &claimed("Nothing was changed and no tool was used: the task was not worked on."),
                "Failed: nothing was changed and no tool was used: the task was not worked on.",
                &[],
                started,
            ),
            LoopStatus::Completed => {
                self.finish(id, task, SmithStatus::Completed, &out.answer, "Completed.", &[], started)
            }
            LoopStatus::Cut if echoed && out.tool_calls == 0 => self.finish(
                id,
                task,
                SmithStatus::Failed,
                &claimed("The answer repeats the prompt or itself until the token limit cut it, and no tool was used: the task was not worked on."),
                "Failed: the answer repeats the prompt or itself until the token limit cut it, and no tool was used.",
                &[],
                started,
            ),
            LoopStatus::Cut => self.finish(
                id,
                task,
                SmithStatus::Partial,
                &claimed("The answer was cut at the token limit, and again when asked to finish it; what came is kept below."),
                "Partial: the answer was cut at the token limit, and again when asked to finish it; what came is kept.",
                &[],
                started,
            ),
            LoopStatus::TurnLimit => self.finish(
                id,
                task,
                SmithStatus::Partial,
                &out.answer,
                &format!("Partial: the turn limit ({}) was reached before the task was done.", self.opts.max_turns),
                &[],
                started,
            ),
            LoopStatus::Failed { error } => {
                self.finish(id, task, SmithStatus::Failed, &out.answer, &format!("Failed: {error}"), &[], started)
            }
        }
    }

    /// Merges the children's patches, in order, into this smith's working copy. A patch that
    /// conflicts with the ones before it is handed to this smith's own agent loop to resolve;
    /// returns the children whose conflict stayed unresolved (their patch is left out).
    async fn merge(
        &self,
        id: &SmithId,
        base: &crate::git::Base,
        children: &[Summary],
    ) -> Result<Vec<(SmithId, String)>, SmithError> {
        let work = self.ws.dir(id).join("private").join("work");
        crate::git::worktree(base, &work)?;
        // A resumed parent merges again from the start.
        crate::git::reset_to(base, &work, &base.commit)?;
        let mut conflicts = Vec::new();
        for c in children {
            let patch = self.ws.dir(&c.id).join("outbox").join("changes.patch");
            let empty = std::fs::read_to_string(&patch).map(|t| t.trim().is_empty()).unwrap_or(true);
            if empty {
                continue;
            }
            let message = format!("merge {}: {}", c.id, c.title);
            let Err((files, why)) = crate::git::apply_commit(base, &work, &patch, &message) else { continue };
            let why = why.to_string();
            let detail = why.lines().last().unwrap_or("").to_string();
            if files.is_empty() || self.cancel.is_cancelled() {
                crate::git::reset(base, &work);
                conflicts.push((c.id.clone(), detail));
                continue;
            }
            let shown: Vec<String> =
                files.iter().map(|f| f.strip_prefix(base.prefix.as_str()).unwrap_or(f).to_string()).collect();
            match self.resolve_conflict(id, &base.inner(&work), c, &shown).await {
                Ok(()) if crate::git::unresolved(&work, &files).is_empty() => {
                    crate::git::commit(base, &work, &message)?
                }
                Ok(()) => {
                    crate::git::reset(base, &work);
                    conflicts.push((c.id.clone(), format!("conflict markers remain in {}", files.join(", "))));
                }
                Err(e) => {
                    crate::git::reset(base, &work);
                    conflicts.push((c.id.clone(), format!("{detail}; resolving failed: {e}")));
                }
            }
        }
        let merged = crate::git::work_git(base, &work, &["diff", "--binary", &base.commit, "HEAD"])?;
        self.ws.engine_write(&self.ws.dir(id).join("outbox").join("changes.patch"), &merged)?;
        Ok(conflicts)
    }

    /// Logs what the engine undid in a copy after a command (git entries) as refusals.
    fn undone(&self, id: &SmithId, stage: &str, undone: &[String]) {
        for path in undone {
            self.emit(id, stage, EventKind::Refused {
                tool: "run_command".into(),
                refusal: crate::tools::Refusal::new(
                    "git-path",
                    format!(
                        "`{path}` in the working copy is the engine's; it was undone before the changes were collected"
                    ),
                ),
            });
        }
    }

    /// This smith's agent loop at `stage`, its tool uses and refusals logged.
    async fn agent(
        &self,
        id: &SmithId,
        stage: &str,
        tools: &Registry,
        ctx: &ToolContext,
        messages: Vec<Message>,
    ) -> crate::agent::LoopOutcome {
        let smith = id.clone();
        let stage_name = stage.to_string();
        let on_tool = move |u: &ToolUse| {
            if let Some(r) = &u.refused {
                self.emit(&smith, &stage_name, EventKind::Refused { tool: u.tool.clone(), refusal: r.clone() });
            }
            self.emit(
                &smith,
                &stage_name,
                EventKind::ToolUsed { tool: u.tool.clone(), ok: u.ok, detail: u.detail.clone() },
            );
        };
        let agent = AgentLoop {
            gateway: self.gateway,
            alias: None,
            tools,
            ctx,
            max_turns: self.opts.max_turns,
            meta: RequestMeta { stage: stage.into(), role: None, round: None, smith: Some(id.0.clone()) },
            on_tool: &on_tool,
        };
        agent.run(messages).await
    }

    /// Runs this smith's agent loop in its working copy to resolve the conflict markers a
    /// child's patch left in `files`.
    async fn resolve_conflict(
        &self,
        id: &SmithId,
        work: &std::path::Path,
        child: &Summary,
        files: &[String],
    ) -> Result<(), SmithError> {
        self.emit(
            id,
            "merge",
            EventKind::LimitEnforced {
                limit: "merge".into(),
                detail: format!("the patch of {} conflicts in {}; resolving it", child.id, files.join(", ")),
            },
        );
        let tools = Registry::all();
        let ctx = ToolContext {
            ws: self.ws.clone(),
            actor: id.clone(),
            commands: self.opts.commands.clone(),
            work: Some(work.to_path_buf()),
            redact: self.opts.redact.clone(),
            max_write: self.opts.max_write,
        };
        let system = self
            .templates
            .render("smith/execute.md.j2", json!({ "smith_id": id.0, "coding": true, "brief": self.opts.brief }))?;
        let prompt = self
            .templates
            .render("smith/resolve.md.j2", json!({ "smith_id": id.0, "child": child, "files": files }))?;
        match self.agent(id, "resolve", &tools, &ctx, vec![Message::system(system), Message::user(prompt)]).await.status
        {
            LoopStatus::Completed => Ok(()),
            LoopStatus::TurnLimit => {
                Err(SmithError::Unfinished(format!("the turn limit ({}) was reached", self.opts.max_turns)))
            }
            LoopStatus::Failed { error } => Err(SmithError::Unfinished(error)),
            LoopStatus::Cut => Err(SmithError::Unfinished("the answer was cut at the token limit".into())),
        }
    }

    /// Merges and combines the children's work; `note` is what the engine did to the split
    /// (the surplus it folded), which the result says.
    async fn aggregate(
        &self,
        id: &SmithId,
        task: &Task,
        children: &[Summary],
        note: &str,
        started: Instant,
    ) -> Summary {
        let mut conflict_note = String::new();
        if let Some(base) = &self.opts.coding {
            match self.merge(id, base, children).await {
                Ok(conflicts) if conflicts.is_empty() => {}
                Ok(conflicts) => {
                    for (c, e) in &conflicts {
                        self.emit(
                            id,
                            "merge",
                            EventKind::LimitEnforced {
                                limit: "merge".into(),
                                detail: format!(
                                    "the patch of {c} conflicts with the ones merged before it and was left out: {e}"
                                ),
                            },
                        );
                    }
                    conflict_note = format!(
                        " Merge conflicts, left out: {}.",
                        conflicts.iter().map(|(c, _)| c.0.as_str()).collect::<Vec<_>>().join(", ")
                    );
                }
                Err(e) => {
                    return self.finish(
                        id,
                        task,
                        SmithStatus::Failed,
                        "",
                        &format!("Failed: the children's changes could not be merged: {e}"),
                        children,
                        started,
                    );
                }
            }
        }
        let failed: Vec<&Summary> = children.iter().filter(|c| c.status != SmithStatus::Completed).collect();
        let status = if failed.is_empty() && conflict_note.is_empty() {
            SmithStatus::Completed
        } else if failed.len() == children.len() {
            SmithStatus::Failed
        } else {
            SmithStatus::Partial
        };
        let folded = if note.is_empty() { String::new() } else { format!(" Note: {note}.") };
        let completion = if failed.is_empty() {
            format!("Completed: every subtask completed.{folded}")
        } else {
            format!(
                "{}: {} of {} subtasks did not complete: {}.",
                status.as_str(),
                failed.len(),
                children.len(),
                failed.iter().map(|c| format!("{} ({})", c.id, c.status.as_str())).collect::<Vec<_>>().join(", ")
            ) + &folded
        };
        let prompt = self.templates.render(
            "smith/aggregate.md.j2",
            json!({ "smith_id": id.0, "task": self.task_markdown(id, task, false).unwrap_or_default(), "children": children }),
        );
        let answer = match prompt {
            Ok(p) => {
                let req = ChatRequest::new(
                    vec![Message::user(p)],
                    None,
                    RequestMeta { stage: "aggregate".into(), role: None, round: None, smith: Some(id.0.clone()) },
                );
                match self.gateway.chat(None, req).await {
                    Ok(r) => r.content,
                    Err(e) => {
                        // The children's work stands; say what is missing.
                        let listing: String = children
                            .iter()
                            .map(|c| {
                                format!(
                                    "- {} ({}): {}\n",
                                    c.id,
                                    c.status.as_str(),
                                    c.summary.lines().next().unwrap_or("")
                                )
                            })
                            .collect();
                        return self.finish(
                            id,
                            task,
                            SmithStatus::Partial,
                            &format!("The subtasks' results could not be combined ({e}).\n\n{listing}"),
                            &format!("Partial: combining failed: {e}. {completion}"),
                            children,
                            started,
                        );
                    }
                }
            }
            Err(e) => e.to_string(),
        };
        self.finish(id, task, status, &answer, &completion, children, started)
    }

    /// Writes `outbox/result.md` (atomically) and reports the smith finished.
    #[allow(clippy::too_many_arguments)]
    fn finish(
        &self,
        id: &SmithId,
        task: &Task,
        status: SmithStatus,
        answer: &str,
        completion: &str,
        children: &[Summary],
        started: Instant,
    ) -> Summary {
        let answer = answer.trim();
        let (summary, details) = match answer.split_once("\n\n") {
            Some((s, d)) => (s.trim().to_string(), d.trim().to_string()),
            None => (answer.to_string(), String::new()),
        };
        let summary = if summary.is_empty() { completion.to_string() } else { summary };
        let completion = if completion.is_empty() { answer.to_string() } else { completion.to_string() };
        let refs: Vec<serde_json::Value> =
            children.iter().map(|c| json!({ "id": c.id.0, "status": c.status.as_str(), "title": c.title })).collect();
        let text = self.templates.render(
            "smith/result.md.j2",
            json!({
                "smith_id": id.0, "status": status.as_str(), "level": id.level(), "completed_at": utc_now(), "title": task.title,
                "summary": summary, "details": if details.is_empty() { "See the summary." } else { details.as_str() }, "children": refs, "completion": completion,
            }),
        );
        if let Ok(text) = text {
            let _ = self.ws.engine_write(&self.ws.result(id), &self.gateway.redactor().mask(&text));
        }
        let elapsed_ms = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.emit(
            id,
            "execute",
            EventKind::SmithFinished {
                status: status.as_str().into(),
                elapsed_ms,
                tokens: self.tokens_of(id),
                reused: false,
            },
        );
        Summary { id: id.clone(), title: task.title.clone(), status, summary }
    }
}

/// The `## Summary` section of a result file.
pub fn summary_of(path: &std::path::Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.split("## Summary")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .map_or_else(String::new, |s| s.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn task(n: usize) -> Task {
        Task {
            title: format!("Part {n}"),
            description: format!("Do part {n}."),
            context: String::new(),
            expected_output: format!("part {n} done"),
        }
    }

    #[test]
    fn surplus_subtasks_are_folded_never_dropped() {
        let (kept, note) = fold_surplus((1..=7).map(task).collect(), 5);
        assert_eq!(kept.len(), 5);
        assert_eq!(kept[4].title, "Part 5 (and 2 more)");
        assert!(kept[4].description.contains("Do part 5.") && kept[4].description.contains("Part 6: Do part 6."));
        assert!(
            kept[4].description.contains("Part 7: Do part 7.")
                && kept[4].expected_output.contains("Part 7: part 7 done")
        );
        assert_eq!(
            note.as_deref(),
            Some(
                "the split gave 7 subtasks, more than the limit of 5: Part 6; Part 7 folded into subtask 5 (\"Part 5\")"
            )
        );
        let (kept, note) = fold_surplus((1..=3).map(task).collect(), 5);
        assert_eq!((kept.len(), note), (3, None));
    }
}
