//! Token and cost accounting per stage, role and smith, and the run budget that refuses the next
//! call once it is spent. Safe across concurrent calls: a call reserves its estimate before it
//! starts and settles to its real usage when it ends.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::Mutex;

use indexmap::IndexMap;
use serde::Serialize;

use super::{ChatRequest, LlmError, Usage};
use crate::config::Price;

/// Prices per model name, US dollars per million tokens.
#[derive(Debug, Clone, Default)]
pub struct Prices(pub IndexMap<String, Price>);

impl Prices {
    /// The cost of `usage` on `model`, or `None` when its price is unknown.
    pub fn cost(&self, model: &str, usage: &Usage) -> Option<f64> {
        let p = self.0.get(model)?;
        Some((usage.input_tokens as f64 * p.input_per_mtok + usage.output_tokens as f64 * p.output_per_mtok) / 1e6)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BudgetKind {
    Calls,
    Tokens,
    Cost,
}

impl fmt::Display for BudgetKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BudgetKind::Calls => "model calls",
            BudgetKind::Tokens => "tokens",
            BudgetKind::Cost => "cost (USD)",
        })
    }
}

/// Limits for a whole run; `None` is unlimited.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Budget {
    pub max_calls: Option<u64>,
    pub max_tokens: Option<u64>,
    pub max_cost_usd: Option<f64>,
}

/// Usage of one (stage, role, smith).
#[derive(Debug, Clone, Default, PartialEq, Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Tally {
    pub calls: u64,
    pub input_tokens: u64,
    pub output_tokens: u64,
    /// The cost of the calls whose price is known.
    pub cost_usd: f64,
    /// Calls to models without a configured price: the cost above leaves them out.
    pub unpriced_calls: u64,
    pub failed_calls: u64,
}

impl Tally {
    fn add(&mut self, usage: &Usage, cost: Option<f64>) {
        self.calls += 1;
        self.input_tokens += usage.input_tokens;
        self.output_tokens += usage.output_tokens;
        match cost {
            Some(c) => self.cost_usd += c,
            None => self.unpriced_calls += 1,
        }
    }

    /// Adds another tally (usage of an earlier process of the same run).
    pub fn merge(&mut self, other: &Tally) {
        self.calls += other.calls;
        self.input_tokens += other.input_tokens;
        self.output_tokens += other.output_tokens;
        self.cost_usd += other.cost_usd;
        self.unpriced_calls += other.unpriced_calls;
        self.failed_calls += other.failed_calls;
    }

    /// The cost, or `None` when some calls had no price.
    pub fn known_cost(&self) -> Option<f64> {
        (self.unpriced_calls == 0).then_some(self.cost_usd)
    }
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
}

/// A call's hold on the budget; released by [`Ledger::settle`] or [`Ledger::release`].
#[derive(Debug)]
pub struct Reservation {
    tokens: u64,
    cost: f64,
}

impl Ledger {
    pub fn new(budget: Budget, prices: Prices) -> Ledger {
        Ledger { budget, prices, state: Mutex::new(State::default()) }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // A panic while holding the lock cannot leave the tallies inconsistent: recover.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Reserves room for a call, or refuses with the budget it would exceed.
    pub fn reserve(&self, req: &ChatRequest) -> Result<Reservation, LlmError> {
        let chars: usize = req.messages.iter().map(|m| m.content.len()).sum::<usize>()
            + req.tools.iter().map(|t| t.parameters.to_string().len() + t.description.len()).sum::<usize>();
        let input = (chars / 4) as u64 + 8;
        let output = u64::from(req.max_tokens.unwrap_or(1024));
        let tokens = input + output;
        let cost = self.prices.cost(&req.model, &Usage { input_tokens: input, output_tokens: output }).unwrap_or(0.0);
        let mut s = self.lock();
        if let Some(max) = self.budget.max_calls {
            let used = s.total.calls + s.total.failed_calls + s.reserved_calls;
            if used + 1 > max {
                return Err(LlmError::Budget {
                    kind: BudgetKind::Calls,
                    used: used.to_string(),
                    limit: max.to_string(),
                });
            }
        }
        if let Some(max) = self.budget.max_tokens {
            let used = s.total.input_tokens + s.total.output_tokens + s.reserved_tokens;
            if used + tokens > max {
                return Err(LlmError::Budget {
                    kind: BudgetKind::Tokens,
                    used: used.to_string(),
                    limit: max.to_string(),
                });
            }
        }
        if let Some(max) = self.budget.max_cost_usd {
            let used = s.total.cost_usd + s.reserved_cost;
            if used + cost > max {
                return Err(LlmError::Budget {
                    kind: BudgetKind::Cost,
                    used: format!("{used:.4}"),
                    limit: format!("{max:.4}"),
                });
            }
        }
        s.reserved_calls += 1;
        s.reserved_tokens += tokens;
        s.reserved_cost += cost;
        Ok(Reservation { tokens, cost })
    }

    /// Replaces a reservation with what the call used. Returns the call's cost, if known.
    pub fn settle(&self, r: Reservation, req: &ChatRequest, model: &str, usage: &Usage) -> Option<f64> {
        let cost = self.prices.cost(model, usage).or_else(|| self.prices.cost(&req.model, usage));
        let mut s = self.lock();
        Self::unreserve(&mut s, &r);
        let key = (req.meta.stage.clone(), req.meta.role.clone(), req.meta.smith.clone());
        s.by_key.entry(key).or_default().add(usage, cost);
        s.total.add(usage, cost);
        cost
    }

    /// Gives a reservation back after a failed call (the failure is counted against calls).
    pub fn release(&self, r: Reservation, req: &ChatRequest) {
        let mut s = self.lock();
        Self::unreserve(&mut s, &r);
        let key = (req.meta.stage.clone(), req.meta.role.clone(), req.meta.smith.clone());
        s.by_key.entry(key).or_default().failed_calls += 1;
        s.total.failed_calls += 1;
    }

    fn unreserve(s: &mut State, r: &Reservation) {
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
