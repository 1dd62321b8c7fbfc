//! A leaf at work: its own agent loop, with the tools, working copy and checkpoints it needs;
//! pausing on a question to the user and continuing from a checkpoint on resume.

use serde::{Deserialize, Serialize};
use serde_json::json;

use std::time::Instant;

use super::merge::Ending;
use super::{Executor, SmithError, Summary, Task};
use crate::agent::LoopStatus;
use crate::event::EventKind;
use crate::llm::{ChatRequest, Message, RequestMeta};
use crate::smith::state::SmithStatus;
use crate::tools::{Registry, ToolContext, WorkCopy};
use crate::util::utc_now;
use crate::workspace::SmithId;

/// Where a leaf stopped at its turn limit (`engine/<smith>/checkpoint.json`): its conversation
/// so far and what it says is done and left (also in `private/CHECKPOINT.md`). A resumed leaf
/// continues the conversation instead of starting over.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(super) struct Checkpoint {
    at: String,
    /// Turns used so far, over every attempt.
    turns: u32,
    /// What is done and what is left, in the model's words (or the engine's, when it gave none).
    text: String,
    messages: Vec<Message>,
    /// When the leaf paused on a question to the user instead: the question, and where its
    /// answer goes in `messages`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    question: Option<crate::ask::Question>,
}

/// How a leaf's agent loop went, beyond its outcome: what its result is judged by.
pub(super) struct Leaf<'a> {
    /// The answer only repeats the prompt, or itself.
    echoed: bool,
    /// In a coding pipeline: whether its working copy changed.
    changed: Option<bool>,
    /// Turns used, over every attempt.
    turns: u32,
    checkpoint_file: &'a std::path::Path,
}

impl Executor<'_> {
    /// Does the task in this smith's own agent loop. `base`: the prerequisites whose patches its
    /// working copy starts from (coding pipelines). `fallback`: the children that all failed, when
    /// this is the parent's own attempt after them; its result lists them and says so.
    pub(super) async fn execute(
        &self,
        id: &SmithId,
        task: &Task,
        started: Instant,
        base: &[SmithId],
        fallback: Option<&[Summary]>,
    ) -> Summary {
        let children = fallback.unwrap_or(&[]);
        let checkpoint_file = self.ws.engine_state(id).join("checkpoint.json");
        // A parent's own attempt starts afresh; a leaf stopped at its turn limit goes on.
        let checkpoint = if fallback.is_none() { self.saved_checkpoint(id, &checkpoint_file) } else { None };
        let said = fallback
            .map_or_else(String::new, |c| format!("All {} subtasks failed; this smith did the task itself. ", c.len()));
        let finish = |status: SmithStatus, answer: &str, completion: &str| {
            let completion = if completion.is_empty() { completion.to_string() } else { format!("{said}{completion}") };
            self.finish(id, task, Ending::new(status, answer, &completion), children, started)
        };
        // A dependent smith, or a parent's own attempt, starts from its prerequisites' changes,
        // whatever an earlier attempt left in the copy; one continuing from its checkpoint keeps
        // its copy as it was.
        let restart = (!base.is_empty() || fallback.is_some()) && checkpoint.is_none();
        let work = match self.working_copy(id, task, base, restart) {
            Ok(work) => work,
            Err(why) => return finish(SmithStatus::Failed, "", &why),
        };
        let system = match self.templates.render(
            "smith/execute.md.j2",
            json!({ "smith_id": id.0, "coding": work.is_some(), "brief": self.opts.brief }),
        ) {
            Ok(s) => s,
            Err(e) => return finish(SmithStatus::Failed, &e.to_string(), ""),
        };
        // The inbox's task.md, without its time stamp: the same task asks the same question.
        let task_text = self.task_markdown(id, task, false).unwrap_or_else(|_| task.description.clone());
        let prompt = format!("{system}\n{task_text}");
        let (messages, turns_before) = match &checkpoint {
            Some(c) => {
                let answer = match &c.question {
                    Some(q) => match self.answer(id, q).await {
                        Some(a) => Some(a),
                        None => return self.paused(id, q, finish),
                    },
                    None => None,
                };
                match self.continued(id, c, answer.as_deref()) {
                    Ok(m) => (m, c.turns),
                    Err(e) => return finish(SmithStatus::Failed, &e, ""),
                }
            }
            None => (vec![Message::system(system), Message::user(task_text).cached()], 0),
        };
        let ctx = self.tool_context(id, work.as_deref());
        let out = self.agent(id, "execute", &self.tools(), &ctx, messages).await;
        if out.status == LoopStatus::Completed {
            let _ = std::fs::remove_file(&checkpoint_file);
        }
        let changed = match self.own_changes(id, base, work.as_deref()) {
            Ok(changed) => changed,
            Err(why) => return finish(SmithStatus::Failed, &out.answer, &why),
        };
        let leaf = Leaf {
            // An answer that repeats the prompt, or one line over and over, reports nothing.
            echoed: crate::util::repeats(&out.answer, &prompt) || crate::util::degenerate(&out.answer),
            changed,
            turns: turns_before + out.turns,
            checkpoint_file: &checkpoint_file,
        };
        self.ended(id, out, leaf, finish).await
    }

    /// The tools a smith is given: the review's, the read-only ones or all.
    fn tools(&self) -> Registry {
        match (self.opts.read_only, self.opts.report_findings) {
            (_, true) => Registry::review(),
            (true, false) => Registry::read_only(),
            (false, false) => Registry::all(),
        }
    }

    /// The working copy of a smith in a coding pipeline (`None` in others), made if missing and,
    /// with `restart`, reset to the prerequisites' changes. `Err`: why it could not be.
    fn working_copy(
        &self,
        id: &SmithId,
        task: &Task,
        base: &[SmithId],
        restart: bool,
    ) -> Result<Option<std::path::PathBuf>, String> {
        let Some(coding) = &self.opts.coding else { return Ok(None) };
        let work = self.ws.dir(id).join("private").join("work");
        let named = format!("{}\n{}\n{}\n{}", task.title, task.description, task.context, task.expected_output);
        crate::git::leaf_copy(coding, &work, &named)
            .map_err(|e| format!("Failed: the working copy could not be made: {e}"))?;
        if restart && let Err(e) = self.start_from(coding, &work, base) {
            return Err(format!("Failed: the working copy could not start from the prerequisites' changes: {e}"));
        }
        Ok(Some(work))
    }

    /// What a smith's tools may reach: its folder and, in a coding pipeline, its working copy
    /// `work` (the folder the copy's repository is in).
    pub(super) fn tool_context(&self, id: &SmithId, work: Option<&std::path::Path>) -> ToolContext {
        let copy = match (&self.opts.coding, work) {
            (Some(base), Some(top)) => Some(WorkCopy { base: base.clone(), top: top.to_path_buf() }),
            _ => None,
        };
        ToolContext {
            ws: self.ws.clone(),
            actor: id.clone(),
            commands: self.opts.commands.clone(),
            work: copy.as_ref().map(|c| c.base.inner(&c.top)),
            redact: self.opts.redact.clone(),
            max_write: self.opts.max_write,
            copy,
        }
    }

    /// Collects this smith's own changes in its working copy `work` (those of its prerequisites
    /// are theirs) into `outbox/changes.patch`. `Some(changed)` in a coding pipeline; `Err`: why
    /// they could not be collected.
    fn own_changes(
        &self,
        id: &SmithId,
        base: &[SmithId],
        work: Option<&std::path::Path>,
    ) -> Result<Option<bool>, String> {
        let (Some(coding), Some(work)) = (&self.opts.coding, work) else { return Ok(None) };
        let own = crate::git::diff(work, coding).and_then(|(patch, undone)| {
            if base.is_empty() {
                return Ok((patch, undone));
            }
            let patch = crate::git::work_git(coding, work, &["diff", "--cached", "--binary", "HEAD"])?;
            Ok((patch, undone))
        });
        let (patch, undone) = own.map_err(|e| format!("Failed: the changes could not be collected: {e}"))?;
        self.undone(id, "execute", &undone);
        let _ = self.ws.engine_write(&self.ws.dir(id).join("outbox").join("changes.patch"), &patch);
        Ok(Some(!patch.trim().is_empty()))
    }

    /// The result of a smith's own agent loop, by how it ended: completed (unless its words
    /// are no evidence of work), cut, at its turn limit (a checkpoint), failed, or waiting for
    /// the user's answer.
    async fn ended(
        &self,
        id: &SmithId,
        out: crate::agent::LoopOutcome,
        leaf: Leaf<'_>,
        finish: impl Fn(SmithStatus, &str, &str) -> Summary,
    ) -> Summary {
        let echoed = leaf.echoed;
        // Where the model's words are no evidence, the summary is why; its words are kept below.
        let claimed = |why: &str| format!("{why}\n\nThe model answered: {}", out.answer.trim());
        match &out.status {
            // Done in words only: what the model said is no evidence of work.
            LoopStatus::Completed if echoed && out.tool_calls == 0 => finish(
                SmithStatus::Failed,
                &claimed(
                    "The answer only repeats the task (or itself), and no tool was used: the task was not worked on.",
                ),
                "Failed: the answer only repeats the task (or itself), and no tool was used: the task was not worked on.",
            ),
            LoopStatus::Completed if echoed => finish(
                SmithStatus::Partial,
                &claimed("The final answer only repeats the task, so what was done is not reported."),
                "Partial: the final answer only repeats the task, so what was done is not reported.",
            ),
            LoopStatus::Completed if leaf.changed == Some(false) && out.tool_calls == 0 => finish(
                SmithStatus::Failed,
                &claimed("Nothing was changed and no tool was used: the task was not worked on."),
                "Failed: nothing was changed and no tool was used: the task was not worked on.",
            ),
            // Outside a coding pipeline an answer may be the work; with no tool used it is only
            // words, which the result says before them (what it claims to have done, it did not).
            LoopStatus::Completed if out.tool_calls == 0 && leaf.changed != Some(true) => finish(
                SmithStatus::Completed,
                &format!("In words only (no tool was used): {}", out.answer.trim()),
                "Completed in words only: no tool was used, so this smith read, wrote and ran nothing.",
            ),
            LoopStatus::Completed => finish(SmithStatus::Completed, &out.answer, "Completed."),
            LoopStatus::Cut if echoed && out.tool_calls == 0 => finish(
                SmithStatus::Failed,
                &claimed(
                    "The answer repeats the prompt or itself until the token limit cut it, and no tool was used: the task was not worked on.",
                ),
                "Failed: the answer repeats the prompt or itself until the token limit cut it, and no tool was used.",
            ),
            LoopStatus::Cut => finish(
                SmithStatus::Partial,
                &claimed(
                    "The answer was cut at the token limit, and again when asked to finish it; what came is kept below.",
                ),
                "Partial: the answer was cut at the token limit, and again when asked to finish it; what came is kept.",
            ),
            LoopStatus::TurnLimit => self.at_turn_limit(id, &out, &leaf, finish).await,
            LoopStatus::Failed { error } => finish(SmithStatus::Failed, &out.answer, &format!("Failed: {error}")),
            LoopStatus::NeedsInput { question } => self.waiting_for_answer(id, &out, &leaf, question, finish),
        }
    }

    /// A leaf at its turn limit: partial, its checkpoint written for `resume` to continue from.
    async fn at_turn_limit(
        &self,
        id: &SmithId,
        out: &crate::agent::LoopOutcome,
        leaf: &Leaf<'_>,
        finish: impl Fn(SmithStatus, &str, &str) -> Summary,
    ) -> Summary {
        let saved = self.checkpoint(id, leaf.checkpoint_file, out.messages.clone(), leaf.turns).await;
        let (answer, then) = match saved {
            Ok(text) => (
                format!("Stopped at the turn limit; checkpoint in private/CHECKPOINT.md.\n\n{text}"),
                "; its checkpoint is in private/CHECKPOINT.md, and `agentsmith resume` continues from it".to_string(),
            ),
            Err(e) => (out.answer.clone(), format!("; the checkpoint could not be written ({e})")),
        };
        let max = self.opts.max_turns;
        finish(
            SmithStatus::Partial,
            &answer,
            &format!("Partial: the turn limit ({max}) was reached before the task was done{then}."),
        )
    }

    /// A leaf that asked the user a question: its conversation saved with the question, it
    /// pauses (`needs-input`) until the answer comes.
    fn waiting_for_answer(
        &self,
        id: &SmithId,
        out: &crate::agent::LoopOutcome,
        leaf: &Leaf<'_>,
        question: &crate::ask::Question,
        finish: impl Fn(SmithStatus, &str, &str) -> Summary,
    ) -> Summary {
        let record = Checkpoint {
            at: utc_now(),
            turns: leaf.turns,
            text: String::new(),
            messages: out.messages.clone(),
            question: Some(question.clone()),
        };
        let saved = serde_json::to_string(&record)
            .map_err(std::io::Error::other)
            .and_then(|json| self.ws.engine_write(leaf.checkpoint_file, &json));
        if let Err(e) = saved {
            return finish(
                SmithStatus::Failed,
                &format!("It asked the user: {}", question.question),
                &format!("Failed: the question could not be saved ({e}), so the run could not wait for its answer."),
            );
        }
        let detail = format!("{id} asked the user a question and waits for the answer");
        self.emit(id, "execute", EventKind::LimitEnforced { limit: "ask-user".into(), detail });
        self.paused(id, question, finish)
    }

    /// The checkpoint a leaf left at its turn limit, if any; an unreadable one is reported and
    /// the leaf starts over.
    fn saved_checkpoint(&self, id: &SmithId, file: &std::path::Path) -> Option<Checkpoint> {
        let text = std::fs::read_to_string(file).ok()?;
        serde_json::from_str(&text)
            .map_err(|e| {
                self.emit(
                    id,
                    "execute",
                    EventKind::LimitEnforced {
                        limit: "checkpoint".into(),
                        detail: format!("{} is unreadable ({e}); {id} starts over", file.display()),
                    },
                );
            })
            .ok()
    }

    /// The conversation a leaf goes on with from its checkpoint: the saved one, and a request to
    /// continue from what is left.
    fn continued(&self, id: &SmithId, c: &Checkpoint, answer: Option<&str>) -> Result<Vec<Message>, String> {
        if let (Some(q), Some(answer)) = (&c.question, answer) {
            self.emit(
                id,
                "execute",
                EventKind::LimitEnforced {
                    limit: "ask-user".into(),
                    detail: format!("{id} continues with the user's answer to its question"),
                },
            );
            let mut m = c.messages.clone();
            let at = q.at.min(m.len());
            m.insert(at, Message::tool(q.call_id.clone(), format!("The user answered: {answer}")));
            return Ok(m);
        }
        let go_on = self
            .templates
            .render(
                "smith/continue.md.j2",
                json!({ "turns": c.turns, "checkpoint": c.text, "max_turns": self.opts.max_turns }),
            )
            .map_err(|e| e.to_string())?;
        self.emit(
            id,
            "execute",
            EventKind::LimitEnforced {
                limit: "checkpoint".into(),
                detail: format!("{id} continues from its checkpoint after {} turns", c.turns),
            },
        );
        let mut m = c.messages.clone();
        m.push(Message::user(go_on));
        Ok(m)
    }

    /// The user's answer to the question `id` paused on: given to `resume`, or asked now on a
    /// terminal; `None` while no one answers.
    async fn answer(&self, id: &SmithId, q: &crate::ask::Question) -> Option<String> {
        let ask = self.opts.ask.as_ref()?;
        if let Some(a) = ask.given.get(id) {
            return Some(a.clone());
        }
        ask.asker.ask(&id.0, &q.question, &q.why).await
    }

    /// Writes the result of a smith paused on `q`: status `needs-input`, the question, and
    /// how to answer it.
    fn paused(
        &self,
        id: &SmithId,
        q: &crate::ask::Question,
        finish: impl Fn(SmithStatus, &str, &str) -> Summary,
    ) -> Summary {
        let why = if q.why.is_empty() { String::new() } else { format!("\n\nWhy it blocks: {}", q.why) };
        finish(
            SmithStatus::NeedsInput,
            &format!("Waiting for the user's answer to: {}{why}", q.question),
            &format!(
                "Needs input: {id} asked the user a question; answer it with `agentsmith resume --answer \"...\"` (or in .agent-smith/answers.yaml, `{id}: ...`)."
            ),
        )
    }

    /// When every child failed, the parent's one attempt to do the task itself: recorded in its
    /// state (`fallback.json`) and its result, which lists the failed children.
    pub(super) async fn fall_back(
        &self,
        id: &SmithId,
        task: &Task,
        children: &[Summary],
        base: &[SmithId],
        started: Instant,
    ) -> Summary {
        let failed: Vec<String> = children.iter().map(|c| format!("{} ({})", c.id, c.status.as_str())).collect();
        let detail =
            format!("all {} subtasks failed ({}); {} does the task itself", children.len(), failed.join(", "), id);
        self.emit(id, "execute", EventKind::LimitEnforced { limit: "fallback".into(), detail: detail.clone() });
        let record = json!({ "at": utc_now(), "reason": detail, "children": children });
        let _ = self.ws.engine_write(
            &self.ws.engine_state(id).join("fallback.json"),
            &serde_json::to_string_pretty(&record).unwrap_or_default(),
        );
        self.execute(id, task, started, base, Some(children)).await
    }

    /// Writes the checkpoint of a leaf that reached its turn limit: what is done and left, asked
    /// of the model once (no tools); when it gives nothing usable, the engine lists the tool
    /// calls made. Returns the checkpoint's text.
    async fn checkpoint(
        &self,
        id: &SmithId,
        file: &std::path::Path,
        messages: Vec<Message>,
        turns: u32,
    ) -> Result<String, SmithError> {
        let ask = self.templates.render("smith/checkpoint.md.j2", json!({ "max_turns": self.opts.max_turns }))?;
        let mut asked = messages.clone();
        asked.push(Message::user(ask));
        let req = ChatRequest::new(
            asked,
            None,
            RequestMeta { stage: "checkpoint".into(), role: None, round: None, smith: Some(id.0.clone()) },
        );
        let written = match self.gateway.chat(None, req).await {
            Ok(r) if !r.content.trim().is_empty() && !crate::util::degenerate(&r.content) => {
                Some(r.content.trim().chars().take(8000).collect::<String>())
            }
            _ => None,
        };
        let text = written.unwrap_or_else(|| {
            let calls: String = messages
                .iter()
                .flat_map(|m| &m.tool_calls)
                .map(|c| format!("- {} {}\n", c.name, c.arguments.chars().take(200).collect::<String>()))
                .collect();
            format!(
                "## Done\n(The model wrote no checkpoint; the tool calls it made:)\n{calls}\n## Left\nThe rest of the task.\n"
            )
        });
        let text = self.gateway.redactor().mask(&text).into_owned();
        let record = Checkpoint { at: utc_now(), turns, text: text.clone(), messages, question: None };
        let json = serde_json::to_string(&record).map_err(std::io::Error::other)?;
        self.ws.engine_write(file, &json)?;
        self.ws.engine_write(
            &self.ws.dir(id).join("private").join("CHECKPOINT.md"),
            &format!("# Checkpoint of {id} after {turns} turns\n\n{text}\n"),
        )?;
        self.emit(
            id,
            "execute",
            EventKind::LimitEnforced {
                limit: "checkpoint".into(),
                detail: format!("{id} reached its turn limit after {turns} turns; checkpoint written"),
            },
        );
        Ok(text)
    }
}
