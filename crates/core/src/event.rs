//! One typed event stream for everything a job does: model calls (started, retried, slow,
//! finished, failed), the panel, the debate's rounds and positions, the smith tree, tool use and
//! every refusal, verification, delivery, scans and reviews, and the command's result last.
//!
//! Each [`Event`] carries its time, the run, the stage, and the role or smith where there is one.
//! Producers emit through an [`Events`] handle; consumers are [`Sink`]s: the terminal progress and
//! `--events jsonl` (in `report::progress`), the workspace's `events.jsonl`
//! (`smith::EventLog`), a buffer in tests. Emitting never blocks on output.

use std::sync::{Arc, Mutex, RwLock};

use serde::{Deserialize, Serialize};

/// Why the engine refused what a model asked for: a kind (`escapes`, `command`, `sandbox`,
/// `size`, `git-path`, ...) and the reason given back to the model.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refusal {
    pub kind: String,
    pub reason: String,
}

impl Refusal {
    pub fn new(kind: &str, reason: impl Into<String>) -> Refusal {
        Refusal { kind: kind.to_string(), reason: reason.into() }
    }
}

/// A role on the panel, and why it sits there.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Seat {
    pub role: String,
    pub emoji: String,
    pub why: String,
    /// The model the role speaks with (`alias (name)`), when the panel is not all on the
    /// default model.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
}

/// A confidence-weighted vote at the round cap (`on_no_consensus: vote`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct VoteCount {
    #[serde(rename = "for")]
    pub in_favour: f64,
    pub against: f64,
    pub carried: bool,
}

/// What happened.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum EventKind {
    // The model gateway.
    CallStarted {
        model: String,
        attempt: u32,
    },
    /// A call failed in a way worth another attempt; the next one starts after `wait_ms`.
    CallRetrying {
        attempt: u32,
        wait_ms: u64,
        error: String,
    },
    /// A call still running after a while (reported again at each interval): how long, what
    /// streamed so far, how long since the last of it, and when the attempt will be cut.
    CallSlow {
        attempt: u32,
        elapsed_ms: u64,
        /// About four characters a token, of the text and tool calls received.
        received_tokens: u64,
        silent_ms: u64,
        deadline_ms: u64,
    },
    CallFinished {
        model: String,
        /// The debate round the call belongs to, if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        round: Option<u32>,
        input_tokens: u64,
        /// Of the input tokens, those read from the provider's prompt cache.
        #[serde(default, skip_serializing_if = "is_zero")]
        cached_input_tokens: u64,
        output_tokens: u64,
        cost_usd: Option<f64>,
        elapsed_ms: u64,
        /// Answered from the cache or a recording, at no cost.
        cached: bool,
    },
    CallFailed {
        error: String,
    },
    // The panel and its debate.
    PanelChosen {
        category: String,
        members: Vec<Seat>,
    },
    DraftStarted {
        by: String,
    },
    PlanReady {
        version: u32,
        title: String,
        steps: usize,
    },
    RoundStarted {
        round: u32,
        plan_version: u32,
        roles: usize,
    },
    /// A role's position (the role is the event's `role`): `agree`, `object`, `suggest`, `invalid`.
    PositionTaken {
        round: u32,
        emoji: String,
        stance: String,
        reason: String,
        /// The confidence the role stated (0 to 1).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        confidence: Option<f64>,
    },
    /// `discussion.mode: when-needed`: one reviewer reads the plan first; the panel is convened
    /// only when it objects or is unsure.
    FirstReview {
        role: String,
        plan_version: u32,
    },
    /// After the first review of a `when-needed` debate: whether the panel is convened, and why.
    PanelConvened {
        convened: bool,
        reviewer: String,
        stance: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        confidence: Option<f64>,
        why: String,
    },
    RoundFinished {
        round: u32,
        converged: bool,
        agree: usize,
        object: usize,
        suggest: usize,
        invalid: usize,
        /// Tokens and cost spent so far in the run.
        tokens: u64,
        cost_usd: Option<f64>,
    },
    Revising {
        round: u32,
        objections: usize,
        next_version: u32,
    },
    DebateFinished {
        converged: bool,
        rounds: usize,
        dissent: usize,
        /// Why the debate failed (no reviewable plan, most of the panel absent).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        failed: Option<String>,
        /// `when-needed`: the one reviewer whose confident agreement let the plan stand without
        /// the panel (not a consensus: `converged` is false).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        approved_by: Option<String>,
        /// `on_no_consensus: vote`: how the vote at the round cap went.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        vote: Option<VoteCount>,
    },
    // The smith tree (the smith is the event's `smith`).
    RunStarted {
        resumed: bool,
    },
    SmithStarted {
        level: usize,
        title: String,
    },
    Decided {
        action: String,
        children: usize,
        /// The root of a run with an agreed plan: what it did with the plan's split, in words.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        plan: Option<String>,
    },
    LimitEnforced {
        limit: String,
        detail: String,
    },
    /// A tool call, with what it was asked (a command line, a path) and how it ended.
    ToolUsed {
        tool: String,
        ok: bool,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        detail: String,
    },
    /// Something a model asked for was refused (or undone), with the reason it was told.
    Refused {
        tool: String,
        refusal: Refusal,
    },
    SmithFinished {
        /// `completed`, `partial`, `failed`, `pending`.
        status: String,
        elapsed_ms: u64,
        tokens: u64,
        /// Kept from an earlier process (resume), not run again.
        reused: bool,
    },
    RunFinished {
        status: String,
    },
    // Verification and delivery of a change.
    TestsRun {
        label: String,
        passed: bool,
        verdict: String,
        seconds: f64,
    },
    Delivered {
        verified: bool,
        delivered: bool,
        outcome: String,
    },
    // Scans.
    ScanFinished {
        files: usize,
        findings: usize,
    },
    /// One finding of a scan, as the reports hold it (after the review, when there was one):
    /// the snippet and detail with every secret masked, and what suppressed it, if anything did
    /// (a suppressed finding does not count against the scan).
    Finding {
        rule_id: String,
        title: String,
        severity: crate::config::Severity,
        confidence: crate::config::Confidence,
        cwe: String,
        /// Relative to the repository's root.
        path: String,
        start_line: usize,
        end_line: usize,
        snippet: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<String>,
        fingerprint: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        suppressed: Option<String>,
    },
    /// A line worth telling the user that fits no other event.
    Notice {
        message: String,
    },
    Usage {
        calls: u64,
        input_tokens: u64,
        /// Of the input tokens, those read from the provider's prompt cache.
        #[serde(default, skip_serializing_if = "is_zero")]
        cached_input_tokens: u64,
        output_tokens: u64,
        cost_usd: Option<f64>,
    },
    /// The command's end, always last: its exit status, what it wrote as its result, and the
    /// error that stopped it, if one did.
    Result {
        exit: u8,
        output: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        error: Option<String>,
    },
}

/// One event: what happened, when, in which run and stage, and to whom.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Event {
    /// UTC, with milliseconds.
    pub at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run: Option<String>,
    pub stage: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smith: Option<String>,
    #[serde(flatten)]
    pub kind: EventKind,
}

/// Where an event comes from: its stage, and the role or smith where there is one.
#[derive(Debug, Clone, Copy, Default)]
pub struct Origin<'a> {
    pub stage: &'a str,
    pub role: Option<&'a str>,
    pub smith: Option<&'a str>,
}

impl<'a> Origin<'a> {
    pub fn stage(stage: &'a str) -> Origin<'a> {
        Origin { stage, role: None, smith: None }
    }
    pub fn role(mut self, role: &'a str) -> Origin<'a> {
        self.role = Some(role);
        self
    }
    pub fn smith(mut self, smith: &'a str) -> Origin<'a> {
        self.smith = Some(smith);
        self
    }
}

/// A consumer of events. `emit` must not block for long: sinks that write hand their bytes to
/// the console thread or append to a file.
pub trait Sink: Send + Sync {
    fn emit(&self, e: &Event);
}

/// The handle producers emit through: cheap to clone; [`Events::with`] makes a handle that also
/// feeds another sink (a workspace's log) without changing the others.
#[derive(Clone, Default)]
pub struct Events {
    sinks: Arc<Vec<Arc<dyn Sink>>>,
    run: Arc<RwLock<Option<String>>>,
}

impl std::fmt::Debug for Events {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Events({} sinks)", self.sinks.len())
    }
}

impl Events {
    /// No sink: events go nowhere.
    pub fn none() -> Events {
        Events::default()
    }

    /// This handle's sinks and `sink`; the run id is shared with this handle.
    pub fn with(&self, sink: Arc<dyn Sink>) -> Events {
        let mut sinks: Vec<Arc<dyn Sink>> = self.sinks.iter().cloned().collect();
        sinks.push(sink);
        Events { sinks: Arc::new(sinks), run: self.run.clone() }
    }

    /// The run the next events belong to.
    pub fn set_run(&self, run: &str) {
        *self.run.write().unwrap_or_else(|p| p.into_inner()) = Some(run.to_string());
    }

    pub fn emit(&self, origin: Origin<'_>, kind: EventKind) {
        if self.sinks.is_empty() {
            return;
        }
        let e = Event {
            at: crate::util::utc_now_ms(),
            run: self.run.read().unwrap_or_else(|p| p.into_inner()).clone(),
            stage: origin.stage.to_string(),
            role: origin.role.map(str::to_string),
            smith: origin.smith.map(str::to_string),
            kind,
        };
        for s in self.sinks.iter() {
            s.emit(&e);
        }
    }
}

/// A sink made of a function (benchmarks, tests).
pub struct FnSink<F: Fn(&Event) + Send + Sync>(pub F);

impl<F: Fn(&Event) + Send + Sync> Sink for FnSink<F> {
    fn emit(&self, e: &Event) {
        (self.0)(e)
    }
}

/// A sink that keeps every event (tests, and commands that report on their own events).
#[derive(Default)]
pub struct Collect(pub Mutex<Vec<Event>>);

impl Sink for Collect {
    fn emit(&self, e: &Event) {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).push(e.clone());
    }
}

impl Collect {
    pub fn events(&self) -> Vec<Event> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_carry_their_origin_and_run_and_flatten_their_kind() {
        let c = Arc::new(Collect::default());
        let events = Events::none().with(c.clone());
        events.set_run("run-1");
        events.emit(
            Origin::stage("execute").smith("smith-root"),
            EventKind::Decided { action: "execute".into(), children: 0, plan: None },
        );
        let e = &c.events()[0];
        let json = serde_json::to_value(e).unwrap();
        assert_eq!(json["event"], "decided");
        assert_eq!(
            (json["run"].as_str(), json["smith"].as_str(), json["stage"].as_str()),
            (Some("run-1"), Some("smith-root"), Some("execute"))
        );
        assert!(json.get("role").is_none());
        let back: Event = serde_json::from_value(json).unwrap();
        assert_eq!(&back, e);
        // A handle made `with` another sink leaves the first one alone.
        let other = Arc::new(Collect::default());
        events.with(other.clone()).emit(Origin::stage("x"), EventKind::Notice { message: "hi".into() });
        assert_eq!((c.events().len(), other.events().len()), (2, 1));
    }
}
