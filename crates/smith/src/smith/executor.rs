//! Running the tree: decide, execute or split, await children, aggregate, write results.

use std::time::Instant;

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::plan_split::{self, Choice, PlanChoice};
use super::state::SmithStatus;
use crate::agent::{AgentLoop, LoopStatus, ToolUse};
use crate::ask::{Answer, AskError, Problem, ask};
use crate::event::{EventKind, Events, Origin};
use crate::llm::{BoxFuture, ChatRequest, Gateway, Message, RequestMeta};
use crate::templates::Templates;
use crate::tools::{CommandPolicy, Registry, ToolContext, WorkCopy};
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
    /// The numbers (from 1) of the agreed plan's steps this task serves: the root serves them
    /// all, a child of the plan's split its own, a deeper smith its parent's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plan_steps: Vec<usize>,
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

/// Where a leaf stopped at its turn limit (`engine/<smith>/checkpoint.json`): its conversation
/// so far and what it says is done and left (also in `private/CHECKPOINT.md`). A resumed leaf
/// continues the conversation instead of starting over.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Checkpoint {
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

/// What a parent learns of a finished child.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    pub id: SmithId,
    pub title: String,
    pub status: SmithStatus,
    pub summary: String,
    /// The plan steps it served (see [`Task::plan_steps`]).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub plan_steps: Vec<usize>,
}

impl Summary {
    /// A smith that ended without a result of its own (interrupted, waiting).
    fn unwritten(id: SmithId, task: Task, status: SmithStatus, summary: impl Into<String>) -> Summary {
        Summary { id, title: task.title, status, summary: summary.into(), plan_steps: task.plan_steps }
    }
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
    /// The root's answer to the plan's split: carry it out as proposed (only offered then).
    #[serde(rename = "follow-plan")]
    #[schemars(skip)]
    FollowPlan,
}

#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
struct SubtaskAnswer {
    title: String,
    description: String,
    #[serde(default)]
    expected_output: String,
    /// The numbers (from 1) of the earlier subtasks that must finish before this one starts.
    #[serde(default)]
    depends_on: Vec<usize>,
    /// The root's own split of the plan: the plan steps the subtask serves.
    #[serde(default)]
    #[schemars(skip)]
    plan_steps: Vec<usize>,
}

impl DecisionAnswer {
    /// Each subtask's prerequisites, as numbers from 1 (duplicates dropped, in order).
    fn depends_on(&self) -> Vec<Vec<usize>> {
        self.subtasks
            .iter()
            .map(|s| {
                let mut d = s.depends_on.clone();
                d.sort_unstable();
                d.dedup();
                d
            })
            .collect()
    }

    fn tasks(&self) -> Vec<Task> {
        self.subtasks
            .iter()
            .map(|s| Task {
                title: s.title.clone(),
                description: s.description.clone(),
                context: String::new(),
                expected_output: s.expected_output.clone(),
                plan_steps: {
                    let mut p = s.plan_steps.clone();
                    p.sort_unstable();
                    p.dedup();
                    p
                },
            })
            .collect()
    }

    /// Reads a decision from its JSON: the action in any case, prerequisites named any way.
    fn from_value(mut v: serde_json::Value) -> Result<DecisionAnswer, Problem> {
        if let Some(a) = v.get("action").and_then(serde_json::Value::as_str).map(str::to_ascii_lowercase) {
            v["action"] = serde_json::Value::String(a);
        }
        normalize_depends_on(&mut v)?;
        serde_json::from_value(v).map_err(|e| {
            Problem::new(
                format!("the answer holds no decision ({e})"),
                "give \"action\" (execute or decompose), \"reasoning\" and \"subtasks\"",
            )
        })
    }
}

/// A split within the limits: 2 to `max` subtasks, prerequisites that can be met.
fn split_fits(d: &DecisionAnswer, max: usize) -> Result<(), Problem> {
    match d.subtasks.len() {
        n if n > max => Err(Problem::new(format!("the answer gives {n} subtasks"), format!("give at most {max}"))),
        n if n < 2 => {
            Err(Problem::new(format!("a decomposition needs 2 to {max} subtasks, and the answer gives {n}"), ""))
        }
        _ => check_dependencies(&d.depends_on()),
    }
}

/// Whether the root's answer on the plan's split can be used: following needs nothing more;
/// not following (`execute` where the plan splits, or its own split) needs a reason; its own
/// split must fit the limits and name only steps of the plan (`steps` of them).
/// `(splits, can_decompose)`: whether the plan's split has subtasks, and the root may split.
fn plan_answer_fits(
    d: &DecisionAnswer,
    (splits, can_decompose): (bool, bool),
    max: usize,
    steps: usize,
) -> Result<(), Problem> {
    let refines = match d.action {
        Action::FollowPlan => false,
        Action::Execute => splits,
        Action::Decompose => can_decompose,
    };
    if refines && d.reasoning.chars().filter(|c| c.is_alphanumeric()).count() < 3 {
        return Err(Problem::new(
            "the answer does not follow the plan's split and gives no reason",
            "say why in \"reasoning\" (it is recorded and reported), or answer \"follow-plan\"",
        ));
    }
    if d.action != Action::Decompose || !can_decompose {
        return Ok(());
    }
    split_fits(d, max)?;
    for (i, sub) in d.subtasks.iter().enumerate() {
        if let Some(bad) = sub.plan_steps.iter().find(|&&p| p == 0 || p > steps) {
            return Err(Problem::new(
                format!(
                    "subtask {} names plan step {bad} in \"plan_steps\"; the plan's steps are numbered 1 to {steps}",
                    i + 1
                ),
                "",
            ));
        }
    }
    // A split of its own still carries out the whole plan: a step no subtask serves would end
    // the run "completed" with that step never done. A subtask naming no step serves them all
    // (it is given the root's steps).
    match (1..=steps).find(|n| !d.subtasks.iter().any(|s| s.plan_steps.is_empty() || s.plan_steps.contains(n))) {
        Some(n) => Err(Problem::new(
            format!("plan step {n} is served by no subtask"),
            "name it in a subtask's \"plan_steps\" (each subtask names the steps it carries out), or answer \"follow-plan\"",
        )),
        None => Ok(()),
    }
}

/// The root's result's table of the plan's steps, as the template shows it: each step, the
/// smiths that served it (the root's children naming it; the root itself when it did the work),
/// their status, and the step's verification.
fn result_rows(
    plan: &crate::debate::Plan,
    (root, status): (&SmithId, SmithStatus),
    children: &[Summary],
) -> Vec<serde_json::Value> {
    let smith = |id: &SmithId, status: SmithStatus, summary: &str| super::StepSmith {
        id: id.to_string(),
        status: status.as_str().to_string(),
        summary: summary.to_string(),
    };
    let children: Vec<(Vec<usize>, super::StepSmith)> =
        children.iter().map(|c| (c.plan_steps.clone(), smith(&c.id, c.status, &c.summary))).collect();
    super::step_rows(plan, smith(root, status, ""), &children, None)
        .iter()
        .map(|r| {
            let c = r.cells();
            json!({ "step": r.step, "title": c.title, "smiths": c.smiths, "status": c.result, "verification": c.verification })
        })
        .collect()
}

/// What was wrong with a decision answer that could not be used, for the user: the problem's
/// reason, without what the model was told to do. An answer with no JSON at all is quoted
/// (cleaned and clipped) instead, so the user sees what the model said.
fn unusable_reason(answer: &str, problem: &Problem) -> String {
    let said = crate::ask::clean_question(&answer.split_whitespace().collect::<Vec<_>>().join(" "), 80);
    if said.is_empty() {
        return "the answer was empty".into();
    }
    if crate::ask::extract_json(answer).is_none() {
        return format!("the answer was not one JSON object: \"{said}\"");
    }
    problem.reason()
}

/// The schema the root is asked to answer in when it has the plan's split, made from the
/// decision's own: `follow-plan` offered first, and each subtask naming the plan steps it
/// serves; a reason asked for when not following.
fn plan_decision_schema() -> serde_json::Value {
    let mut s = crate::ask::strict_schema::<DecisionAnswer>();
    s["description"] = json!(
        "The schema the root is asked to answer in when it has the plan's split: `follow-plan`, or its\nown split with the plan steps each subtask serves, or `execute`; a reason when not following."
    );
    let props = &mut s["properties"];
    props["action"] = json!({ "type": "string", "enum": ["follow-plan", "execute", "decompose"] });
    props["reasoning"]["description"] = json!(
        "Why. Required when the action is not \"follow-plan\": the reason you did not follow the\nplan's split, which is recorded and reported."
    );
    props["subtasks"]["description"] = json!("For \"decompose\": 2 to the limit of subtasks; empty otherwise.");
    let item = &mut props["subtasks"]["items"];
    item["properties"]["plan_steps"] = json!({
        "description": "The numbers (from 1) of the plan steps this subtask carries out.",
        "type": "array",
        "items": item["properties"]["depends_on"]["items"].clone(),
    });
    if let Some(required) = item["required"].as_array_mut() {
        required.push(json!("plan_steps"));
    }
    s
}

/// The root's decision on the plan's split (its own schema: `follow-plan` offered, and the plan
/// steps each subtask of its own split serves).
struct PlanDecision(DecisionAnswer);

impl Answer for PlanDecision {
    const NAME: &'static str = "decision";
    fn schema() -> serde_json::Value {
        plan_decision_schema()
    }
    /// `follow-plan` as models write it; plan steps as numbers or `step 2`.
    fn read(text: &str) -> Result<PlanDecision, Problem> {
        let mut v = crate::ask::extract_json(text).ok_or_else(|| {
            Problem::new(
                "the answer holds no decision",
                "give one JSON object with \"action\" (follow-plan, execute or decompose), \"reasoning\" and \"subtasks\"",
            )
        })?;
        plan_split::normalize_action(&mut v);
        plan_split::normalize_plan_steps(&mut v)?;
        DecisionAnswer::from_value(v).map(PlanDecision)
    }
}

impl Answer for DecisionAnswer {
    const NAME: &'static str = "decision";
    fn schema() -> serde_json::Value {
        crate::ask::strict_schema::<DecisionAnswer>()
    }
    /// The action in any case (`Execute`, `DECOMPOSE`).
    fn read(text: &str) -> Result<DecisionAnswer, Problem> {
        let v = crate::ask::extract_json(text).ok_or_else(|| {
            Problem::new(
                "the answer holds no decision",
                "give one JSON object with \"action\" (execute or decompose), \"reasoning\" and \"subtasks\"",
            )
        })?;
        DecisionAnswer::from_value(v)
    }
}

/// Rewrites each subtask's `depends_on` as numbers from 1: a model may name a prerequisite by
/// its number (`2`, `"2"`, `"#2"`), its smith (`"smith-002"`, `"task-smith-002"`) or its title;
/// a lone value stands for a list of one, `null` for none. A name that is none of these is an
/// error the model is asked to correct.
fn normalize_depends_on(v: &mut serde_json::Value) -> Result<(), Problem> {
    use serde_json::Value;
    let Some(subtasks) = v.get("subtasks").and_then(Value::as_array) else { return Ok(()) };
    let titles: Vec<String> =
        subtasks.iter().map(|s| s.get("title").and_then(Value::as_str).unwrap_or("").trim().to_lowercase()).collect();
    let title = |t: &str| titles.iter().position(|x| !x.is_empty() && *x == t.trim().to_lowercase());
    plan_split::rewrite_refs(v, "depends_on", |i, refs| {
        let mut numbers = Vec::new();
        for r in refs.iter().filter(|r| !r.is_null()) {
            let n = crate::debate::plan::parse_step_refs(r, false)
                .and_then(|n| n.first().copied())
                .or_else(|| r.as_str().and_then(title).map(|p| p + 1));
            let Some(n) = n else {
                return Err(Problem::new(
                    format!("subtask {} gives {r} in \"depends_on\", which names no subtask", i + 1),
                    "give the numbers (counting from 1) of the earlier subtasks it needs",
                ));
            };
            numbers.push(n);
        }
        Ok(numbers)
    })
}

/// Checks prerequisites (numbers from 1, one list per subtask): each names another subtask,
/// none is the subtask itself or comes after it, and they form no cycle.
fn check_dependencies(deps: &[Vec<usize>]) -> Result<(), Problem> {
    let n = deps.len();
    for (i, d) in deps.iter().enumerate() {
        if let Some(bad) = d.iter().find(|&&p| p == 0 || p > n) {
            return Err(Problem::new(
                format!("subtask {} depends on subtask {bad}, which does not exist", i + 1),
                format!("the subtasks are numbered 1 to {n}"),
            ));
        }
    }
    // A cycle, named: follow the first prerequisite that leads back.
    fn visit(at: usize, deps: &[Vec<usize>], state: &mut [u8], path: &mut Vec<usize>) -> Option<Vec<usize>> {
        state[at] = 1;
        path.push(at);
        for &p in &deps[at] {
            let p = p - 1;
            if state[p] == 1 {
                let from = path.iter().position(|&x| x == p).unwrap_or(0);
                let mut cycle = path[from..].to_vec();
                cycle.push(p);
                return Some(cycle);
            }
            if state[p] == 0
                && let Some(c) = visit(p, deps, state, path)
            {
                return Some(c);
            }
        }
        path.pop();
        state[at] = 2;
        None
    }
    let mut state = vec![0u8; n];
    for i in 0..n {
        if state[i] == 0
            && let Some(cycle) = visit(i, deps, &mut state, &mut Vec::new())
        {
            let shown: Vec<String> = cycle.iter().map(|x| (x + 1).to_string()).collect();
            return Err(Problem::new(
                format!("the dependencies form a cycle ({})", shown.join(" depends on ")),
                "no subtask of it could ever start; give an order in which each subtask depends only on earlier ones",
            ));
        }
    }
    for (i, d) in deps.iter().enumerate() {
        if let Some(after) = d.iter().find(|&&p| p > i + 1) {
            return Err(Problem::new(
                format!("subtask {} depends on subtask {after}, which comes after it", i + 1),
                "list every prerequisite before the subtasks that depend on it",
            ));
        }
    }
    Ok(())
}

/// The prerequisites of the folded subtasks go to the subtask they were folded into (`max`),
/// without itself or the others folded into it.
fn fold_dependencies(mut deps: Vec<Vec<usize>>, max: usize) -> Vec<Vec<usize>> {
    if deps.len() <= max || max == 0 {
        return deps;
    }
    let surplus = deps.split_off(max);
    if let Some(last) = deps.last_mut() {
        last.extend(surplus.into_iter().flatten().filter(|&p| p < max));
        last.sort_unstable();
        last.dedup();
    }
    deps
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "lowercase")]
enum Decision {
    Execute {
        /// The root of a run with an agreed plan: what it did with the plan's split.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        plan: Option<PlanChoice>,
    },
    Decompose {
        subtasks: Vec<Task>,
        /// Each subtask's prerequisites: numbers from 1 of earlier subtasks (empty: none).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        depends_on: Vec<Vec<usize>>,
        /// What the engine did to fit the split into the limits (the surplus it folded), for
        /// the parent's result to say.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        note: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        plan: Option<PlanChoice>,
    },
}

impl Decision {
    /// What the root of a run with an agreed plan did with the plan's split, in words; `None`
    /// for any other smith's decision.
    fn plan_said(&self) -> Option<String> {
        match self {
            Decision::Execute { plan } => plan.as_ref().map(|p| p.describe(false)),
            Decision::Decompose { plan, .. } => plan.as_ref().map(|p| p.describe(true)),
        }
    }
}

/// How a leaf's agent loop went, beyond its outcome: what its result is judged by.
struct Leaf<'a> {
    /// The answer only repeats the prompt, or itself.
    echoed: bool,
    /// In a coding pipeline: whether its working copy changed.
    changed: Option<bool>,
    /// Turns used, over every attempt.
    turns: u32,
    checkpoint_file: &'a std::path::Path,
}

/// A smith's decision to split: its subtasks, their prerequisites and the engine's note.
struct Split {
    subtasks: Vec<Task>,
    depends_on: Vec<Vec<usize>>,
    note: String,
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
            let failed = |why: String| self.finish(&id, &task, SmithStatus::Failed, &why, "", &[], started);
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
            return self.finish(&id, &task, SmithStatus::NeedsInput, &why, &why, &children, started);
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
            return self.finish(id, task, SmithStatus::Failed, &failed, why, &[], started);
        }
        self.emit(id, "execute", EventKind::LimitEnforced { limit: limit.into(), detail: why.to_string() });
        self.finish(id, task, SmithStatus::Skipped, why, why, &[], started)
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
            return failed;
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
    fn hand_over(&self, id: &SmithId, task: &mut Task, done: &[Summary], base: &[SmithId]) -> Result<(), Summary> {
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
                return Err(self.finish(id, task, SmithStatus::Failed, "", &why, &[], Instant::now()));
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
                        subtasks: d.tasks(),
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

    /// Does the task in this smith's own agent loop. `base`: the prerequisites whose patches its
    /// working copy starts from (coding pipelines). `fallback`: the children that all failed, when
    /// this is the parent's own attempt after them; its result lists them and says so.
    async fn execute(
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
            self.finish(id, task, status, answer, &completion, children, started)
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
    fn tool_context(&self, id: &SmithId, work: Option<&std::path::Path>) -> ToolContext {
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
    async fn fall_back(
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

    /// The patch a smith left (`outbox/changes.patch`), when it holds any change.
    fn patch_of(&self, id: &SmithId) -> Option<std::path::PathBuf> {
        let patch = self.ws.dir(id).join("outbox").join("changes.patch");
        let text = std::fs::read_to_string(&patch).ok()?;
        (!text.trim().is_empty()).then_some(patch)
    }

    /// Resets the working copy `work` to the base commit and commits on it the patches of
    /// `prerequisites`, in order.
    fn start_from(
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
    async fn aggregate(
        &self,
        id: &SmithId,
        task: &Task,
        children: &[Summary],
        note: &str,
        prerequisites: &[SmithId],
        started: Instant,
    ) -> Summary {
        let finish = |status: SmithStatus, answer: &str, completion: &str| {
            self.finish(id, task, status, answer, completion, children, started)
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
        let text = self.templates.render(
            "smith/result.md.j2",
            json!({
                "smith_id": id.0, "status": status.as_str(), "level": id.level(), "completed_at": utc_now(), "title": task.title,
                "summary": summary, "details": if details.is_empty() { "See the summary." } else { details.as_str() }, "children": refs, "completion": completion,
                "plan_steps": task.plan_steps, "plan_rows": plan_rows, "plan_choice": plan_choice,
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
        Summary { id: id.clone(), title: task.title.clone(), status, summary, plan_steps: task.plan_steps.clone() }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn task(n: usize) -> Task {
        Task {
            title: format!("Part {n}"),
            description: format!("Do part {n}."),
            context: String::new(),
            expected_output: format!("part {n} done"),
            plan_steps: Vec::new(),
        }
    }

    #[test]
    fn dependencies_must_name_earlier_subtasks_without_cycles() {
        assert_eq!(check_dependencies(&[vec![], vec![1], vec![1, 2]]), Ok(()));
        let unknown = check_dependencies(&[vec![], vec![4]]).unwrap_err();
        assert_eq!(
            unknown,
            Problem::new("subtask 2 depends on subtask 4, which does not exist", "the subtasks are numbered 1 to 2")
        );
        assert!(check_dependencies(&[vec![0], vec![]]).unwrap_err().reason().ends_with("does not exist"));
        let cycle = check_dependencies(&[vec![3], vec![1], vec![2]]).unwrap_err();
        assert_eq!(cycle.reason(), "the dependencies form a cycle (1 depends on 3 depends on 2 depends on 1)");
        assert!(check_dependencies(&[vec![1], vec![]]).unwrap_err().reason().contains("cycle (1 depends on 1)"));
        let forward = check_dependencies(&[vec![2], vec![]]).unwrap_err();
        assert_eq!(forward.reason(), "subtask 1 depends on subtask 2, which comes after it");
    }

    /// The user is told what was wrong with an answer, never the instruction the model was given.
    /// The root's schema on the plan is the decision's, with `follow-plan` and `plan_steps`.
    #[test]
    fn the_plan_decision_schema_is_the_decisions_with_the_plan() {
        let (plan, own) = (plan_decision_schema(), crate::ask::strict_schema::<DecisionAnswer>());
        assert_eq!(plan["properties"]["action"]["enum"], json!(["follow-plan", "execute", "decompose"]));
        let (item, own_item) = (&plan["properties"]["subtasks"]["items"], &own["properties"]["subtasks"]["items"]);
        assert_eq!(item["required"], json!(["title", "description", "expected_output", "depends_on", "plan_steps"]));
        assert_eq!(item["properties"]["plan_steps"]["items"], json!({ "type": "integer", "minimum": 0 }));
        assert_eq!(item["properties"]["title"], json!({ "type": "string" }));
        for key in ["title", "description", "expected_output", "depends_on"] {
            assert_eq!(item["properties"][key], own_item["properties"][key], "{key}");
        }
        assert!(own["properties"]["action"].to_string().contains("decompose"));
        assert!(!own.to_string().contains("follow-plan") && !own.to_string().contains("plan_steps"));
    }

    #[test]
    fn an_unusable_answer_is_described_for_the_user() {
        let no_json = PlanDecision::read("Sure!\n\tI'll \u{1b}[2Jsplit it.").err().unwrap();
        assert_eq!(no_json.reason(), "the answer holds no decision");
        assert!(no_json.to_string().contains(": give one JSON object"), "{no_json}");
        assert_eq!(
            unusable_reason("Sure!\n\tI'll \u{1b}[2Jsplit it.", &no_json),
            "the answer was not one JSON object: \"Sure! I'll [2Jsplit it.\""
        );
        assert_eq!(unusable_reason(" \n", &no_json), "the answer was empty");
        let long = "no ".repeat(60);
        assert!(unusable_reason(&long, &no_json).ends_with("no no…\""));
        let bad = "{\"action\": \"decompose\", \"reasoning\": \"why: not\", \"subtasks\": [{\"title\": \"a\", \"description\": \"a\", \"depends_on\": [\"x: y\"]}]}";
        let problem = PlanDecision::read(bad).err().unwrap();
        assert_eq!(
            unusable_reason(bad, &problem),
            "subtask 1 gives \"x: y\" in \"depends_on\", which names no subtask"
        );
        let typed = "{\"action\": \"fly\", \"reasoning\": \"\", \"subtasks\": []}";
        let problem = PlanDecision::read(typed).err().unwrap();
        let said = unusable_reason(typed, &problem);
        assert!(said.starts_with("the answer holds no decision (unknown variant `fly`"), "{said}");
        assert!(!said.contains("give"), "{said}");
    }

    #[test]
    fn the_roots_own_split_must_name_real_steps_and_serve_every_one() {
        let read = |t: &str| PlanDecision::read(t).map(|d| d.0);
        let split = |steps: &str| {
            format!(
                r#"{{"action": "decompose", "reasoning": "two parts fit better", "subtasks": [
                {{"title": "A", "description": "a", "plan_steps": {steps}}},
                {{"title": "B", "description": "b", "plan_steps": [3]}}]}}"#
            )
        };
        let fits = |d: &DecisionAnswer| plan_answer_fits(d, (true, true), 5, 3);
        // A range, as the prompt writes it, names both steps.
        let d = read(&split(r#""steps 1-2""#)).unwrap();
        assert_eq!(d.subtasks[0].plan_steps, [1, 2]);
        assert_eq!(fits(&d), Ok(()));
        // Step 2 served by nobody: refused, so the run cannot end "completed" without it.
        let e = fits(&read(&split("[1]")).unwrap()).unwrap_err();
        assert_eq!(e.reason(), "plan step 2 is served by no subtask");
        // A step that does not exist.
        let e = fits(&read(&split("[1, 2, 9]")).unwrap()).unwrap_err();
        assert!(e.reason().contains("names plan step 9"), "{e}");
        // Words that name no step are an error to correct, never dropped.
        let e = read(&split(r#"["the docs"]"#)).err().unwrap();
        assert_eq!(e.reason(), "subtask 1 gives \"the docs\" in \"plan_steps\", which names no plan step");
        assert!(read(&split(r#"["steps 2-1"]"#)).is_err());
        // Empty and cut answers hold no decision.
        assert!(read("").is_err());
        assert!(read(r#"{"action": "decompose", "subtasks": [{"title": "A""#).is_err());
    }

    #[test]
    fn prerequisites_named_any_way_become_numbers() {
        let text = r##"{"action": "DECOMPOSE", "reasoning": "", "subtasks": [
            {"title": "Migration", "description": "a"},
            {"title": "Code", "description": "b", "depends_on": "smith-001"},
            {"title": "Docs", "description": "c", "depends_on": ["#2", "migration", 1, null]}]}"##;
        let d = DecisionAnswer::read(text).unwrap();
        assert_eq!(d.depends_on(), vec![vec![], vec![1], vec![1, 2]]);
        let bad = r#"{"action": "decompose", "subtasks": [{"title": "A", "description": "a"},
            {"title": "B", "description": "b", "depends_on": ["the other one"]}]}"#;
        let e = DecisionAnswer::read(bad).unwrap_err();
        assert_eq!(e.reason(), "subtask 2 gives \"the other one\" in \"depends_on\", which names no subtask");
        assert!(
            DecisionAnswer::read(
                r#"{"action": "decompose", "subtasks": [{"title": "A", "description": "a", "depends_on": [{"x": 1}]}]}"#
            )
            .is_err()
        );
        assert_eq!(
            fold_dependencies(vec![vec![], vec![1], vec![2], vec![3], vec![1, 4]], 3),
            vec![vec![], vec![1], vec![1, 2]]
        );
    }

    #[test]
    fn the_roots_answer_on_the_plan_is_read_leniently() {
        let d = PlanDecision::read(r#"{"action": "Follow_Plan", "reasoning": "fits"}"#).unwrap().0;
        assert_eq!(d.action, Action::FollowPlan);
        let d = PlanDecision::read(
            r#"{"action": "decompose", "reasoning": "r", "subtasks": [{"title": "A", "description": "a", "plan_steps": ["step 2", 1]}, {"title": "B", "description": "b", "plan_steps": 3}]}"#,
        )
        .unwrap()
        .0;
        let steps: Vec<Vec<usize>> = d.tasks().into_iter().map(|t| t.plan_steps).collect();
        assert_eq!(steps, vec![vec![1, 2], vec![3]]);
        // A smith with no plan is never offered follow-plan, and its schema does not name it.
        assert_eq!(DecisionAnswer::read(r#"{"action": "follow-plan"}"#).unwrap().action, Action::FollowPlan);
        let plain = DecisionAnswer::schema().to_string();
        assert!(!plain.contains("follow-plan") && !plain.contains("plan_steps"), "{plain}");
        let root = PlanDecision::schema().to_string();
        assert!(root.contains("\"follow-plan\"") && root.contains("plan_steps"), "{root}");
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
