//! What a model call costs and what a command spends: the usage of one call ([`Usage`]), the
//! tally of many ([`Tally`]), calls and tokens counted before they are spent ([`Counts`],
//! [`Estimate`]: expected and at most), the bound a budget's caps set ([`Pricing`],
//! [`Capped`]), and what was spent against both ([`Against`]): one vocabulary for the gateway,
//! the estimators and every report. The estimators themselves are the model layer's
//! (`estimate`): they count requests.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::config::{Budget, Price};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Usage {
    /// Every input token of the call, cached or not.
    pub input_tokens: u64,
    pub output_tokens: u64,
    /// Of `input_tokens`, those read from the provider's prompt cache (Anthropic
    /// `cache_read_input_tokens`, OpenAI `prompt_tokens_details.cached_tokens`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub cache_read_tokens: u64,
    /// Of `input_tokens`, those written to the prompt cache (Anthropic
    /// `cache_creation_input_tokens`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub cache_write_tokens: u64,
    /// The endpoint reported no (or only part of the) usage: the counts are estimates from the
    /// text (about four characters a token).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub estimated: bool,
}

/// The most tokens one answer is believed to report: a server's figure above it is cut to it, so
/// that a hostile or broken server cannot overflow the tallies (no model reads a trillion tokens).
pub const MAX_REPORTED_TOKENS: u64 = 1 << 40;

impl Usage {
    pub fn new(input_tokens: u64, output_tokens: u64) -> Usage {
        Usage {
            input_tokens: input_tokens.min(MAX_REPORTED_TOKENS),
            output_tokens: output_tokens.min(MAX_REPORTED_TOKENS),
            cache_read_tokens: 0,
            cache_write_tokens: 0,
            estimated: false,
        }
    }

    /// With `read` and `written` of the input tokens going through the prompt cache.
    pub fn cached(mut self, read: u64, written: u64) -> Usage {
        self.cache_read_tokens = read.min(self.input_tokens);
        self.cache_write_tokens = written.min(self.input_tokens - self.cache_read_tokens);
        self
    }

    /// Input tokens paid at the full price: neither read from nor written to the cache.
    pub fn uncached_input(&self) -> u64 {
        self.input_tokens.saturating_sub(self.cache_read_tokens + self.cache_write_tokens)
    }

    pub fn total(&self) -> u64 {
        self.input_tokens + self.output_tokens
    }

    /// US dollars for this usage on `model` at `price` (cached input at the cache's prices).
    pub fn cost_at(&self, model: &str, price: &Price) -> f64 {
        (self.uncached_input() as f64 * price.input_per_mtok
            + self.cache_read_tokens as f64 * price.cache_read(model)
            + self.cache_write_tokens as f64 * price.cache_write()
            + self.output_tokens as f64 * price.output_per_mtok)
            / 1e6
    }
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// Tokens in `text`, estimated at about four characters a token (what is recorded when an
/// endpoint reports no usage).
pub fn estimate_tokens(chars: usize) -> u64 {
    chars.div_ceil(4) as u64
}
/// Usage of one (stage, role, smith).
#[derive(Debug, Clone, Default, PartialEq, Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Tally {
    pub calls: u64,
    /// Every input token, cached or not.
    pub input_tokens: u64,
    pub output_tokens: u64,
    /// Of the input tokens, those read from the provider's prompt cache.
    #[serde(skip_serializing_if = "is_zero")]
    pub cache_read_tokens: u64,
    /// Of the input tokens, those written to the prompt cache.
    #[serde(skip_serializing_if = "is_zero")]
    pub cache_write_tokens: u64,
    /// The cost of the calls whose price is known.
    pub cost_usd: f64,
    /// Calls to models without a configured price: the cost above leaves them out.
    pub unpriced_calls: u64,
    pub failed_calls: u64,
    /// Calls whose token counts are estimates: the endpoint reported no usage.
    #[serde(skip_serializing_if = "is_zero")]
    pub estimated_calls: u64,
    /// Attempts sent again after a transient failure (their tokens, if any, are not known).
    #[serde(skip_serializing_if = "is_zero")]
    pub retries: u64,
    /// Calls the budget refused, by the limit that refused them (`max_tokens 50000`).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub refused: BTreeMap<String, u64>,
}

impl Tally {
    /// One call's usage, at `cost` (`None`: the model has no price).
    pub fn add(&mut self, usage: &Usage, cost: Option<f64>) {
        self.calls += 1;
        self.input_tokens += usage.input_tokens;
        self.output_tokens += usage.output_tokens;
        self.cache_read_tokens += usage.cache_read_tokens;
        self.cache_write_tokens += usage.cache_write_tokens;
        if usage.estimated {
            self.estimated_calls += 1;
        }
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
        self.cache_read_tokens += other.cache_read_tokens;
        self.cache_write_tokens += other.cache_write_tokens;
        self.cost_usd += other.cost_usd;
        self.unpriced_calls += other.unpriced_calls;
        self.failed_calls += other.failed_calls;
        self.estimated_calls += other.estimated_calls;
        self.retries += other.retries;
        for (k, n) in &other.refused {
            *self.refused.entry(k.clone()).or_default() += n;
        }
    }

    /// Input and output tokens.
    pub fn tokens(&self) -> u64 {
        self.input_tokens.saturating_add(self.output_tokens)
    }

    /// The cost, or `None` when some calls had no price.
    pub fn known_cost(&self) -> Option<f64> {
        (self.unpriced_calls == 0).then_some(self.cost_usd)
    }

    /// The input tokens in words, with the cached ones when there are any: `1200 in (800
    /// cached, 100 written to the cache)`.
    pub fn input_words(&self) -> String {
        input_words(self.input_tokens, self.cache_read_tokens, self.cache_write_tokens)
    }

    /// The input tokens for a table cell: `1200 (800 cached)`, or `1200`.
    pub fn input_cell(&self) -> String {
        if self.cache_read_tokens > 0 {
            format!("{} ({} cached)", self.input_tokens, self.cache_read_tokens)
        } else {
            self.input_tokens.to_string()
        }
    }

    /// Calls the budget refused.
    pub fn refused_calls(&self) -> u64 {
        self.refused.values().sum()
    }

    /// What the budget stopped, for summaries: `3 calls refused by the budget (max_tokens
    /// 50000)`, or `None` when it stopped nothing.
    pub fn budget_note(&self) -> Option<String> {
        note(self.refused_calls(), "call", |calls, _| {
            let limits: Vec<String> = if self.refused.len() == 1 {
                self.refused.keys().cloned().collect()
            } else {
                self.refused.iter().map(|(k, n)| format!("{k}: {n}")).collect()
            };
            format!("{calls} refused by the budget ({})", limits.join(", "))
        })
    }

    /// Which counts are estimates, for summaries, or `None` when all were reported.
    pub fn estimate_note(&self) -> Option<String> {
        note(self.estimated_calls, "call", |calls, one| {
            let whose = if one { "its" } else { "their" };
            format!(
                "the endpoint reported no usage for {calls}: {whose} tokens are estimated (about 4 characters a token)"
            )
        })
    }

    /// Attempts sent again, for summaries, or `None` when none were.
    pub fn retry_note(&self) -> Option<String> {
        note(self.retries, "attempt", |attempts, one| {
            let were = if one { "was" } else { "were" };
            format!("{attempts} {were} sent again after a transient failure (not counted as calls)")
        })
    }

    /// The notes, in the order a summary gives them.
    pub fn notes(&self) -> Vec<String> {
        self.budget_note().into_iter().chain(self.estimate_note()).chain(self.retry_note()).collect()
    }
}

/// A note about `n` things, `None` when there are none: `say` gets them counted in words (`3
/// calls`) and whether there is one, for the words that agree with it.
fn note(n: u64, noun: &str, say: impl FnOnce(String, bool) -> String) -> Option<String> {
    (n > 0).then(|| say(crate::util::count(n, noun), n == 1))
}

/// `1200 in (800 cached, 100 written to the cache)`, or `1200 in` without cache traffic.
pub fn input_words(input: u64, read: u64, written: u64) -> String {
    let mut parts = Vec::new();
    if read > 0 {
        parts.push(format!("{read} cached"));
    }
    if written > 0 {
        parts.push(format!("{written} written to the cache"));
    }
    if parts.is_empty() { format!("{input} in") } else { format!("{input} in ({})", parts.join(", ")) }
}

/// Calls and tokens counted before they are spent: of the input tokens, those that repeat a
/// prefix already sent (read from the prompt cache where the provider caches) and those that
/// start such a prefix (written to it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Counts {
    pub calls: u64,
    pub input_tokens: u64,
    pub cache_read_tokens: u64,
    pub cache_write_tokens: u64,
    pub output_tokens: u64,
}

impl Counts {
    pub fn add(&mut self, o: &Counts) {
        self.calls = self.calls.saturating_add(o.calls);
        self.input_tokens = self.input_tokens.saturating_add(o.input_tokens);
        self.cache_read_tokens = self.cache_read_tokens.saturating_add(o.cache_read_tokens);
        self.cache_write_tokens = self.cache_write_tokens.saturating_add(o.cache_write_tokens);
        self.output_tokens = self.output_tokens.saturating_add(o.output_tokens);
    }

    /// This and `o`.
    pub fn with(mut self, o: &Counts) -> Counts {
        self.add(o);
        self
    }

    /// This, `n` times.
    pub fn times(&self, n: u64) -> Counts {
        Counts {
            calls: self.calls.saturating_mul(n),
            input_tokens: self.input_tokens.saturating_mul(n),
            cache_read_tokens: self.cache_read_tokens.saturating_mul(n),
            cache_write_tokens: self.cache_write_tokens.saturating_mul(n),
            output_tokens: self.output_tokens.saturating_mul(n),
        }
    }

    /// Input and output tokens.
    pub fn tokens(&self) -> u64 {
        self.input_tokens.saturating_add(self.output_tokens)
    }

    /// The cost without the prompt cache and with it, on `model` at `price`.
    pub fn costs(&self, model: &str, price: &Price) -> (f64, f64) {
        let plain = Usage::new(self.input_tokens, self.output_tokens);
        let cached = plain.cached(self.cache_read_tokens, self.cache_write_tokens);
        (plain.cost_at(model, price), cached.cost_at(model, price))
    }

    /// The mean of this and `o`, rounded up.
    pub fn mean(&self, o: &Counts) -> Counts {
        let m = |a: u64, b: u64| a.saturating_add(b).div_ceil(2);
        Counts {
            calls: m(self.calls, o.calls),
            input_tokens: m(self.input_tokens, o.input_tokens),
            cache_read_tokens: m(self.cache_read_tokens, o.cache_read_tokens),
            cache_write_tokens: m(self.cache_write_tokens, o.cache_write_tokens),
            output_tokens: m(self.output_tokens, o.output_tokens),
        }
    }

    /// One call of `input` tokens answered with `output`.
    pub fn call(input: u64, output: u64) -> Counts {
        Counts { calls: 1, input_tokens: input, output_tokens: output, ..Counts::default() }
    }
}

/// What a command (or a part of one) is expected to spend, and the most it can.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Estimate {
    /// The point estimate from what is known.
    pub expected: Counts,
    /// The worst case the limits allow, before the budget's caps.
    pub bound: Counts,
    /// What the expected figures assume, part by part: `the debate: 3 roles, 2 rounds`.
    pub assumed: Vec<String>,
}

impl Estimate {
    pub fn add(&mut self, o: &Estimate) {
        self.expected.add(&o.expected);
        self.bound.add(&o.bound);
        self.assumed.extend(o.assumed.iter().cloned());
    }

    /// This and `o`.
    pub fn with(mut self, o: &Estimate) -> Estimate {
        self.add(o);
        self
    }

    /// The sum of `parts`.
    pub fn sum<'a>(parts: impl IntoIterator<Item = &'a Estimate>) -> Estimate {
        parts.into_iter().fold(Estimate::default(), |all, e| all.with(e))
    }
}

/// The model's name and price, and the budget: what prices an estimate and caps its bound.
#[derive(Debug, Clone, Copy)]
pub struct Pricing<'a> {
    pub model: &'a str,
    pub price: Option<&'a Price>,
    pub budget: &'a Budget,
}

/// The bound the budget enforces: the limits' worst case clamped by each of the budget's caps.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Capped {
    pub calls: u64,
    pub tokens: u64,
    /// Without the prompt cache; `None` without a price.
    pub cost_usd: Option<f64>,
    /// The budget's caps lower than the limits' worst case: `max_calls`, `max_tokens`,
    /// `max_cost_usd`. Empty: the limits' worst case is the bound.
    pub caps: Vec<String>,
}

impl Capped {
    /// What sets the bound, in words: `the budget's caps: max_calls, max_tokens`, `the
    /// limits' worst case`, or both.
    pub fn source(&self) -> String {
        let all = self.caps.iter().any(|c| c == "max_calls") && self.caps.iter().any(|c| c == "max_tokens");
        match self.caps.len() {
            0 => "the limits' worst case; no budget cap is lower".into(),
            1 => format!("the budget's cap {}; the rest the limits' worst case", self.caps[0]),
            _ if all => format!("the budget's caps: {}", self.caps.join(", ")),
            _ => format!("the budget's caps {}; the rest the limits' worst case", self.caps.join(", ")),
        }
    }
}

impl Pricing<'_> {
    /// The costs of `c` (without the prompt cache, with it), `None` without a price.
    pub fn costs(&self, c: &Counts) -> Option<(f64, f64)> {
        self.price.map(|p| c.costs(self.model, p))
    }

    /// `bound` clamped by the budget's caps.
    pub fn cap(&self, bound: &Counts) -> Capped {
        let b = self.budget;
        let mut caps = Vec::new();
        let mut lower = |limit: Option<u64>, value: u64, name: &str| match limit {
            Some(l) if l < value => {
                caps.push(name.to_string());
                l
            }
            _ => value,
        };
        let calls = lower(b.max_calls, bound.calls, "max_calls");
        let tokens = lower(b.max_tokens, bound.tokens(), "max_tokens");
        // Under a token cap, the most those tokens can cost: as many output tokens as the worst
        // case has, the rest input.
        let output = bound.output_tokens.min(tokens);
        let within =
            Counts { input_tokens: (tokens - output).min(bound.input_tokens), output_tokens: output, ..*bound };
        let cost_usd = self.costs(&within).map(|(plain, _)| match b.max_cost_usd {
            Some(l) if l < plain => {
                caps.push("max_cost_usd".to_string());
                l
            }
            _ => plain,
        });
        Capped { calls, tokens, cost_usd, caps }
    }
}

/// A count for people: `850`, `8.4k`, `60k`, `1.5M`, `557M`.
pub fn approx(n: u64) -> String {
    let short = |v: f64, unit: &str| {
        if v < 10.0 { format!("{:.1}{unit}", v).replace(".0", "") } else { format!("{v:.0}{unit}") }
    };
    match n {
        0..1_000 => n.to_string(),
        1_000..1_000_000 => short(n as f64 / 1e3, "k"),
        1_000_000..1_000_000_000 => short(n as f64 / 1e6, "M"),
        _ => short(n as f64 / 1e9, "G"),
    }
}

/// What was spent against the expected figures and the bound.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Against {
    pub expected: Side,
    pub bound: Bound,
    pub spent: Side,
    /// The spend over the expected figures: 0.95 is 5% under.
    pub ratio: Ratios,
    /// The spend as a share of the bound: 0.19 is 19%.
    pub of_bound: Ratios,
    /// The measures where the spend went past the bound: `calls`, `tokens`, `input_tokens`,
    /// `output_tokens`, `cost_usd`. Not empty means the bound is wrong (a bug to report), not
    /// that the command failed.
    pub over: Vec<String>,
    /// What the expected figures assumed, part by part.
    pub assumed: Vec<String>,
}

/// Calls, tokens and cost, of an estimate or of the spend.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Side {
    pub calls: u64,
    pub input_tokens: u64,
    /// Of the input tokens, those read from the prompt cache (for an estimate: those that
    /// repeat a prefix already sent) and those written to it.
    pub cache_read_tokens: u64,
    pub cache_write_tokens: u64,
    pub output_tokens: u64,
    /// Without the prompt cache (estimates only; `None` without a price).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost_usd: Option<f64>,
    /// With the prompt cache (what was spent is always priced so); `None` without a price.
    pub cached_cost_usd: Option<f64>,
}

/// The bound the budget enforces: the limits' worst case (`limits`) clamped by the caps.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Bound {
    pub calls: u64,
    pub tokens: u64,
    /// Without the prompt cache; `None` without a price.
    pub cost_usd: Option<f64>,
    /// The budget's caps lower than the limits' worst case (`max_calls`, `max_tokens`,
    /// `max_cost_usd`); empty when the limits' worst case is the bound.
    pub caps: Vec<String>,
    /// The limits' worst case, before the caps.
    pub limits: Side,
}

/// Spent over another figure, by measure; `None` when that figure is 0.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Ratios {
    pub calls: Option<f64>,
    pub tokens: Option<f64>,
}

impl Ratios {
    /// `spent` over `by`, rounded to `decimals`.
    fn of(spent: (u64, u64), by: (u64, u64), decimals: i32) -> Ratios {
        let scale = 10f64.powi(decimals);
        let r = |a: u64, b: u64| (b > 0).then(|| (scale * a as f64 / b as f64).round() / scale);
        Ratios { calls: r(spent.0, by.0), tokens: r(spent.1, by.1) }
    }
}

impl Side {
    fn of(c: &Counts, pricing: &Pricing<'_>) -> Side {
        let costs = pricing.costs(c);
        Side {
            calls: c.calls,
            input_tokens: c.input_tokens,
            cache_read_tokens: c.cache_read_tokens,
            cache_write_tokens: c.cache_write_tokens,
            output_tokens: c.output_tokens,
            cost_usd: costs.map(|c| c.0),
            cached_cost_usd: costs.map(|c| c.1),
        }
    }

    fn spent(t: &Tally) -> Side {
        Side {
            calls: t.calls,
            input_tokens: t.input_tokens,
            cache_read_tokens: t.cache_read_tokens,
            cache_write_tokens: t.cache_write_tokens,
            output_tokens: t.output_tokens,
            cost_usd: None,
            cached_cost_usd: t.known_cost(),
        }
    }

    pub fn tokens(&self) -> u64 {
        self.input_tokens + self.output_tokens
    }
}

/// What was spent, as counts.
pub fn counts(t: &Tally) -> Counts {
    Counts {
        calls: t.calls,
        input_tokens: t.input_tokens,
        cache_read_tokens: t.cache_read_tokens,
        cache_write_tokens: t.cache_write_tokens,
        output_tokens: t.output_tokens,
    }
}

impl Against {
    /// `estimate` priced and capped by `pricing`, against `spent`.
    pub fn new(estimate: &Estimate, pricing: &Pricing<'_>, spent: &Tally) -> Against {
        let Capped { calls, tokens, cost_usd, caps } = pricing.cap(&estimate.bound);
        let bound = Bound { calls, tokens, cost_usd, caps, limits: Side::of(&estimate.bound, pricing) };
        let expected = Side::of(&estimate.expected, pricing);
        let spent = Side::spent(spent);
        let mut over = Vec::new();
        let mut past = |name: &str, s: u64, b: u64| {
            if s > b {
                over.push(name.to_string());
            }
        };
        past("calls", spent.calls, bound.calls);
        past("tokens", spent.tokens(), bound.tokens);
        past("input_tokens", spent.input_tokens, bound.limits.input_tokens);
        past("output_tokens", spent.output_tokens, bound.limits.output_tokens);
        // What was spent is priced with the cache; the bound without it bounds it.
        if let (Some(s), Some(b)) = (spent.cached_cost_usd, bound.cost_usd)
            && s > b + 1e-9
        {
            over.push("cost_usd".to_string());
        }
        Against {
            // The figures are estimates: three decimals say enough; a share of a large bound
            // needs more.
            ratio: Ratios::of((spent.calls, spent.tokens()), (expected.calls, expected.tokens()), 3),
            of_bound: Ratios::of((spent.calls, spent.tokens()), (bound.calls, bound.tokens), 6),
            expected,
            bound,
            spent,
            over,
            assumed: estimate.assumed.clone(),
        }
    }

    /// The object for a JSON report.
    pub fn json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }

    /// What went past the bound, in words, or `None`.
    fn over_words(&self) -> Option<String> {
        (!self.over.is_empty()).then(|| {
            format!(
                "OVER THE BOUND ({}): the worst case was not the worst case; please report this as a bug",
                self.over.join(", ")
            )
        })
    }

    /// `0.95x the 40 expected; 19% of at most 200`.
    fn compared(expected: u64, ratio: Option<f64>, bound: u64, share: Option<f64>) -> String {
        let ratio = ratio.map_or_else(|| "none expected".to_string(), |r| format!("{r:.2}x the {expected} expected"));
        let share = share.map_or_else(String::new, |s| format!("; {} of at most {bound}", percent(s)));
        format!("{ratio}{share}")
    }

    /// The section of a markdown report.
    pub fn markdown(&self) -> String {
        let (e, b, s) = (&self.expected, &self.bound, &self.spent);
        let usd = |c: Option<f64>| c.map_or_else(|| "unknown (no price)".to_string(), |c| format!("${c:.4}"));
        let mut out = String::from("## Spent against the estimate\n\n");
        out.push_str(
            "| | model calls | tokens | input tokens (cached) | output tokens | cost without the cache | cost with the cache |\n",
        );
        out.push_str("| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n");
        out.push_str(&format!(
            "| expected | {} | {} | {} ({}) | {} | {} | {} |\n",
            e.calls,
            e.tokens(),
            e.input_tokens,
            e.cache_read_tokens,
            e.output_tokens,
            usd(e.cost_usd),
            usd(e.cached_cost_usd)
        ));
        out.push_str(&format!("| at most | {} | {} | | | {} | |\n", b.calls, b.tokens, usd(b.cost_usd)));
        out.push_str(&format!(
            "| spent | {} | {} | {} ({}) | {} | | {} |\n",
            s.calls,
            s.tokens(),
            s.input_tokens,
            s.cache_read_tokens,
            s.output_tokens,
            usd(s.cached_cost_usd)
        ));
        out.push_str(&format!(
            "\nSpent: calls {}; tokens {}.\n",
            Self::compared(e.calls, self.ratio.calls, b.calls, self.of_bound.calls),
            Self::compared(e.tokens(), self.ratio.tokens, b.tokens, self.of_bound.tokens)
        ));
        let capped = Capped { calls: b.calls, tokens: b.tokens, cost_usd: b.cost_usd, caps: b.caps.clone() };
        out.push_str(&format!(
            "The bound is {} (the limits' worst case: {} calls, {} tokens).\n",
            capped.source(),
            b.limits.calls,
            b.limits.tokens()
        ));
        if !self.assumed.is_empty() {
            out.push_str(&format!("The expected figures assume {}.\n", self.assumed.join("; ")));
        }
        out.push('\n');
        match self.over_words() {
            Some(w) => out.push_str(&format!("**{w}.**\n")),
            None => out.push_str("Within the bound.\n"),
        }
        out
    }

    /// The final line on the terminal.
    pub fn line(&self) -> String {
        let (e, b, s) = (&self.expected, &self.bound, &self.spent);
        let cost = match (s.cached_cost_usd, e.cost_usd) {
            (Some(c), Some(x)) => {
                let most = b.cost_usd.map_or_else(String::new, |m| format!("; at most ${m:.2}"));
                format!("; cost ${c:.4} (expected ${x:.2}{most})")
            }
            _ => String::new(),
        };
        let over = self.over_words().map(|w| format!(". {w}")).unwrap_or_default();
        format!(
            "Spent against the estimate: {} ({}), {} tokens ({}; {} of {} input tokens cached){cost}{over}",
            crate::util::count(s.calls, "model call"),
            Self::compared(e.calls, self.ratio.calls, b.calls, self.of_bound.calls),
            s.tokens(),
            Self::compared(e.tokens(), self.ratio.tokens, b.tokens, self.of_bound.tokens),
            s.cache_read_tokens,
            s.input_tokens,
        )
    }
}

/// `19%`, `1.2%`, `0.05%`, `under 0.01%`.
fn percent(share: f64) -> String {
    let p = 100.0 * share;
    if p >= 10.0 || p == 0.0 {
        format!("{p:.0}%")
    } else if p >= 1.0 {
        format!("{p:.1}%")
    } else if p >= 0.01 {
        format!("{p:.2}%")
    } else {
        "under 0.01%".into()
    }
}

/// `expected about 40 model calls, 60k tokens`.
fn expected_words(c: &Counts) -> String {
    format!("expected about {}, {} tokens", crate::util::count(c.calls, "model call"), approx(c.tokens()))
}

/// ` ($0.25; $0.12 with the prompt cache)`, or nothing without a price.
fn cost_words(costs: Option<(f64, f64)>) -> String {
    costs.map_or_else(String::new, |(plain, cached)| format!(" (${plain:.2}; ${cached:.2} with the prompt cache)"))
}

/// What `--dry-run` and `--confirm` print: the whole (what was `spent` so far, if given, and
/// the parts still to come), expected and at most, with what sets the bound; then each part and
/// what the expected figures assume.
pub fn estimate_lines(spent: Option<&Tally>, parts: &[(String, Estimate)], pricing: &Pricing<'_>) -> String {
    let mut whole = Estimate::sum(parts.iter().map(|(_, e)| e));
    if let Some(t) = spent {
        let done = counts(t);
        whole.expected.add(&done);
        whole.bound.add(&done);
    }
    let capped = pricing.cap(&whole.bound);
    let most_cost = capped.cost_usd.map_or_else(String::new, |c| format!(" (${c:.2})"));
    let unpriced = match pricing.price {
        Some(_) => String::new(),
        // The name stands in for a model not configured: `(no model configured)`.
        None if pricing.model.starts_with('(') => format!("; cost unknown {}", pricing.model),
        None => format!(
            "; cost unknown: no price for `{}` (set prices.{} in the configuration)",
            pricing.model, pricing.model
        ),
    };
    let mut out = format!(
        "estimate: {}{}; at most {} / {} tokens{most_cost} ({}){unpriced}\n",
        expected_words(&whole.expected),
        cost_words(pricing.costs(&whole.expected)),
        crate::util::count(capped.calls, "model call"),
        approx(capped.tokens),
        capped.source()
    );
    if let Some(t) = spent {
        let cost = t.known_cost().map_or_else(String::new, |c| format!(" (${c:.2})"));
        out.push_str(&format!(
            "  spent so far: {}, {} tokens{cost}\n",
            crate::util::count(t.calls, "model call"),
            approx(t.input_tokens + t.output_tokens)
        ));
    }
    if parts.len() > 1 || spent.is_some() {
        for (what, e) in parts {
            out.push_str(&format!(
                "  {what}: {}; at most {}, {} tokens\n",
                expected_words(&e.expected),
                crate::util::count(e.bound.calls, "model call"),
                approx(e.bound.tokens())
            ));
        }
    }
    if !whole.assumed.is_empty() {
        out.push_str(&format!("  the expected figures assume {}\n", whole.assumed.join("; ")));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{Budget, Price};

    fn tally(calls: u64, input: u64, output: u64) -> Tally {
        Tally { calls, input_tokens: input, output_tokens: output, ..Tally::default() }
    }

    #[test]
    fn the_spend_against_the_expected_figures_and_the_bound() {
        let e = Estimate {
            expected: Counts { calls: 40, input_tokens: 50_000, output_tokens: 10_000, ..Counts::default() },
            bound: Counts { calls: 8402, input_tokens: 520_000_000, output_tokens: 37_000_000, ..Counts::default() },
            assumed: vec!["the debate: 3 roles reviewing for 2 rounds".into()],
        };
        let budget = Budget { max_calls: Some(200), max_tokens: Some(2_000_000), ..Budget::default() };
        let pricing = Pricing { model: "m", price: None, budget: &budget };
        let a = Against::new(&e, &pricing, &tally(38, 20_000, 4_000));
        assert_eq!(a.ratio, Ratios { calls: Some(0.95), tokens: Some(0.4) });
        assert_eq!(a.of_bound, Ratios { calls: Some(0.19), tokens: Some(0.012) });
        assert_eq!((a.bound.calls, a.bound.tokens, a.bound.caps.len()), (200, 2_000_000, 2));
        assert_eq!(
            a.line(),
            "Spent against the estimate: 38 model calls (0.95x the 40 expected; 19% of at most 200), 24000 tokens (0.40x the 60000 expected; 1.2% of at most 2000000; 0 of 20000 input tokens cached)"
        );
        let md = a.markdown();
        assert!(md.contains("| at most | 200 | 2000000 | | | unknown (no price) | |"), "{md}");
        assert!(md.contains("The bound is the budget's caps: max_calls, max_tokens (the limits' worst case: 8402 calls, 557000000 tokens)."), "{md}");
        assert!(
            md.contains("The expected figures assume the debate: 3 roles reviewing for 2 rounds.")
                && md.ends_with("Within the bound.\n"),
            "{md}"
        );
        // Past the bound is said plainly.
        let over = Against::new(&e, &pricing, &tally(201, 1000, 1000));
        assert_eq!(over.over, ["calls"]);
        assert!(
            over.line().ends_with(
                ". OVER THE BOUND (calls): the worst case was not the worst case; please report this as a bug"
            )
        );
    }

    #[test]
    fn the_estimate_a_dry_run_prints() {
        let part = |calls, tokens, bound| Estimate {
            expected: Counts { calls, input_tokens: tokens, ..Counts::default() },
            bound: Counts { calls: bound, input_tokens: 100 * tokens, ..Counts::default() },
            assumed: vec![format!("part {calls}")],
        };
        let price = Price::new(3.0, 15.0);
        let budget = Budget { max_calls: Some(200), ..Budget::default() };
        let pricing = Pricing { model: "m", price: Some(&price), budget: &budget };
        let parts = vec![
            ("the debate".to_string(), part(9, 12_000, 28)),
            ("the smith tree".to_string(), part(23, 40_000, 8274)),
        ];
        assert_eq!(
            estimate_lines(None, &parts, &pricing),
            "estimate: expected about 32 model calls, 52k tokens ($0.16; $0.16 with the prompt cache); at most 200 model calls / 5.2M tokens ($15.60) (the budget's cap max_calls; the rest the limits' worst case)\n  the debate: expected about 9 model calls, 12k tokens; at most 28 model calls, 1.2M tokens\n  the smith tree: expected about 23 model calls, 40k tokens; at most 8274 model calls, 4M tokens\n  the expected figures assume part 9; part 23\n"
        );
    }
}

#[cfg(test)]
mod price_tests {
    use super::Usage;
    use crate::config::Price;

    #[test]
    fn cached_tokens_cost_what_the_providers_charge_by_default() {
        let p = Price::new(3.0, 15.0);
        let u = Usage::new(4000, 10).cached(3000, 900);
        // Claude: reads at 0.1×, writes at 1.25×; others: reads at 0.5×.
        let claude = (100.0 * 3.0 + 3000.0 * 0.3 + 900.0 * 3.75 + 10.0 * 15.0) / 1e6;
        assert!((u.cost_at("claude-sonnet-4-5", &p) - claude).abs() < 1e-12);
        let other = (100.0 * 3.0 + 3000.0 * 1.5 + 900.0 * 3.75 + 10.0 * 15.0) / 1e6;
        assert!((u.cost_at("gpt-4.1-mini", &p) - other).abs() < 1e-12);
        let set = Price { cache_read_per_mtok: Some(0.2), cache_write_per_mtok: Some(3.0), ..p };
        let given = (100.0 * 3.0 + 3000.0 * 0.2 + 900.0 * 3.0 + 10.0 * 15.0) / 1e6;
        assert!((u.cost_at("claude-x", &set) - given).abs() < 1e-12);
        // Without cache traffic, the plain price.
        assert!((Usage::new(1000, 0).cost_at("claude-x", &p) - 0.003).abs() < 1e-12);
    }
}
