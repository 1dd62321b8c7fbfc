//! The panel: the repository and ticket context, triage (roles chosen by their triggers,
//! explained), and the debate of typed verdicts in rounds, with its rules and plan.

#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::panic))]
// The library never prints: output goes through the events and `report/` in the CLI crate.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod context;
pub mod debate;
pub mod triage;

// The modules of the crates below, under the names the code here has always used
// (`crate::config::Settings`): a path names its crate once, in this list.
pub(crate) use agentsmith_core::{catalog, config, diag, embedded, event, git, limits, spend, templates, util, yaml};
pub(crate) use agentsmith_llm::{ask, llm};
