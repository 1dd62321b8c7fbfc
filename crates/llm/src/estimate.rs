//! What a command is expected to spend and the most it can: the one estimator behind
//! `--dry-run`, `--confirm` and every report's "Spent against the estimate".
//!
//! Each part of a command (the debate, the smith tree, fix-bug's fix rounds, a scan's
//! false-positive filter) gives two figures, and so does their sum:
//! - `expected`: a point estimate from what is known at that moment: the panel's size, the plan's
//!   steps once the panel agreed one, the findings in scope; with the assumptions below where
//!   nothing is known yet. Each part says what it assumed ([`Estimate::assumed`]).
//! - `bound`: the worst case the limits allow (every call asked again, every smith above the
//!   deepest level splitting, every leaf using all its turns); the budget's caps clamp it
//!   ([`Pricing::cap`]), and what the budget enforces is the smaller of the two.
//!
//! The assumptions, calibrated on the scripted examples (`bench estimate`: their debates agree in
//! round 1, their leaves take 2 to 4 turns, and a scripted answer counts no tool definitions and
//! few output tokens) and on real runs (a `run` of 62 calls and 18k tokens: its leaves took
//! more turns on smaller prompts); the expected figures sit between the two:
//! - a debate ends in round 1 or round 2 (the first round's objections answered), taken as
//!   equally likely ([`EXPECTED_ROUNDS`] is the later), never past `max_rounds`; every call is
//!   answered at the first try; the consolidator revises the plan between rounds;
//! - the agreed plan's steps are the root's first split (at most `max_breadth` children, steps
//!   grouped beyond; one step, the root does it); before the debate the plan has
//!   [`ASSUMED_STEPS`] steps; each child decides once and does its step as a leaf in
//!   [`LEAF_TURNS`] turns, each adding a short answer and a file's worth of tool output to its
//!   conversation; the root aggregates;
//! - fix-bug's and add-feature's tests pass at the first try (no fix round);
//! - a scan's filter answers each batch at once (no batch asked again), about 60 tokens a
//!   finding.

use crate::config::OutputTokens;
use crate::llm::{ChatRequest, PrefixCache, estimate_tokens};
/// The spend vocabulary the estimators count in (`crate::spend`).
pub use crate::spend::{Capped, Counts, Estimate, Pricing, approx};

/// The rounds a debate is expected to end in, at the latest (at most `max_rounds`): round 1 when
/// every role agrees with the draft, round 2 once the consolidator has answered the blind first
/// round's objections; the expected figures are the mean of the two.
pub const EXPECTED_ROUNDS: u8 = 2;
/// The steps of a plan not agreed yet: the drafts of the built-in roles have 3 to 5.
pub const ASSUMED_STEPS: usize = 3;
/// Agent turns a leaf is expected to take (at most `max_turns`): read, change, check, answer.
/// The scripted examples' leaves take 2 to 4; real ones often more.
pub const LEAF_TURNS: u32 = 4;

/// A prompt's framing around the task (the protocol's instructions, the tools), in tokens: the
/// worst case's, and the one expected (the decide and execute templates measure about 1.5 KB).
const FRAMING_TOKENS: u64 = 600;
const FRAMING_EXPECTED: u64 = 400;
/// Tool output joining a leaf's conversation each turn in the worst case (about 4 KB).
const TOOL_TOKENS_BOUND: u64 = 1024;
/// The same, expected: a short file read or a command's output (about 600 bytes).
const TOOL_TOKENS_EXPECTED: u64 = 150;
/// A subtask as the root writes it (its title, description and expected output), expected.
const SUBTASK_TOKENS: u64 = 200;

/// Answers expected, in tokens, by stage (each at most the stage's output cap).
const OUT_TRIAGE: u64 = 50;
const OUT_PLAN: u64 = 400;
const OUT_REVIEW: u64 = 150;
const OUT_DECIDE: u64 = 100;
const OUT_SPLIT: u64 = 300;
const OUT_TURN: u64 = 80;
const OUT_AGGREGATE: u64 = 200;
/// The filter's verdict on one finding (id, verdict, reason, fix).
const OUT_FILTER_FINDING: u64 = 60;

/// The smith tree's shape: its limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    pub depth: u8,
    pub breadth: u8,
    pub turns: u32,
}

impl Shape {
    pub fn of(b: &crate::limits::Bounds) -> Shape {
        Shape { depth: b.depth, breadth: b.breadth, turns: b.turns }
    }

    /// `depth 3, 5 subtasks a smith, 25 turns a leaf`.
    pub fn describe(&self) -> String {
        format!("depth {}, {} subtasks a smith, {} turns a leaf", self.depth, self.breadth, self.turns)
    }
}

/// What the root's first split is counted from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Split {
    /// The agreed plan's steps.
    Plan(usize),
    /// No plan yet: [`ASSUMED_STEPS`].
    Assumed,
}

/// The smith tree on a root task of `task_chars` characters.
pub fn tree(task_chars: usize, shape: Shape, split: Split, caps: &OutputTokens) -> Estimate {
    let (expected, how) = tree_expected(task_chars, shape, split, caps);
    Estimate { expected, bound: tree_bound(task_chars, shape, caps), assumed: vec![format!("the smith tree: {how}")] }
}

/// The expected tree: the root decides once; with a split, each child decides once and does
/// its share as a leaf in [`LEAF_TURNS`] turns, and the root aggregates. Returns it and what it
/// assumed, in words.
fn tree_expected(task_chars: usize, shape: Shape, split: Split, caps: &OutputTokens) -> (Counts, String) {
    let out = |typical: u64, cap: u32| typical.min(u64::from(cap));
    let task = estimate_tokens(task_chars) + FRAMING_EXPECTED;
    let t = u64::from(LEAF_TURNS.min(shape.turns.max(1)));
    let steps = match split {
        Split::Plan(n) => n,
        Split::Assumed => ASSUMED_STEPS,
    };
    // The executor's own grouping of the steps (dependencies do not change how many groups).
    let groups = crate::limits::group_steps(&vec![Vec::new(); steps], shape.breadth).len();
    let children = if shape.depth == 0 || groups < 2 { 0 } else { groups as u64 };
    let whose = match split {
        Split::Plan(n) => format!("the plan's {}", crate::util::count(n, "step")),
        Split::Assumed => {
            format!("{ASSUMED_STEPS} steps assumed (the typical plan; the plan is not known before the debate)")
        }
    };
    let turn = out(OUT_TURN, caps.execute);
    if children == 0 {
        let why = if shape.depth == 0 { "--max-depth 0".to_string() } else { whose };
        let e = Counts::call(task, out(OUT_DECIDE, caps.decide)).with(&agent_loop(task, t, turn, TOOL_TOKENS_EXPECTED));
        return (e, format!("the root does the task itself ({why}) in {t} turns"));
    }
    let sub = (task / children).min(SUBTASK_TOKENS) + FRAMING_EXPECTED;
    let child = Counts::call(sub, out(OUT_DECIDE, caps.decide)).with(&agent_loop(sub, t, turn, TOOL_TOKENS_EXPECTED));
    let aggregate = out(OUT_AGGREGATE, caps.aggregate);
    let e = Counts::call(task, out(OUT_SPLIT, caps.decide))
        .with(&child.times(children))
        .with(&Counts::call(task + children * aggregate, aggregate));
    let grouped = if steps as u64 > children { ", grouped" } else { "" };
    (e, format!("{whose} as the root's split into {children} leaves{grouped}, {t} turns a leaf"))
}

/// The worst case: every smith above the deepest level splits `breadth` ways, every decision
/// is asked twice, every leaf uses all its turns (each turn adding its output cap and a tool
/// result to the conversation) and writes a checkpoint at its turn limit; every parent merges
/// each child's change through a conflict it resolves with all its turns, aggregates, and
/// (its children all failed) does the task itself with all its turns and a checkpoint.
pub fn tree_bound(task_chars: usize, shape: Shape, caps: &OutputTokens) -> Counts {
    let b = u64::from(shape.breadth.max(1));
    let leaves = b.saturating_pow(u32::from(shape.depth));
    let parents: u64 = (0..u32::from(shape.depth)).map(|l| b.saturating_pow(l)).sum();
    let smiths = parents + leaves;
    let task = estimate_tokens(task_chars) + FRAMING_TOKENS;
    let t = u64::from(shape.turns.max(1));
    let (decide, execute, aggregate) = (u64::from(caps.decide), u64::from(caps.execute), u64::from(caps.aggregate));
    // Every smith's decision, asked twice: the second reads the task the first sent.
    let mut all = Counts {
        calls: 2 * smiths,
        input_tokens: 2 * smiths * task,
        cache_read_tokens: smiths * task,
        cache_write_tokens: smiths * task,
        output_tokens: 2 * smiths * decide,
    };
    // A leaf's turns and its checkpoint.
    let leaf = agent_loop(task, t, execute, TOOL_TOKENS_BOUND).with(&checkpoint(task, t, execute, caps));
    all.add(&leaf.times(leaves));
    // A parent: a conflict resolved for each child's change (the prompt names the child and
    // what it did), the aggregation of its children, and the fallback: the task done itself,
    // told what each child did.
    let told = task + b * aggregate;
    let parent = agent_loop(task + aggregate, t, u64::from(caps.resolve), TOOL_TOKENS_BOUND)
        .times(b)
        .with(&Counts::call(told, aggregate))
        .with(&agent_loop(told, t, execute, TOOL_TOKENS_BOUND))
        .with(&checkpoint(told, t, execute, caps));
    all.add(&parent.times(parents));
    all
}

/// fix-bug's and add-feature's fix rounds after failing tests: none expected; at most
/// `attempts` rounds of the root's agent loop, each as a leaf's (all its turns, no decision).
pub fn fix_rounds(task_chars: usize, turns: u32, attempts: u32, caps: &OutputTokens) -> Estimate {
    let task = estimate_tokens(task_chars) + FRAMING_TOKENS;
    // A round's output is capped as a fix's; the cap of a tree's turns bounds it too.
    let out = u64::from(caps.fix.max(caps.execute));
    let round = agent_loop(task, u64::from(turns.max(1)), out, TOOL_TOKENS_BOUND);
    Estimate {
        expected: Counts::default(),
        bound: round.times(u64::from(attempts)),
        assumed: vec![format!(
            "the fix rounds: none (the tests pass at the first try; each of the at most {attempts} rounds takes up to {} calls)",
            round.calls
        )],
    }
}

/// An agent loop of `t` turns on a prompt of `prompt` tokens, each answer `out` tokens and
/// each turn's tool output `tool` tokens: turn k (from 0) sends the prompt and k earlier
/// turns' answers and tool results; with the cache, turn k reads the conversation of turn
/// k - 1 and writes what it adds.
fn agent_loop(prompt: u64, t: u64, out: u64, tool: u64) -> Counts {
    let t = t.max(1);
    let per_turn = out + tool;
    Counts {
        calls: t,
        input_tokens: t * prompt + per_turn * t * (t - 1) / 2,
        cache_read_tokens: (t - 1) * prompt + per_turn * (t - 1) * t.saturating_sub(2) / 2,
        cache_write_tokens: prompt + per_turn * (t - 1),
        output_tokens: t * out,
    }
}

/// The checkpoint written at the turn limit of such a loop: the whole conversation and the
/// request, answered once (the default output cap).
fn checkpoint(prompt: u64, t: u64, out: u64, caps: &OutputTokens) -> Counts {
    let per_turn = out + TOOL_TOKENS_BOUND;
    let conversation = prompt + per_turn * t.max(1);
    Counts {
        calls: 1,
        input_tokens: conversation + FRAMING_TOKENS,
        cache_read_tokens: conversation - per_turn,
        cache_write_tokens: per_turn + FRAMING_TOKENS,
        output_tokens: u64::from(caps.for_stage("checkpoint")),
    }
}

/// The calls of a debate as they would be sent, for [`debate`].
#[derive(Clone, Copy)]
pub struct DebateCalls<'a> {
    pub draft: &'a ChatRequest,
    /// Round 1's review of each seat the bound counts (the panel, and the seats the model's
    /// triage may add).
    pub reviews: &'a [(String, ChatRequest)],
    /// The roles expected to review: the panel as chosen so far.
    pub panel: usize,
    /// `max_rounds`.
    pub rounds: u8,
    /// The model's triage, when it is asked.
    pub triage: Option<&'a ChatRequest>,
    /// The user may be asked by the drafter and the consolidator (`tools.ask_user`).
    pub ask_user: bool,
    /// `discussion.mode: when-needed`: one reviewer first, the panel only when it objects.
    pub when_needed: bool,
}

/// A debate: expected, [`EXPECTED_ROUNDS`] rounds of the panel's reviews with a revision
/// between them, each call answered at once; at most, `max_rounds` rounds with every call asked
/// again once, a revision after every round, and with the user's questions on (`ask_user`),
/// the draft and each revision asked once more after the answer.
pub fn debate(c: &DebateCalls<'_>, cap: &dyn Fn(&str) -> u64) -> Estimate {
    let latest = EXPECTED_ROUNDS.min(c.rounds.max(1));
    let rounds = if latest > 1 { format!("1 or {latest} rounds alike") } else { "1 round".into() };
    if c.when_needed {
        // The first reviewer alone (its approval stands), or the panel convened for a round.
        let alone = DebateCalls { panel: 1, ..*c };
        return Estimate {
            expected: debate_expected(&alone, 1, cap).mean(&debate_expected(c, 1, cap)),
            bound: debate_bound(c, cap),
            assumed: vec![format!(
                "the debate (when-needed): the first reviewer's approval standing alone, or the {} convened for a round, alike",
                crate::util::count(c.panel, "role")
            )],
        };
    }
    Estimate {
        expected: debate_expected(c, 1, cap).mean(&debate_expected(c, latest, cap)),
        bound: debate_bound(c, cap),
        assumed: vec![format!(
            "the debate: {} reviewing, ending after {rounds} (of at most {}), each call answered at once",
            crate::util::count(c.panel, "role"),
            c.rounds
        )],
    }
}

/// The tokens of a request's messages, as the dry run has always counted them.
fn request_tokens(req: &ChatRequest) -> u64 {
    req.messages.iter().map(|m| m.content.len()).sum::<usize>() as u64 / 4
}

/// A debate that ends after `rounds` rounds, every call answered at once.
fn debate_expected(c: &DebateCalls<'_>, rounds: u8, cap: &dyn Fn(&str) -> u64) -> Counts {
    let out = |typical: u64, stage: &str| typical.min(cap(stage));
    let rounds = u64::from(rounds);
    let n = c.panel.min(c.reviews.len());
    let (plan, review) = (out(OUT_PLAN, "draft"), out(OUT_REVIEW, "review"));
    let mut prefixes = PrefixCache::default();
    let mut e = Counts::default();
    let mut send = |req: &ChatRequest, extra: u64, output: u64| {
        let u = prefixes.send(req);
        e.add(&Counts {
            calls: 1,
            input_tokens: request_tokens(req) + extra,
            cache_read_tokens: u.read_tokens,
            cache_write_tokens: u.write_tokens,
            output_tokens: output,
        });
    };
    if let Some(t) = c.triage {
        send(t, 0, out(OUT_TRIAGE, "triage"));
    }
    send(c.draft, 0, plan);
    for round in 0..rounds {
        // Each review reads the plan; after round 1, also the positions of the round before.
        let seen = plan + if round > 0 { n as u64 * review } else { 0 };
        for (_, r) in c.reviews.iter().take(n) {
            send(r, seen, review);
        }
        if round + 1 < rounds {
            // The revision: the job, the plan and the round's positions.
            send(c.draft, plan + n as u64 * review, out(OUT_PLAN, "consolidate"));
        }
    }
    e.cache_read_tokens = e.cache_read_tokens.min(e.input_tokens);
    e.cache_write_tokens = e.cache_write_tokens.min(e.input_tokens - e.cache_read_tokens);
    e
}

fn debate_bound(c: &DebateCalls<'_>, cap: &dyn Fn(&str) -> u64) -> Counts {
    let tokens = request_tokens;
    let draft = c.draft;
    let review_tokens: u64 = c.reviews.iter().map(|(_, r)| tokens(r)).sum();
    let n = c.reviews.len() as u64;
    let rounds = u64::from(c.rounds);
    // Each call may be asked again once; each round but the last is followed by a revision,
    // and the last may fold in suggestions. A draft or revision that asks the user is asked
    // for again with the answer.
    let plans = if c.ask_user { 4 } else { 2 };
    let max_calls = plans + rounds * (2 * n) + rounds * plans;
    let max_tokens = plans * (tokens(draft) + cap("draft"))
        + rounds * 2 * (review_tokens + n * cap("review"))
        + rounds * plans * (tokens(draft) * 2 + cap("consolidate"));
    let mut e = debate_cached(draft, c.reviews, rounds, max_calls, max_tokens, cap);
    // The repeated plan calls beyond the first two: their output.
    e.output_tokens += (plans - 2) * (cap("draft") + rounds * cap("consolidate"));
    e.input_tokens = e.input_tokens.saturating_sub((plans - 2) * (cap("draft") + rounds * cap("consolidate")));
    if let Some(t) = c.triage {
        let (prompt, out) = (tokens(t), cap("triage"));
        e.add(&Counts {
            calls: 2,
            input_tokens: 2 * prompt + out,
            cache_read_tokens: 0,
            cache_write_tokens: 0,
            output_tokens: 2 * out,
        });
    }
    e
}

/// The debate's worst case with the prompt cache counted: every call sent twice (a retry),
/// every round's reviews repeating each role's stable prefix (its system prompt, the job and
/// how to answer), which the first review of a role writes to the cache and every later one
/// reads. The calls and the token total are those of the bound's count.
fn debate_cached(
    draft: &ChatRequest,
    reviews: &[(String, ChatRequest)],
    rounds: u64,
    calls: u64,
    total_tokens: u64,
    cap: &dyn Fn(&str) -> u64,
) -> Counts {
    let mut prefixes = PrefixCache::default();
    let (mut read, mut write) = (0, 0);
    for _ in 0..2 {
        let u = prefixes.send(draft);
        (read, write) = (read + u.read_tokens, write + u.write_tokens);
    }
    for _ in 0..rounds {
        for (_, r) in reviews {
            for _ in 0..2 {
                let u = prefixes.send(r);
                (read, write) = (read + u.read_tokens, write + u.write_tokens);
            }
        }
    }
    let n = reviews.len() as u64;
    let output = 2 * cap("draft") + rounds * 2 * (n * cap("review") + cap("consolidate"));
    let input = total_tokens.saturating_sub(output);
    let read = read.min(input);
    Counts {
        calls,
        input_tokens: input,
        cache_read_tokens: read,
        cache_write_tokens: write.min(input - read),
        output_tokens: output,
    }
}

/// A scan's false-positive filter over `batches` (each request with its number of findings):
/// expected, every batch answered at once with a verdict per finding; at most, every batch
/// asked twice (the second time the findings left open, at most all of them), every answer up
/// to the filter's output cap `cap`. The batches' shared prefix (the filter's instructions) is
/// read from the prompt cache after the first.
pub fn filter(batches: &[(ChatRequest, usize)], cap: u64) -> Estimate {
    let refs: Vec<&ChatRequest> = batches.iter().map(|(r, _)| r).collect();
    let mut prefixes = PrefixCache::default();
    let (mut expected, mut bound) = (Counts::default(), Counts::default());
    for attempt in 0..2 {
        for (u, (_, findings)) in prefixes.send_together(&refs).into_iter().zip(batches) {
            let sent = Counts {
                calls: 1,
                input_tokens: u.input_tokens,
                cache_read_tokens: u.read_tokens,
                cache_write_tokens: u.write_tokens,
                output_tokens: cap,
            };
            bound.add(&sent);
            if attempt == 0 {
                expected.add(&Counts { output_tokens: (OUT_FILTER_FINDING * *findings as u64).min(cap), ..sent });
            }
        }
    }
    let findings: usize = batches.iter().map(|(_, n)| n).sum();
    Estimate {
        expected,
        bound,
        assumed: vec![format!(
            "the false-positive filter: {} of {}, each answered at once",
            crate::util::count(batches.len(), "batch"),
            crate::util::count(findings, "finding")
        )],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{Budget, Price};

    #[test]
    fn the_bound_counts_a_full_tree() {
        let caps = OutputTokens::default();
        let price = Price::new(1.0, 2.0);
        // One leaf: two decisions, 25 turns, its checkpoint.
        let one = tree_bound(400, Shape { depth: 0, breadth: 5, turns: 25 }, &caps);
        assert_eq!(one.calls, 28);
        let task = 100 + FRAMING_TOKENS;
        let per_turn = u64::from(caps.execute) + TOOL_TOKENS_BOUND;
        let checkpoint_in = task + 25 * per_turn + FRAMING_TOKENS;
        assert_eq!(one.input_tokens, 2 * task + 25 * task + per_turn * 25 * 24 / 2 + checkpoint_in);
        assert_eq!(
            one.output_tokens,
            2 * u64::from(caps.decide) + 25 * u64::from(caps.execute) + u64::from(caps.default)
        );
        let (plain, cached) = one.costs("m", &price);
        assert!((plain - (one.input_tokens as f64 + 2.0 * one.output_tokens as f64) / 1e6).abs() < 1e-9);
        // The cache reads most of a leaf's conversation: the cost with it is well below.
        assert!(one.cache_read_tokens + one.cache_write_tokens <= one.input_tokens);
        assert!(cached < 0.8 * plain, "{one:?}");
        // 1 + 5 + 25 + 125 smiths at the hard limits: every smith decides twice, every leaf
        // uses its turns and checkpoints, every parent resolves a conflict with each of its 5
        // children, aggregates, and does the task itself (turns and checkpoint).
        let full = tree_bound(400, Shape { depth: 3, breadth: 5, turns: 25 }, &caps);
        assert_eq!(full.calls, 2 * 156 + 125 * 26 + 31 * (5 * 25 + 1 + 26));
    }

    #[test]
    fn the_expected_tree_splits_on_the_plans_steps() {
        let caps = OutputTokens::default();
        let shape = Shape { depth: 3, breadth: 5, turns: 25 };
        // A 3-step plan: the root decides, 3 children decide and take 4 turns each, the root
        // aggregates.
        let three = tree(2000, shape, Split::Plan(3), &caps);
        assert_eq!(three.expected.calls, 1 + 3 * (1 + 4) + 1);
        assert!(three.assumed[0].contains("the plan's 3 steps as the root's split into 3 leaves"), "{three:?}");
        // Steps beyond the breadth are grouped; one step is done by the root itself.
        let eight = tree(2000, shape, Split::Plan(8), &caps);
        assert_eq!(eight.expected.calls, 1 + 5 * 5 + 1);
        assert!(eight.assumed[0].contains("into 5 leaves, grouped"), "{eight:?}");
        assert_eq!(tree(2000, shape, Split::Plan(1), &caps).expected.calls, 1 + 4);
        // No plan yet: the typical plan's steps, said so.
        let assumed = tree(2000, shape, Split::Assumed, &caps);
        assert_eq!(assumed.expected, three.expected);
        assert!(assumed.assumed[0].contains("3 steps assumed"), "{assumed:?}");
        // Fewer turns than expected a leaf: the limit.
        let short = tree(2000, Shape { turns: 2, ..shape }, Split::Plan(2), &caps);
        assert_eq!(short.expected.calls, 1 + 2 * 3 + 1);
        // The expected is far below the bound, and the same shape gives the same bound.
        assert!(three.expected.tokens() * 100 < three.bound.tokens());
        assert_eq!(three.bound, assumed.bound);
    }

    #[test]
    fn the_budgets_caps_clamp_the_bound() {
        let price = Price::new(3.0, 15.0);
        let bound = Counts { calls: 8402, input_tokens: 520_000_000, output_tokens: 37_000_000, ..Counts::default() };
        // No cap at all (the defaults set some: they are taken off here).
        let none =
            Budget { max_calls: None, max_tokens: None, max_cost_usd: None, max_wall_secs: None, ..Budget::default() };
        let p = Pricing { model: "m", price: Some(&price), budget: &none };
        let c = p.cap(&bound);
        assert_eq!((c.calls, c.tokens, c.caps.len()), (8402, 557_000_000, 0));
        assert_eq!(c.source(), "the limits' worst case; no budget cap is lower");
        let budget = Budget { max_calls: Some(200), max_tokens: Some(2_000_000), ..none.clone() };
        let c = Pricing { budget: &budget, ..p }.cap(&bound);
        assert_eq!((c.calls, c.tokens), (200, 2_000_000));
        assert_eq!(c.source(), "the budget's caps: max_calls, max_tokens");
        // The 2M tokens cost at most their price as output.
        assert!((c.cost_usd.unwrap() - 30.0).abs() < 1e-9, "{c:?}");
        // A cap above the worst case changes nothing.
        let high = Budget { max_calls: Some(10_000), max_cost_usd: Some(5.0), ..none.clone() };
        let c = Pricing { budget: &high, ..p }.cap(&bound);
        assert_eq!((c.calls, c.cost_usd), (8402, Some(5.0)));
        assert_eq!(c.source(), "the budget's cap max_cost_usd; the rest the limits' worst case");
    }

    #[test]
    fn counts_for_people() {
        let got: Vec<String> = [850, 8_400, 60_400, 1_500_000, 557_000_000, 2_000_000].map(approx).to_vec();
        assert_eq!(got, ["850", "8.4k", "60k", "1.5M", "557M", "2M"]);
    }
}
