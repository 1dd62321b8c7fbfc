//! The model gateway: one provider trait (OpenAI-compatible, Anthropic, scripted), retries,
//! deadlines, the budget ledger, the response cache, record/replay; typed answers (`ask`); and
//! the estimators of what a command will spend (`estimate`).

#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::panic))]
// The library never prints: output goes through the events and `report/` in the CLI crate.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod ask;
pub mod estimate;
pub mod llm;

// The modules of the crates below, under the names the code here has always used
// (`crate::config::Settings`): a path names its crate once, in this list.
pub(crate) use agentsmith_core::{config, event, limits, redact, spend, util, workspace, yaml};
