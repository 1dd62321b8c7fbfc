//! What a command spent against the worst case estimated before it started (the estimate
//! `--dry-run` and `--confirm` show and the budget is set against): one rendering for every
//! report, as a markdown section, a JSON object and a final line.

use serde::Serialize;

use crate::llm::{Estimate, Tally};

/// The worst case and what was spent, side by side.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub struct Against {
    pub estimate: Side,
    pub spent: Side,
    /// The measures where the spend went over the worst case: `calls`, `input_tokens`,
    /// `output_tokens`, `cost_usd`. Not empty means the estimate is wrong (a bug to report),
    /// not that the command failed.
    #[serde(default)]
    pub over: Vec<String>,
}

/// Calls, tokens and cost, of the estimate or of the spend.
#[derive(Debug, Clone, Default, PartialEq, Serialize, serde::Deserialize)]
pub struct Side {
    pub calls: u64,
    pub input_tokens: u64,
    /// Of the input tokens, those read from the prompt cache (for the estimate: those that
    /// repeat a prefix already sent) and those written to it.
    pub cache_read_tokens: u64,
    pub cache_write_tokens: u64,
    pub output_tokens: u64,
    /// Without the prompt cache (the estimate only; `None` without a price).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost_usd: Option<f64>,
    /// With the prompt cache (what was spent is always priced so); `None` without a price.
    pub cached_cost_usd: Option<f64>,
}

impl Side {
    /// The calls and tokens, as an estimate.
    pub fn counts(&self) -> Estimate {
        Estimate {
            calls: self.calls,
            input_tokens: self.input_tokens,
            cache_read_tokens: self.cache_read_tokens,
            cache_write_tokens: self.cache_write_tokens,
            output_tokens: self.output_tokens,
        }
    }
}

impl Against {
    /// `estimate` priced on `model` at `price`, against `spent`.
    pub fn new(estimate: &Estimate, model: &str, price: Option<&crate::config::Price>, spent: &Tally) -> Against {
        let costs = price.map(|p| estimate.costs(model, p));
        let estimate = Side {
            calls: estimate.calls,
            input_tokens: estimate.input_tokens,
            cache_read_tokens: estimate.cache_read_tokens,
            cache_write_tokens: estimate.cache_write_tokens,
            output_tokens: estimate.output_tokens,
            cost_usd: costs.map(|c| c.0),
            cached_cost_usd: costs.map(|c| c.1),
        };
        let spent = Side {
            calls: spent.calls,
            input_tokens: spent.input_tokens,
            cache_read_tokens: spent.cache_read_tokens,
            cache_write_tokens: spent.cache_write_tokens,
            output_tokens: spent.output_tokens,
            cost_usd: None,
            cached_cost_usd: spent.known_cost(),
        };
        let mut over = Vec::new();
        if spent.calls > estimate.calls {
            over.push("calls".to_string());
        }
        if spent.input_tokens > estimate.input_tokens {
            over.push("input_tokens".to_string());
        }
        if spent.output_tokens > estimate.output_tokens {
            over.push("output_tokens".to_string());
        }
        // What was spent is priced with the cache; the worst case without it bounds it.
        if let (Some(s), Some(w)) = (spent.cached_cost_usd, estimate.cost_usd)
            && s > w + 1e-9
        {
            over.push("cost_usd".to_string());
        }
        Against { estimate, spent, over }
    }

    /// The object for a JSON report.
    pub fn json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }

    /// What went over the worst case, in words, or `None`.
    fn over_words(&self) -> Option<String> {
        (!self.over.is_empty()).then(|| {
            format!(
                "OVER THE ESTIMATE ({}): the worst case was not the worst case; please report this as a bug",
                self.over.join(", ")
            )
        })
    }

    /// The section of a markdown report.
    pub fn markdown(&self) -> String {
        let (e, s) = (&self.estimate, &self.spent);
        let usd = |c: Option<f64>| c.map_or_else(|| "unknown (no price)".to_string(), |c| format!("${c:.4}"));
        let mut out = String::from("## Spent against the estimate\n\n");
        out.push_str("| | model calls | input tokens (cached) | output tokens | cost without the cache | cost with the cache |\n");
        out.push_str("| --- | ---: | ---: | ---: | ---: | ---: |\n");
        out.push_str(&format!(
            "| worst case (`--dry-run`) | {} | {} ({}) | {} | {} | {} |\n",
            e.calls,
            e.input_tokens,
            e.cache_read_tokens,
            e.output_tokens,
            usd(e.cost_usd),
            usd(e.cached_cost_usd)
        ));
        out.push_str(&format!(
            "| spent | {} | {} ({}) | {} | | {} |\n",
            s.calls,
            s.input_tokens,
            s.cache_read_tokens,
            s.output_tokens,
            usd(s.cached_cost_usd)
        ));
        out.push('\n');
        match self.over_words() {
            Some(w) => out.push_str(&format!("**{w}.**\n")),
            None => out.push_str("Within the estimate.\n"),
        }
        out
    }

    /// The final line on the terminal.
    pub fn line(&self) -> String {
        let (e, s) = (&self.estimate, &self.spent);
        let share = |a: u64, b: u64| 100.0 * a as f64 / b.max(1) as f64;
        let cost = match (s.cached_cost_usd, e.cost_usd, e.cached_cost_usd) {
            (Some(c), Some(w), Some(k)) => {
                format!("; cost ${c:.4} against a worst case of ${w:.2} (${k:.2} with the prompt cache)")
            }
            _ => String::new(),
        };
        let (spent_tokens, worst_tokens) = (s.input_tokens + s.output_tokens, e.input_tokens + e.output_tokens);
        let over = self.over_words().map(|w| format!(". {w}")).unwrap_or_default();
        format!(
            "Spent against the estimate: {} of at most {} model calls, {spent_tokens} of at most {worst_tokens} tokens ({:.1}%; {} of {} input tokens cached){cost}{over}",
            s.calls,
            e.calls,
            share(spent_tokens, worst_tokens),
            s.cache_read_tokens,
            s.input_tokens,
        )
    }
}
