//! After the children: merging their patches (a conflict resolved by the parent's own agent
//! loop), aggregating their results, and writing the smith's result.

use std::time::Instant;

use serde_json::json;

use super::{Executor, SmithError, Summary, Task};
use crate::agent::{AgentLoop, LoopStatus, ToolUse};
use crate::event::EventKind;
use crate::llm::{ChatRequest, Message, RequestMeta};
use crate::smith::plan_split;
use crate::smith::state::SmithStatus;
use crate::smith::{StepSmith, step_rows};
use crate::templates::Templates;
use crate::tools::{Registry, ToolContext};
use crate::util::utc_now;
use crate::workspace::SmithId;

/// How a smith's work ended: its status, its answer (a summary line, then details) and the
/// engine's line on how it completed.
pub(super) struct Ending<'a> {
    pub status: SmithStatus,
    pub answer: &'a str,
    pub completion: &'a str,
}

impl<'a> Ending<'a> {
    pub fn new(status: SmithStatus, answer: &'a str, completion: &'a str) -> Self {
        Ending { status, answer, completion }
    }
}

/// The root's result's table of the plan's steps, as the template shows it: each step, the
/// smiths that served it (the root's children naming it; the root itself when it did the work),
/// their status, and the step's verification.
pub(super) fn result_rows(
    plan: &crate::debate::Plan,
    (root, status): (&SmithId, SmithStatus),
    children: &[Summary],
) -> Vec<serde_json::Value> {
    let smith = |id: &SmithId, status: SmithStatus, summary: &str| StepSmith {
        id: id.to_string(),
        status: status.as_str().to_string(),
        summary: summary.to_string(),
    };
    let children: Vec<(Vec<usize>, StepSmith)> =
        children.iter().map(|c| (c.plan_steps.clone(), smith(&c.id, c.status, &c.summary))).collect();
    step_rows(plan, smith(root, status, ""), &children, None)
        .iter()
        .map(|r| {
            let c = r.cells();
            json!({ "step": r.step, "title": c.title, "smiths": c.smiths, "status": c.result, "verification": c.verification })
        })
        .collect()
}

impl Executor<'_> {
    /// The patch a smith left (`outbox/changes.patch`), when it holds any change.
    fn patch_of(&self, id: &SmithId) -> Option<std::path::PathBuf> {
        let patch = self.ws.dir(id).join("outbox").join("changes.patch");
        let text = std::fs::read_to_string(&patch).ok()?;
        (!text.trim().is_empty()).then_some(patch)
    }

    /// Resets the working copy `work` to the base commit and commits on it the patches of
    /// `prerequisites`, in order.
    pub(super) fn start_from(
        &self,
        coding: &crate::git::Base,
        work: &std::path::Path,
        prerequisites: &[SmithId],
    ) -> Result<(), SmithError> {
        crate::git::reset_to(coding, work, &coding.commit)?;
        for p in prerequisites {
            let Some(patch) = self.patch_of(p) else { continue };
            if let Err((_, e)) = crate::git::apply_commit(coding, work, &patch, &format!("prerequisite {p}")) {
                crate::git::reset(coding, work);
                return Err(e.into());
            }
        }
        Ok(())
    }

    /// Merges the children's patches, in order, into this smith's working copy. A patch that
    /// conflicts with the ones before it is handed to this smith's own agent loop to resolve;
    /// returns the children whose conflict stayed unresolved (their patch is left out). A smith
    /// with `prerequisites` merges on top of their changes (its children started from them), and
    /// its patch holds only its children's changes.
    async fn merge(
        &self,
        id: &SmithId,
        base: &crate::git::Base,
        children: &[Summary],
        prerequisites: &[SmithId],
    ) -> Result<Vec<(SmithId, String)>, SmithError> {
        let work = self.ws.dir(id).join("private").join("work");
        // Sparse like a leaf's: merging widens it to the files the patches touch.
        crate::git::sparse_worktree(base, &work, &[])?;
        // A resumed parent merges again from the start.
        self.start_from(base, &work, prerequisites)?;
        let from = crate::git::work_git(base, &work, &["rev-parse", "HEAD"])?.trim().to_string();
        let mut conflicts = Vec::new();
        for c in children {
            let Some(patch) = self.patch_of(&c.id) else { continue };
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
            match self.resolve_conflict(id, &work, c, &shown).await {
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
        let merged = crate::git::work_git(base, &work, &["diff", "--binary", &from, "HEAD"])?;
        self.ws.engine_write(&self.ws.dir(id).join("outbox").join("changes.patch"), &merged)?;
        Ok(conflicts)
    }

    /// Logs what the engine undid in a copy after a command (git entries) as refusals.
    pub(super) fn undone(&self, id: &SmithId, stage: &str, undone: &[String]) {
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
    pub(super) async fn agent(
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
            asker: if stage == "execute" { self.opts.ask.as_ref().map(|a| a.asker.as_ref()) } else { None },
        };
        agent.run(messages).await
    }

    /// Runs this smith's agent loop in its working copy (`work`) to resolve the conflict markers
    /// a child's patch left in `files`.
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
        let ctx = self.tool_context(id, Some(work));
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
            LoopStatus::NeedsInput { .. } => Err(SmithError::Unfinished("it asked the user a question".into())),
        }
    }

    /// Merges and combines the children's work; `note` is what the engine did to the split
    /// (the surplus it folded), which the result says.
    pub(super) async fn aggregate(
        &self,
        id: &SmithId,
        task: &Task,
        children: &[Summary],
        note: &str,
        prerequisites: &[SmithId],
        started: Instant,
    ) -> Summary {
        let finish = |status: SmithStatus, answer: &str, completion: &str| {
            self.finish(id, task, Ending::new(status, answer, completion), children, started)
        };
        let left_out = match self.merged(id, children, prerequisites).await {
            Ok(left_out) => left_out,
            Err(e) => {
                return finish(
                    SmithStatus::Failed,
                    "",
                    &format!("Failed: the children's changes could not be merged: {e}"),
                );
            }
        };
        let failed: Vec<&Summary> = children.iter().filter(|c| c.status != SmithStatus::Completed).collect();
        let status = if failed.is_empty() && left_out.is_empty() {
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
            let which: Vec<String> = failed.iter().map(|c| format!("{} ({})", c.id, c.status.as_str())).collect();
            let (n, of) = (failed.len(), children.len());
            format!("{}: {n} of {of} subtasks did not complete: {}.{folded}", status.as_str(), which.join(", "))
        };
        let listing: String = children
            .iter()
            .map(|c| format!("- {} ({}): {}\n", c.id, c.status.as_str(), c.summary.lines().next().unwrap_or("")))
            .collect();
        // A stopped tree asks the model nothing more: the result lists what each subtask did.
        if let Some(stopped) = self.stopped.get() {
            let answer = format!("The tree stopped: {stopped}. The subtasks' results were not combined.\n\n{listing}");
            return finish(status, &answer, &completion);
        }
        match self.combined(id, task, children).await {
            Ok(answer) => finish(status, &answer, &completion),
            // The children's work stands; say what is missing.
            Err(e) => finish(
                SmithStatus::Partial,
                &format!("The subtasks' results could not be combined ({e}).\n\n{listing}"),
                &format!("Partial: combining failed: {e}. {completion}"),
            ),
        }
    }

    /// In a coding pipeline, merges the children's patches (see [`Executor::merge`]); each one
    /// left out for a conflict is an event. Returns what the result says of them (empty when
    /// none was).
    async fn merged(
        &self,
        id: &SmithId,
        children: &[Summary],
        prerequisites: &[SmithId],
    ) -> Result<String, SmithError> {
        let Some(base) = &self.opts.coding else { return Ok(String::new()) };
        let conflicts = self.merge(id, base, children, prerequisites).await?;
        if conflicts.is_empty() {
            return Ok(String::new());
        }
        for (c, e) in &conflicts {
            let detail = format!("the patch of {c} conflicts with the ones merged before it and was left out: {e}");
            self.emit(id, "merge", EventKind::LimitEnforced { limit: "merge".into(), detail });
        }
        let names: Vec<&str> = conflicts.iter().map(|(c, _)| c.0.as_str()).collect();
        Ok(format!(" Merge conflicts, left out: {}.", names.join(", ")))
    }

    /// The children's results combined by the model into this smith's answer. A template that
    /// cannot be rendered is the answer (its error); `Err`: the model call failed.
    async fn combined(&self, id: &SmithId, task: &Task, children: &[Summary]) -> Result<String, SmithError> {
        let prompt = self.templates.render(
            "smith/aggregate.md.j2",
            json!({ "smith_id": id.0, "task": self.task_markdown(id, task, false).unwrap_or_default(), "children": children, "brief": self.opts.brief }),
        );
        let prompt = match prompt {
            Ok(p) => p,
            Err(e) => return Ok(e.to_string()),
        };
        let req = ChatRequest::new(
            vec![Message::user(prompt)],
            None,
            RequestMeta { stage: "aggregate".into(), role: None, round: None, smith: Some(id.0.clone()) },
        );
        Ok(self.gateway.chat(None, req).await?.content)
    }

    /// Writes the smith's `result.md` (masked, atomically). A project's or user's override of
    /// the result template that does not render is said, and the built-in one is used; a
    /// result that cannot be written is said: neither is passed over in silence.
    fn write_result(&self, id: &SmithId, ctx: &serde_json::Value) {
        const NAME: &str = "smith/result.md.j2";
        let notice = |message: String| self.emit(id, "execute", EventKind::Notice { message });
        let text = self.templates.render(NAME, ctx).or_else(|e| {
            notice(format!("{id}: {e}; its result was written with the built-in template"));
            Templates::builtin().render(NAME, ctx)
        });
        let path = self.ws.result(id);
        let written = text
            .map_err(|e| e.to_string())
            .and_then(|t| self.ws.engine_write(&path, &self.gateway.redactor().mask(&t)).map_err(|e| e.to_string()));
        if let Err(e) = written {
            notice(format!("{id}: its result could not be written to {} ({e})", path.display()));
        }
    }

    /// Writes `outbox/result.md` (atomically) and reports the smith finished.
    pub(super) fn finish(
        &self,
        id: &SmithId,
        task: &Task,
        end: Ending<'_>,
        children: &[Summary],
        started: Instant,
    ) -> Summary {
        let Ending { status, answer, completion } = end;
        let answer = answer.trim();
        let (summary, details) = match answer.split_once("\n\n") {
            Some((s, d)) => (s.trim().to_string(), d.trim().to_string()),
            None => (answer.to_string(), String::new()),
        };
        let summary = if summary.is_empty() { completion.to_string() } else { summary };
        let completion = if completion.is_empty() { answer.to_string() } else { completion.to_string() };
        let refs: Vec<serde_json::Value> = children
            .iter()
            .map(|c| json!({ "id": c.id.0, "status": c.status.as_str(), "title": c.title, "steps": plan_split::steps_words(&c.plan_steps), "serves": !c.plan_steps.is_empty() }))
            .collect();
        // The root of a run with an agreed plan lists each step, its smiths and how it is verified.
        let (plan_rows, plan_choice) = match self.plan_for(id) {
            Some(plan) => (
                result_rows(plan, (id, status), children),
                self.plan_split.get().map(|c| crate::util::capitalised(c)).unwrap_or_default(),
            ),
            None => (Vec::new(), String::new()),
        };
        self.write_result(
            id,
            &json!({
                "smith_id": id.0, "status": status.as_str(), "level": id.level(), "completed_at": utc_now(), "title": task.title,
                "summary": summary, "details": if details.is_empty() { "See the summary." } else { details.as_str() }, "children": refs, "completion": completion,
                "plan_steps": task.plan_steps, "plan_rows": plan_rows, "plan_choice": plan_choice,
            }),
        );
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
        Summary {
            id: id.clone(),
            title: task.title.clone(),
            status,
            summary,
            completion,
            plan_steps: task.plan_steps.clone(),
        }
    }
}
