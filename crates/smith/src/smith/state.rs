//! Durable state: the run's status, the append-only `events.jsonl`, result front matter, and
//! the tree as `status` shows it. (The run's record, `run.json`, is the pipelines': `job`.)

use std::io::Write;
use std::path::Path;
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

use crate::event::EventKind;
use crate::workspace::{SmithId, Workspace};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RunStatus {
    Running,
    Completed,
    Failed,
    Partial,
    Interrupted,
    /// A smith asked the user a question: the run waits for `agentsmith resume --answer`.
    #[serde(rename = "needs-input")]
    NeedsInput,
}

impl RunStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            RunStatus::Running => "running",
            RunStatus::Completed => "completed",
            RunStatus::Failed => "failed",
            RunStatus::Partial => "partial",
            RunStatus::Interrupted => "interrupted",
            RunStatus::NeedsInput => "needs-input",
        }
    }
}

/// Where they were defined before (`crate::workspace`).
pub use crate::workspace::create_state_dir as create_dir;

/// A smith's status, as its result's front matter says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SmithStatus {
    Completed,
    Failed,
    Partial,
    /// Not run: a subtask it depends on did not complete (its result says which).
    Skipped,
    /// No result yet.
    Pending,
    /// Paused on a question to the user (`ask_user`), or waiting for a child or prerequisite
    /// that is: not failed, resumed with the answer.
    #[serde(rename = "needs-input")]
    NeedsInput,
}

impl SmithStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            SmithStatus::Completed => "completed",
            SmithStatus::Failed => "failed",
            SmithStatus::Partial => "partial",
            SmithStatus::Skipped => "skipped",
            SmithStatus::Pending => "pending",
            SmithStatus::NeedsInput => "needs-input",
        }
    }

    /// Reads `status:` from a result file's front matter.
    pub fn of_result(path: &Path) -> SmithStatus {
        let Ok(text) = std::fs::read_to_string(path) else { return SmithStatus::Pending };
        let front = text.strip_prefix("---\n").and_then(|t| t.split_once("\n---").map(|(f, _)| f)).unwrap_or("");
        match front.lines().find_map(|l| l.strip_prefix("status:")).map(str::trim) {
            Some("completed") => SmithStatus::Completed,
            Some("failed") => SmithStatus::Failed,
            Some("partial") => SmithStatus::Partial,
            Some("skipped") => SmithStatus::Skipped,
            Some("needs-input") => SmithStatus::NeedsInput,
            _ => SmithStatus::Pending,
        }
    }
}

/// The append-only `events.jsonl`.
pub struct EventLog {
    file: Mutex<Option<std::fs::File>>,
    /// Masked in every line (the model keys, a scan's secrets).
    secrets: std::sync::Arc<crate::redact::Redactor>,
}

impl EventLog {
    pub fn open(ws: &Workspace) -> EventLog {
        let _ = std::fs::create_dir_all(&ws.root);
        let file = std::fs::OpenOptions::new().create(true).append(true).open(ws.root.join("events.jsonl")).ok();
        EventLog { file: Mutex::new(file), secrets: Default::default() }
    }

    /// The log masking every line through `secrets`.
    pub fn masked(mut self, secrets: std::sync::Arc<crate::redact::Redactor>) -> EventLog {
        self.secrets = secrets;
        self
    }

    pub fn append(&self, e: &crate::event::Event) {
        let Ok(line) = serde_json::to_string(e) else { return };
        let line = self.secrets.mask(&line);
        if let Some(f) = self.file.lock().unwrap_or_else(|p| p.into_inner()).as_mut() {
            let _ = writeln!(f, "{line}");
        }
    }
}

/// A refusal as the run's report lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RefusalEntry {
    pub smith: SmithId,
    pub stage: String,
    pub tool: String,
    pub kind: String,
    pub reason: String,
}

/// Every refusal in the run's event log, in order (the report's audit list).
pub fn refusals(ws: &Workspace) -> Vec<RefusalEntry> {
    let Ok(text) = std::fs::read_to_string(ws.root.join("events.jsonl")) else { return Vec::new() };
    text.lines()
        .filter_map(|l| match serde_json::from_str(l) {
            Ok(crate::event::Event { smith, stage, kind: EventKind::Refused { tool, refusal }, .. }) => {
                Some(RefusalEntry {
                    smith: SmithId(smith.unwrap_or_default()),
                    stage,
                    tool,
                    kind: refusal.kind,
                    reason: refusal.reason,
                })
            }
            _ => None,
        })
        .collect()
}

/// One smith in the tree `status` prints.
#[derive(Debug, Clone, Serialize)]
pub struct TreeNode {
    pub id: SmithId,
    pub level: usize,
    pub title: String,
    pub status: SmithStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub elapsed_ms: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tokens: Option<u64>,
    /// The question a paused smith asks (status `needs-input`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub question: Option<crate::ask::Question>,
    /// The agreed plan's steps it serves (numbers from 1), as its result (or, before it has
    /// one, its task) says.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub plan_steps: Vec<usize>,
    pub children: Vec<TreeNode>,
}

/// The tree on disk, with timings and tokens from the event log.
pub fn read_tree(ws: &Workspace) -> Option<TreeNode> {
    let mut finished = std::collections::HashMap::new();
    if let Ok(text) = std::fs::read_to_string(ws.root.join("events.jsonl")) {
        for line in text.lines() {
            if let Ok(crate::event::Event {
                smith: Some(smith),
                kind: EventKind::SmithFinished { elapsed_ms, tokens, reused: false, .. },
                ..
            }) = serde_json::from_str(line)
            {
                finished.insert(SmithId(smith), (elapsed_ms, tokens));
            }
        }
    }
    let root = SmithId::root();
    ws.dir(&root).is_dir().then(|| node(ws, root, &finished))
}

fn node(ws: &Workspace, id: SmithId, finished: &std::collections::HashMap<SmithId, (u64, u64)>) -> TreeNode {
    let task = std::fs::read_to_string(ws.inbox(&id)).unwrap_or_default();
    let title =
        body(&task).lines().next().map(|l| l.trim_start_matches("# Task:").trim().to_string()).unwrap_or_default();
    let mut plan_steps = front_numbers(&std::fs::read_to_string(ws.result(&id)).unwrap_or_default(), "plan_steps");
    if plan_steps.is_empty() {
        plan_steps = front_numbers(&task, "plan_steps");
    }
    let mut children = Vec::new();
    let mut n = 1;
    while ws.dir(&id.child(n)).is_dir() {
        children.push(node(ws, id.child(n), finished));
        n += 1;
    }
    let stats = finished.get(&id);
    let status = SmithStatus::of_result(&ws.result(&id));
    TreeNode {
        level: id.level(),
        title,
        question: if status == SmithStatus::NeedsInput { question(ws, &id) } else { None },
        status,
        elapsed_ms: stats.map(|s| s.0),
        tokens: stats.map(|s| s.1),
        plan_steps,
        children,
        id,
    }
}

/// A file's front matter (between the opening `---` line and the next), if it has one.
fn front(text: &str) -> Option<&str> {
    text.strip_prefix("---\n").and_then(|t| t.split_once("\n---").map(|(f, _)| f))
}

/// A file without its front matter.
fn body(text: &str) -> &str {
    match text.strip_prefix("---\n").and_then(|t| t.split_once("\n---\n")) {
        Some((_, rest)) => rest,
        None => text,
    }
}

/// A front-matter list of numbers (`plan_steps: [1, 2]`); empty when absent.
fn front_numbers(text: &str, key: &str) -> Vec<usize> {
    front(text)
        .and_then(|f| f.lines().find_map(|l| l.strip_prefix(key)?.trim_start().strip_prefix(':')))
        .map(|v| v.trim().trim_matches(['[', ']']).split(',').filter_map(|n| n.trim().parse().ok()).collect())
        .unwrap_or_default()
}

/// The question a smith paused on, from its checkpoint (`engine/<smith>/checkpoint.json`).
pub fn question(ws: &Workspace, id: &SmithId) -> Option<crate::ask::Question> {
    let text = std::fs::read_to_string(ws.engine_state(id).join("checkpoint.json")).ok()?;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    serde_json::from_value(v.get("question")?.clone()).ok()
}

/// Every smith of `tree` paused on a question, with it.
pub fn questions(tree: &TreeNode) -> Vec<(SmithId, crate::ask::Question)> {
    let mut out: Vec<(SmithId, crate::ask::Question)> =
        tree.question.iter().map(|q| (tree.id.clone(), q.clone())).collect();
    for c in &tree.children {
        out.extend(questions(c));
    }
    out
}

impl crate::event::Sink for EventLog {
    fn emit(&self, e: &crate::event::Event) {
        self.append(e);
    }
}
