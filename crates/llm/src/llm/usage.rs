//! Token and cost accounting per stage, role and smith, and the run budget. Safe across
//! concurrent calls: a call reserves its input estimate plus its output cap (`max_tokens`)
//! before it starts and settles to its real usage when it ends, so the spend cannot pass a
//! limit while the endpoint keeps to the cap it was sent. A call is refused only when what is
//! really left cannot cover it; when calls in flight hold the room, it waits for them.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::Mutex;
use std::time::Duration;

use indexmap::IndexMap;
use serde::Serialize;

use super::{ChatRequest, LlmError, Tally, Usage};
use crate::config::Price;

/// Prices per model name, US dollars per million tokens.
#[derive(Debug, Clone, Default)]
pub struct Prices(pub IndexMap<String, Price>);

impl Prices {
    /// The cost of `usage` on `model`, or `None` when its price is unknown.
    pub fn cost(&self, model: &str, usage: &Usage) -> Option<f64> {
        Some(usage.cost_at(model, self.0.get(model)?))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BudgetKind {
    Calls,
    Tokens,
    Cost,
    /// `budget.max_wall_secs`.
    Wall,
}

impl BudgetKind {
    /// The setting that sets this limit.
    pub fn setting(self) -> &'static str {
        match self {
            BudgetKind::Calls => "budget.max_calls",
            BudgetKind::Tokens => "budget.max_tokens",
            BudgetKind::Cost => "budget.max_cost_usd",
            BudgetKind::Wall => "budget.max_wall_secs",
        }
    }
}

impl fmt::Display for BudgetKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BudgetKind::Calls => "model calls",
            BudgetKind::Tokens => "tokens",
            BudgetKind::Cost => "cost (USD)",
            BudgetKind::Wall => "wall time (s)",
        })
    }
}

/// Limits for a whole run; `None` is unlimited.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Budget {
    pub max_calls: Option<u64>,
    pub max_tokens: Option<u64>,
    pub max_cost_usd: Option<f64>,
    /// Wall time from the gateway's start; calls after it are refused, and a call in flight is
    /// cut when it passes.
    pub max_wall: Option<Duration>,
}

/// The key usage is kept under.
pub type UsageKey = (String, Option<String>, Option<String>);

#[derive(Default)]
struct State {
    by_key: BTreeMap<UsageKey, Tally>,
    total: Tally,
    /// Estimates of calls in flight.
    reserved_calls: u64,
    reserved_tokens: u64,
    reserved_cost: f64,
}

/// The run's usage and budget.
pub struct Ledger {
    budget: Budget,
    prices: Prices,
    state: Mutex<State>,
    /// Signalled whenever a call in flight settles or is released: a call waiting for room
    /// looks again.
    changed: tokio::sync::Notify,
}

/// A call's hold on the budget; released by [`Ledger::settle`] or [`Ledger::release`], or,
/// when the call is dropped midway (cancelled), given back as it is dropped: a hold that
/// outlived its call would make others wait for room that never comes.
pub struct Reservation<'a> {
    ledger: &'a Ledger,
    tokens: u64,
    cost: f64,
    open: bool,
}

impl Drop for Reservation<'_> {
    fn drop(&mut self) {
        if self.open {
            self.open = false;
            Ledger::unreserve(&mut self.ledger.lock(), self);
            self.ledger.changed.notify_waiters();
        }
    }
}

/// The most input tokens a request could count, for its reservation: a token for every three
/// bytes (text in most languages and code counts fewer; the surplus is given back when the
/// call settles), and 16 a message for the chat template's framing.
pub fn reserve_input(req: &ChatRequest) -> u64 {
    let bytes: usize = req.messages.iter().map(|m| m.content.len() + tool_call_bytes(&m.tool_calls)).sum::<usize>()
        + req.tools.iter().map(|t| t.parameters.to_string().len() + t.description.len() + t.name.len()).sum::<usize>()
        + req.answer_schema.as_ref().map_or(0, |s| s.schema.to_string().len());
    (bytes.div_ceil(3) + 16 * req.messages.len() + 16) as u64
}

/// Input tokens recorded for a request whose endpoint reported none (about four characters a
/// token).
pub fn estimate_input(req: &ChatRequest) -> u64 {
    let chars: usize = req
        .messages
        .iter()
        .map(|m| m.content.chars().count() + tool_call_bytes(&m.tool_calls))
        .sum::<usize>()
        + req.tools.iter().map(|t| t.parameters.to_string().len() + t.description.len() + t.name.len()).sum::<usize>();
    super::estimate_tokens(chars) + 4 * req.messages.len() as u64
}

fn tool_call_bytes(calls: &[super::ToolCall]) -> usize {
    calls.iter().map(super::ToolCall::size).sum()
}

/// When `max_tokens` is unset (a gateway built without defaults): the cap assumed.
const UNSET_OUTPUT_CAP: u64 = 4096;

impl Ledger {
    pub fn new(budget: Budget, prices: Prices) -> Ledger {
        Ledger { budget, prices, state: Mutex::new(State::default()), changed: tokio::sync::Notify::new() }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // A panic while holding the lock cannot leave the tallies inconsistent: recover.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn budget(&self) -> &Budget {
        &self.budget
    }

    /// Reserves room for a call: its input estimate plus its output cap (`max_tokens`). The
    /// call is refused only when what is really left (the limit less what was spent) cannot
    /// cover it; when calls in flight hold the room it needs, it waits for them to settle.
    pub async fn reserve(&self, req: &ChatRequest) -> Result<Reservation<'_>, LlmError> {
        let mut waited = false;
        loop {
            let changed = self.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            match self.try_reserve(req)? {
                Some(r) => return Ok(r),
                None => {
                    if !waited {
                        tracing::debug!(stage = %req.meta.stage, "waiting for calls in flight to settle before the budget can hold this call");
                        waited = true;
                    }
                    changed.await;
                }
            }
        }
    }

    /// A reservation, `None` when calls in flight must settle first, or the refusal.
    fn try_reserve(&self, req: &ChatRequest) -> Result<Option<Reservation<'_>>, LlmError> {
        let input = reserve_input(req);
        let output = req.max_tokens.map_or(UNSET_OUTPUT_CAP, u64::from);
        let tokens = input + output;
        // A cost limit fails closed: a call whose price is unknown could pass it unseen.
        let cost = match (self.prices.cost(&req.model, &Usage::new(input, output)), self.budget.max_cost_usd) {
            (Some(c), _) => c,
            (None, None) => 0.0,
            (None, Some(max)) => {
                return Err(LlmError::Config(format!(
                    "the cost limit ${max} (budget.max_cost_usd) cannot hold: no price for `{0}`; add `prices.{0}: {{ input_per_mtok: ..., output_per_mtok: ... }}` to .agentsmith/config.yaml (US dollars per million tokens), or drop the cost limit",
                    req.model
                )));
            }
        };
        let mut s = self.lock();
        let mut wait = false;
        if let Some(max) = self.budget.max_calls {
            // A call in flight ends as a call or a failed call: both count, so nothing frees up.
            let used = s.total.calls + s.total.failed_calls + s.reserved_calls;
            if used + 1 > max {
                let e = LlmError::Budget {
                    kind: BudgetKind::Calls,
                    used: format!("{used} model calls made or in flight"),
                    limit: max.to_string(),
                };
                return Err(Self::refused(&mut s, req, format!("max_calls {max}"), e));
            }
        }
        if let Some(max) = self.budget.max_tokens {
            let spent = s.total.input_tokens + s.total.output_tokens;
            if spent + tokens > max {
                let e = LlmError::Budget {
                    kind: BudgetKind::Tokens,
                    used: format!("{spent} tokens spent, and this call may take up to {tokens} more"),
                    limit: max.to_string(),
                };
                return Err(Self::refused(&mut s, req, format!("max_tokens {max}"), e));
            }
            wait |= spent + s.reserved_tokens + tokens > max;
        }
        if let Some(max) = self.budget.max_cost_usd {
            let spent = s.total.cost_usd;
            if spent + cost > max {
                let e = LlmError::Budget {
                    kind: BudgetKind::Cost,
                    used: format!("${spent:.4} spent, and this call may cost up to ${cost:.4} more"),
                    limit: format!("{max:.4}"),
                };
                return Err(Self::refused(&mut s, req, format!("max_cost_usd {max}"), e));
            }
            wait |= spent + s.reserved_cost + cost > max;
        }
        if wait && s.reserved_calls > 0 {
            return Ok(None);
        }
        s.reserved_calls += 1;
        s.reserved_tokens += tokens;
        s.reserved_cost += cost;
        Ok(Some(Reservation { ledger: self, tokens, cost, open: true }))
    }

    /// Records a refusal by `limit` and returns its error.
    fn refused(s: &mut State, req: &ChatRequest, limit: String, e: LlmError) -> LlmError {
        let key = (req.meta.stage.clone(), req.meta.role.clone(), req.meta.smith.clone());
        *s.by_key.entry(key).or_default().refused.entry(limit.clone()).or_default() += 1;
        *s.total.refused.entry(limit).or_default() += 1;
        e
    }

    /// Refuses a call after the wall-time limit, recording it.
    pub fn refuse_wall(&self, req: &ChatRequest, elapsed: Duration, max: Duration) -> LlmError {
        let e = LlmError::Budget {
            kind: BudgetKind::Wall,
            used: format!("{} s have passed", elapsed.as_secs()),
            limit: max.as_secs().to_string(),
        };
        Self::refused(&mut self.lock(), req, format!("max_wall_secs {}", max.as_secs()), e)
    }

    /// Counts an attempt sent again.
    pub fn retried(&self, req: &ChatRequest) {
        let mut s = self.lock();
        let key = (req.meta.stage.clone(), req.meta.role.clone(), req.meta.smith.clone());
        s.by_key.entry(key).or_default().retries += 1;
        s.total.retries += 1;
    }

    /// Replaces a reservation with what the call used. Returns the call's cost, if known.
    pub fn settle(&self, mut r: Reservation<'_>, req: &ChatRequest, model: &str, usage: &Usage) -> Option<f64> {
        let cost = self.prices.cost(model, usage).or_else(|| self.prices.cost(&req.model, usage));
        {
            let mut s = self.lock();
            Self::unreserve(&mut s, &r);
            r.open = false;
            let key = (req.meta.stage.clone(), req.meta.role.clone(), req.meta.smith.clone());
            s.by_key.entry(key).or_default().add(usage, cost);
            s.total.add(usage, cost);
        }
        self.changed.notify_waiters();
        cost
    }

    /// Gives a reservation back after a failed call (the failure is counted against calls).
    pub fn release(&self, mut r: Reservation<'_>, req: &ChatRequest) {
        {
            let mut s = self.lock();
            Self::unreserve(&mut s, &r);
            r.open = false;
            let key = (req.meta.stage.clone(), req.meta.role.clone(), req.meta.smith.clone());
            s.by_key.entry(key).or_default().failed_calls += 1;
            s.total.failed_calls += 1;
        }
        self.changed.notify_waiters();
    }

    fn unreserve(s: &mut State, r: &Reservation<'_>) {
        s.reserved_calls = s.reserved_calls.saturating_sub(1);
        s.reserved_tokens = s.reserved_tokens.saturating_sub(r.tokens);
        s.reserved_cost = (s.reserved_cost - r.cost).max(0.0);
    }

    pub fn total(&self) -> Tally {
        self.lock().total.clone()
    }

    pub fn by_key(&self) -> BTreeMap<UsageKey, Tally> {
        self.lock().by_key.clone()
    }
}

/// Which prompt prefixes were sent, to count the input tokens of a request that repeat one
/// (what a provider's prompt cache serves). A prefix ends at a breakpoint, as the Anthropic
/// provider marks them: after the tools, after each system block (at most two, the last
/// ones), and after the last two messages marked `cache` (fewer if the limit of 4 says so).
/// Tokens are estimated (about four characters a token).
///
/// Anthropic's documented rules, which [`PrefixCache::anthropic`] follows: a prefix is cached
/// at a breakpoint only if it holds at least 1024 tokens (Claude Sonnet and Opus); a write
/// becomes readable only once its response has begun, so requests sent together
/// ([`PrefixCache::send_together`]) cannot read what each other write, and each pays the write.
#[derive(Debug, Default)]
pub struct PrefixCache {
    seen: std::collections::HashSet<u64>,
    /// The shortest prefix a breakpoint caches; 0 counts every breakpoint.
    min_tokens: u64,
}

/// What one request sends, by [`PrefixCache::send`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PrefixUse {
    pub input_tokens: u64,
    /// Tokens of the longest prefix sent before.
    pub read_tokens: u64,
    /// Tokens of marked prefixes sent for the first time.
    pub write_tokens: u64,
}

/// Anthropic's minimum cacheable prompt for Claude Sonnet and Opus, in tokens.
pub const ANTHROPIC_MIN_CACHED_TOKENS: u64 = 1024;

/// Estimated tokens of what leads `req` up to the end of its first system block (tool
/// definitions, the answer schema, the first system message): the prefix that requests which
/// share that block share, counted as [`PrefixCache`] counts it.
pub fn leading_tokens(req: &ChatRequest) -> u64 {
    let tools: u64 = req
        .tools
        .iter()
        .map(|t| super::estimate_tokens(t.name.len() + t.description.len() + t.parameters.to_string().len()))
        .sum();
    let schema = req.answer_schema.as_ref().map_or(0, |s| super::estimate_tokens(s.schema.to_string().len()));
    let system = req
        .messages
        .iter()
        .find(|m| m.role == super::Role::System)
        .map_or(0, |m| super::estimate_tokens(m.content.len()));
    tools + schema + system
}

/// Whether a prefix of `tokens` is long enough for a provider's prompt cache (Anthropic's
/// minimum; OpenAI's automatic caching has the same one).
pub fn cacheable(tokens: u64) -> bool {
    tokens >= ANTHROPIC_MIN_CACHED_TOKENS
}

impl PrefixCache {
    /// With Anthropic's minimum length of a cached prefix.
    pub fn anthropic() -> PrefixCache {
        PrefixCache { min_tokens: ANTHROPIC_MIN_CACHED_TOKENS, ..PrefixCache::default() }
    }

    /// One request, sent after every earlier one has begun to answer.
    pub fn send(&mut self, req: &ChatRequest) -> PrefixUse {
        let (used, breaks) = self.look(req);
        self.seen.extend(breaks);
        used
    }

    /// Requests sent at once: each reads only what was written before them all.
    pub fn send_together(&mut self, reqs: &[&ChatRequest]) -> Vec<PrefixUse> {
        let looked: Vec<(PrefixUse, Vec<u64>)> = reqs.iter().map(|r| self.look(r)).collect();
        looked
            .into_iter()
            .map(|(used, breaks)| {
                self.seen.extend(breaks);
                used
            })
            .collect()
    }

    /// What `req` reads and writes, and the keys of the prefixes it caches.
    fn look(&self, req: &ChatRequest) -> (PrefixUse, Vec<u64>) {
        use std::hash::{Hash, Hasher};
        const MAX: usize = super::anthropic::MAX_BREAKPOINTS;
        let mut h = std::collections::hash_map::DefaultHasher::new();
        let mut tokens = 0u64;
        let mut breaks: Vec<(u64, u64)> = Vec::new();
        for t in &req.tools {
            (&t.name, &t.description, t.parameters.to_string()).hash(&mut h);
            tokens += super::estimate_tokens(t.name.len() + t.description.len() + t.parameters.to_string().len());
        }
        if let Some(s) = &req.answer_schema {
            (&s.name, s.schema.to_string()).hash(&mut h);
            tokens += super::estimate_tokens(s.schema.to_string().len());
        }
        if super::anthropic::has_tools(req) {
            breaks.push((h.finish(), tokens));
        }
        let system: Vec<&super::Message> = req.messages.iter().filter(|m| m.role == super::Role::System).collect();
        let system_marks = system.len().min(MAX - 2);
        for (i, m) in system.iter().enumerate() {
            m.content.hash(&mut h);
            tokens += super::estimate_tokens(m.content.len());
            if i >= system.len() - system_marks {
                breaks.push((h.finish(), tokens));
            }
        }
        let left = (MAX - breaks.len()).min(2);
        let marked: Vec<usize> = req
            .messages
            .iter()
            .enumerate()
            .filter(|(_, m)| m.cache && m.role != super::Role::System)
            .map(|(i, _)| i)
            .rev()
            .take(left)
            .collect();
        for (i, m) in req.messages.iter().enumerate().filter(|(_, m)| m.role != super::Role::System) {
            (m.role, &m.content, tool_call_bytes(&m.tool_calls)).hash(&mut h);
            tokens += super::estimate_tokens(m.content.len() + tool_call_bytes(&m.tool_calls));
            if marked.contains(&i) {
                breaks.push((h.finish(), tokens));
            }
        }
        // A prefix too short for the cache is neither written nor read.
        breaks.retain(|(_, n)| *n >= self.min_tokens);
        let read = breaks.iter().filter(|(k, _)| self.seen.contains(k)).map(|(_, n)| *n).max().unwrap_or(0);
        let marked = breaks.last().map_or(0, |(_, n)| *n);
        let used = PrefixUse { input_tokens: tokens, read_tokens: read, write_tokens: marked.saturating_sub(read) };
        (used, breaks.into_iter().map(|(k, _)| k).collect())
    }
}
