//! agentsmith: a panel of expert roles, defined in YAML, debates how to do a job; the plan they
//! agree on is carried out by a tree of isolated sub-agents. This library holds everything; the
//! binary only parses arguments, calls [`run`] and maps the result to an exit status.

#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::panic))]
// The library never prints: output goes through `console::Io` and the event sinks.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod cli;
pub mod console;
mod error;
pub mod eval;
pub mod job;
pub mod knowledge;
pub mod pipelines;
pub mod report;
pub mod stages;

// The crates below, by stage; their modules under the names every path here uses.
pub use agentsmith_core::{
    catalog, config, diag, event, git, limits, redact, spend, templates, term, util, workspace, yaml,
};
pub use agentsmith_debate::{context, debate, triage};
pub use agentsmith_llm::{ask, estimate, llm};
pub use agentsmith_scan::{apiscan, scan};
pub use agentsmith_smith::{agent, sandbox, smith, tools};

/// The data compiled into the binary: the roles, triggers and templates (`agentsmith-core`),
/// and the built-in eval suites.
pub mod embedded {
    pub use agentsmith_core::embedded::*;
    include!(concat!(env!("OUT_DIR"), "/suites.rs"));
}

pub use console::Io;
pub use error::{Error, exit};
pub use pipelines::run;
