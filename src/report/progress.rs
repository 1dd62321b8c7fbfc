//! The event stream for people and machines: [`Terminal`] renders progress lines on stderr
//! (the panel, each round's verdicts as they arrive, the smith tree growing, tests, retries and
//! waits, refusals); [`Jsonl`] writes every event as a line of JSON (`--events jsonl`). Both are
//! [`Sink`]s that hand their bytes to the console thread, masked through the run's secrets.

use std::io::Write;
use std::sync::Arc;

use crate::console::Stream;
use crate::event::{Event, EventKind, Sink};
use crate::redact::Redactor;

use super::debate::cost;
use super::pad;

/// Progress lines on the terminal.
pub struct Terminal {
    pub out: Stream,
    pub secrets: Arc<Redactor>,
    /// Verdicts in colour (the stream is a terminal that wants it).
    pub colour: bool,
}

impl Sink for Terminal {
    fn emit(&self, e: &Event) {
        if let Some(text) = line(e) {
            let text = match (&e.kind, self.colour) {
                (EventKind::PositionTaken { stance, .. }, true) => {
                    let word = stance.to_ascii_uppercase();
                    text.replacen(&word, &crate::term::paint(true, crate::term::verdict(stance), &word), 1)
                }
                _ => text,
            };
            let mut w = self.out.clone();
            let _ = w.write_all(self.secrets.mask(&(text + "\n")).as_bytes());
        }
    }
}

/// The live view on a terminal: a line under the progress lines that says where a long job
/// is (the debate's round and the verdicts in so far; the smiths running, done and failed and
/// the ones at work). Shown only when stderr is a terminal ([`crate::term::Live`]).
pub struct LiveView {
    pub live: crate::term::Live,
    state: std::sync::Mutex<LiveState>,
}

#[derive(Default)]
struct LiveState {
    bar: Option<indicatif::ProgressBar>,
    round: u32,
    roles: usize,
    verdicts: usize,
    running: Vec<String>,
    done: usize,
    failed: usize,
}

impl LiveView {
    pub fn new(live: crate::term::Live) -> LiveView {
        LiveView { live, state: Default::default() }
    }
}

impl LiveState {
    fn show(&mut self, live: &crate::term::Live, message: String) {
        match &self.bar {
            Some(b) => b.set_message(message),
            None => self.bar = live.spinner(message),
        }
    }

    fn close(&mut self) {
        if let Some(b) = self.bar.take() {
            b.finish_and_clear();
        }
    }

    fn smiths(&self) -> String {
        let mut s = format!("smiths: {} running, {} done, {} failed", self.running.len(), self.done, self.failed);
        if !self.running.is_empty() {
            s.push_str(" — at work: ");
            s.push_str(&self.running.join(", "));
        }
        s
    }
}

impl Sink for LiveView {
    fn emit(&self, e: &Event) {
        if !self.live.is_on() {
            return;
        }
        let mut st = self.state.lock().unwrap_or_else(|p| p.into_inner());
        match &e.kind {
            EventKind::DraftStarted { by } => st.show(&self.live, format!("round 0: {by} drafts the plan")),
            EventKind::RoundStarted { round, roles, .. } => {
                (st.round, st.roles, st.verdicts) = (*round, *roles, 0);
                let m = format!("round {round}: 0/{roles} verdicts in");
                st.show(&self.live, m);
            }
            EventKind::PositionTaken { .. } => {
                st.verdicts += 1;
                let m = format!("round {}: {}/{} verdicts in", st.round, st.verdicts, st.roles);
                st.show(&self.live, m);
            }
            EventKind::Revising { round, next_version, .. } => {
                st.show(&self.live, format!("round {round}: revising the plan → v{next_version}"));
            }
            EventKind::FirstReview { role, .. } => {
                (st.round, st.roles, st.verdicts) = (1, 1, 0);
                st.show(&self.live, format!("round 1: {role} reviews first"));
            }
            EventKind::RoundFinished { .. }
            | EventKind::PanelConvened { .. }
            | EventKind::DebateFinished { .. }
            | EventKind::RunFinished { .. } => {
                st.close();
            }
            EventKind::RunStarted { .. } => {
                let m = st.smiths();
                st.show(&self.live, m);
            }
            EventKind::SmithStarted { .. } => {
                if let Some(id) = &e.smith {
                    st.running.push(id.clone());
                }
                let m = st.smiths();
                st.show(&self.live, m);
            }
            EventKind::SmithFinished { status, .. } => {
                if let Some(id) = &e.smith {
                    st.running.retain(|r| r != id);
                }
                if status == "completed" {
                    st.done += 1
                } else {
                    st.failed += 1
                }
                let m = st.smiths();
                st.show(&self.live, m);
            }
            _ => {}
        }
    }
}

/// Every event as a JSON line.
pub struct Jsonl {
    pub out: Stream,
    pub secrets: Arc<Redactor>,
}

impl Sink for Jsonl {
    fn emit(&self, e: &Event) {
        if let Ok(text) = serde_json::to_string(e) {
            let mut w = self.out.clone();
            let _ = w.write_all(self.secrets.mask(&(text + "\n")).as_bytes());
        }
    }
}

/// Indentation by the smith's level.
fn indent(smith: Option<&str>) -> String {
    "  ".repeat(smith.map_or(0, |s| s.matches('/').count()))
}

/// What a test run's label means, for people.
pub fn test_label(l: &str) -> String {
    match l {
        "before" => "tests before the change".into(),
        "reproduction" => "the change's tests without its fix".into(),
        other => format!("tests with the change ({other})"),
    }
}

/// `text` cut to about `max` characters at a space, so a URL or a number is never cut in two.
fn short(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let head: String = text.chars().take(max).collect();
    let cut = head.rfind(char::is_whitespace).filter(|&i| i > max / 2).unwrap_or(head.len());
    format!("{}…", head[..cut].trim_end())
}

/// The progress line of an event, if it has one.
fn line(e: &Event) -> Option<String> {
    let smith = e.smith.as_deref();
    let who = smith.or(e.role.as_deref()).unwrap_or(&e.stage);
    Some(match &e.kind {
        EventKind::CallStarted { .. }
        | EventKind::CallFinished { .. }
        | EventKind::CallFailed { .. }
        | EventKind::ToolUsed { .. }
        | EventKind::Delivered { .. }
        | EventKind::ScanFinished { .. }
        | EventKind::Finding { .. }
        | EventKind::Result { .. } => return None,
        EventKind::CallRetrying { attempt, wait_ms, error } => {
            let (error, wait, next) = (short(error, 240), *wait_ms as f64 / 1000.0, attempt + 1);
            format!("{}  ↻ {who}: {error}; trying again in {wait:.1} s (attempt {next})", indent(smith))
        }
        EventKind::CallSlow { attempt, elapsed_ms, received_tokens, silent_ms, deadline_ms } => {
            let what = waited(*elapsed_ms / 1000, *received_tokens, *silent_ms / 1000);
            format!("{}  ⏳ {who}: {what} (cut at {} s{})", indent(smith), deadline_ms / 1000, nth_attempt(*attempt))
        }
        EventKind::PanelChosen { category, members } => panel(category, members),
        EventKind::DraftStarted { by } => format!("round 0: {by} drafts plan v1…"),
        EventKind::PlanReady { version, title, steps } => {
            format!("plan v{version}: \"{title}\" ({})", crate::util::count(*steps, "step"))
        }
        EventKind::RoundStarted { round, plan_version, roles } => {
            format!("round {round}: {} review plan v{plan_version}", crate::util::count(*roles, "role"))
        }
        EventKind::PositionTaken { emoji, stance, reason, confidence, .. } => {
            position(emoji, e.role.as_deref().unwrap_or(""), stance, reason, *confidence)
        }
        EventKind::FirstReview { role, plan_version } => first_review(role, *plan_version),
        EventKind::PanelConvened { convened, why, .. } => {
            format!("when-needed: the panel is {}convened: {why}", if *convened { "" } else { "not " })
        }
        EventKind::RoundFinished { round, converged, agree, object, suggest, invalid, tokens, cost_usd } => {
            let verdict = if *converged { "converged" } else { "not converged" };
            let counts = format!("{agree} agree, {object} object, {suggest} suggest{}", absent(*invalid));
            format!("round {round}: {verdict} ({counts}); so far {tokens} tokens, cost {}", cost(*cost_usd))
        }
        EventKind::Revising { round, objections: 0, next_version } => {
            format!("round {round}: folding the suggestions into v{next_version}")
        }
        EventKind::Revising { round, objections, next_version } => {
            let answer = crate::util::count(*objections, "objection");
            format!("round {round}: revising the plan to answer {answer} → v{next_version}")
        }
        EventKind::DebateFinished { converged, rounds, dissent, failed, approved_by, vote } => {
            debate_finished(*rounds, ending(*converged, *dissent, failed, approved_by, vote))
        }
        EventKind::Usage { calls, input_tokens, cached_input_tokens, output_tokens, cost_usd } => {
            usage(*calls, *input_tokens, *cached_input_tokens, *output_tokens, *cost_usd)
        }
        EventKind::RunStarted { resumed } => {
            format!("{} {}", if *resumed { "resuming" } else { "starting" }, e.run.as_deref().unwrap_or("a run"))
        }
        EventKind::SmithStarted { title, .. } => format!("{}▸ {who}: {title}", indent(smith)),
        EventKind::Decided { action, children, plan } => {
            format!("{}  {}", indent(smith), decided(action, *children, plan))
        }
        EventKind::LimitEnforced { limit, detail } => format!("{}  limit ({limit}): {detail}", indent(smith)),
        EventKind::Refused { tool, refusal } => {
            format!("{}  refused ({tool}, {}): {}", indent(smith), refusal.kind, refusal.reason)
        }
        EventKind::SmithFinished { reused: true, status, .. } => {
            format!("{}✓ {who}: {status} (kept from before)", indent(smith))
        }
        EventKind::SmithFinished { status, elapsed_ms, tokens, reused: false } => {
            let mark = if status == "completed" { "✓" } else { "✗" };
            let secs = *elapsed_ms as f64 / 1000.0;
            format!("{}{mark} {who}: {status} in {secs:.1} s, {tokens} tokens", indent(smith))
        }
        EventKind::RunFinished { status } => format!("run {status}"),
        EventKind::TestsRun { label, verdict, .. } => format!("{}: {verdict}", test_label(label)),
        EventKind::Notice { message } => message.clone(),
    })
}

/// `discussion.mode: when-needed`: who reviews first, and when the panel is convened.
fn first_review(role: &str, plan_version: u32) -> String {
    format!(
        "round 1 (when-needed): {role} reviews plan v{plan_version} first; the panel is convened only if it objects or is unsure"
    )
}

/// `, attempt N` after the first attempt.
fn nth_attempt(attempt: u32) -> String {
    if attempt > 1 { format!(", attempt {attempt}") } else { String::new() }
}

/// `, N absent` when reviews were missing from a round.
fn absent(invalid: usize) -> String {
    if invalid > 0 { format!(", {invalid} absent") } else { String::new() }
}

/// One reviewer's position: emoji, role, stance, confidence when given, and the reason.
fn position(emoji: &str, role: &str, stance: &str, reason: &str, confidence: Option<f64>) -> String {
    let sure = confidence.map(|c| format!("({}) ", crate::debate::verdict::show_confidence(c)));
    let role = pad(role, 22);
    format!("  {emoji} {role} {:<8} {}{reason}", stance.to_ascii_uppercase(), sure.unwrap_or_default())
}

/// The spend line: calls, tokens in and out, and the cost.
fn usage(calls: u64, input_tokens: u64, cached_input_tokens: u64, output_tokens: u64, cost_usd: Option<f64>) -> String {
    let input = crate::llm::input_words(input_tokens, cached_input_tokens, 0);
    let (calls, tokens) = (crate::util::count(calls, "model call"), input_tokens + output_tokens);
    format!("{calls}, {tokens} tokens ({input}, {output_tokens} out), cost {}", cost(cost_usd))
}

/// What a smith decided: to split, or to do the work itself; its plan when it has one.
fn decided(action: &str, children: usize, plan: &Option<String>) -> String {
    let plan = plan.as_ref().map(|p| format!(" ({p})")).unwrap_or_default();
    let does = if action == "decompose" { format!("splits into {children} subtasks") } else { "works on it".into() };
    format!("{does}{plan}")
}

/// What a call that is taking long has received so far (times in seconds).
fn waited(elapsed: u64, received_tokens: u64, silent: u64) -> String {
    if received_tokens == 0 {
        format!("no answer yet after {elapsed} s")
    } else if silent >= 10 {
        format!("about {received_tokens} tokens in {elapsed} s, nothing for the last {silent} s")
    } else {
        format!("still streaming: about {received_tokens} tokens in {elapsed} s")
    }
}

/// The panel chosen: a line a member, with why and its model.
fn panel(category: &str, members: &[crate::event::Seat]) -> String {
    let mut s = format!("panel ({category}):");
    for m in members {
        let model = m.model.as_ref().map(|m| format!(" [model {m}]")).unwrap_or_default();
        s.push_str(&format!("\n  {} {} {}{model}", m.emoji, pad(&m.role, 22), m.why));
    }
    s
}

/// How a debate ended.
enum Ending<'a> {
    Failed(&'a str),
    /// One confident reviewer let the plan stand (`when-needed`).
    Approved(&'a str),
    /// No consensus at the round cap; the vote decided.
    Vote(&'a crate::event::VoteCount),
    Agreed,
    /// No consensus: the objections that stand.
    Dissent(usize),
}

/// How the debate ended, from its `DebateFinished` event.
fn ending<'a>(
    converged: bool,
    dissent: usize,
    failed: &'a Option<String>,
    approved_by: &'a Option<String>,
    vote: &'a Option<crate::event::VoteCount>,
) -> Ending<'a> {
    match (failed, approved_by, vote) {
        (Some(why), _, _) => Ending::Failed(why),
        (None, Some(who), _) => Ending::Approved(who),
        (None, None, Some(v)) => Ending::Vote(v),
        (None, None, None) if converged => Ending::Agreed,
        (None, None, None) => Ending::Dissent(dissent),
    }
}

fn debate_finished(rounds: usize, ending: Ending<'_>) -> String {
    let rounds = crate::util::count(rounds, "round");
    match ending {
        Ending::Failed(why) => format!("the debate failed: {why}"),
        Ending::Approved(who) => format!("approved by one reviewer ({who}); the panel was not convened"),
        Ending::Vote(v) => {
            let show = crate::debate::verdict::show_confidence;
            format!(
                "no consensus after {rounds}; a confidence-weighted vote {} the plan ({} for, {} against)",
                if v.carried { "carried" } else { "did not carry" },
                show(v.in_favour),
                show(v.against)
            )
        }
        Ending::Agreed => format!("agreed after {rounds}"),
        Ending::Dissent(n) => {
            let stand = if n == 1 { "stands" } else { "stand" };
            format!("no consensus after {rounds}; {} {stand}", crate::util::count(n, "objection"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(kind: EventKind) -> Event {
        Event {
            at: String::new(),
            run: None,
            stage: "decide".into(),
            role: None,
            smith: Some("smith-root".into()),
            kind,
        }
    }

    #[test]
    fn waits_and_slow_calls_are_shown_with_their_reason_and_urls_are_never_cut() {
        let url = "http://127.0.0.1:8080/v1";
        let error = format!("{url} answered 429: {}", "slow down ".repeat(40));
        let l = line(&event(EventKind::CallRetrying { attempt: 1, wait_ms: 30_000, error })).unwrap();
        assert!(l.starts_with(&format!("  ↻ smith-root: {url} answered 429: slow down")), "{l}");
        assert!(l.ends_with("slow down…; trying again in 30.0 s (attempt 2)"), "{l}");
        let slow = |received_tokens, silent_ms| {
            line(&event(EventKind::CallSlow {
                attempt: 1,
                elapsed_ms: 60_000,
                received_tokens,
                silent_ms,
                deadline_ms: 132_400,
            }))
            .unwrap()
        };
        assert_eq!(slow(0, 60_000), "  ⏳ smith-root: no answer yet after 60 s (cut at 132 s)");
        assert_eq!(slow(340, 1_000), "  ⏳ smith-root: still streaming: about 340 tokens in 60 s (cut at 132 s)");
        assert_eq!(
            slow(340, 20_000),
            "  ⏳ smith-root: about 340 tokens in 60 s, nothing for the last 20 s (cut at 132 s)"
        );
        assert_eq!(short("a b", 10), "a b");
        assert_eq!(short(&format!("x {}", "y".repeat(50)), 20), format!("x {}…", "y".repeat(18)));
    }
}
