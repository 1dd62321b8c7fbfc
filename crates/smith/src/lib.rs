//! The smith executor: the Agent Smith workspace protocol, the recursive tree of smiths, the
//! bounded agent loop with its tools, and the kernel sandbox every model-written command runs in.

#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::panic))]
// The library never prints: output goes through the events and `report/` in the CLI crate.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod agent;
pub mod sandbox;
pub mod smith;
pub mod tools;

// The modules of the crates below, under the names the code here has always used
// (`crate::config::Settings`): a path names its crate once, in this list.
pub(crate) use agentsmith_core::{config, event, git, limits, redact, templates, util, workspace};
pub(crate) use agentsmith_debate::debate;
pub(crate) use agentsmith_llm::{ask, llm};
