//! agentsmith: a panel of expert roles, defined in YAML, debates how to do a job; the plan they
//! agree on is carried out by a tree of isolated sub-agents. This library holds everything; the
//! binary only parses arguments, calls [`run`] and maps the result to an exit status.

#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::panic))]
// The library never prints: output goes through `console::Io` and the event sinks.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod agent;
pub mod apiscan;
pub mod ask;
pub mod catalog;
pub mod cli;
pub mod config;
pub mod console;
pub mod context;
pub mod debate;
pub mod diag;
pub mod embedded;
mod error;
pub mod estimate;
pub mod eval;
pub mod event;
pub mod git;
pub mod job;
pub mod knowledge;
pub mod limits;
pub mod llm;
pub mod pipelines;
pub mod redact;
pub mod report;
pub mod sandbox;
pub mod scan;
pub mod smith;
pub mod spend;
pub mod stages;
pub mod templates;
pub mod term;
pub mod tools;
pub mod triage;
pub mod util;
pub mod workspace;
pub mod yaml;

pub use console::Io;
pub use error::{Error, exit};
pub use pipelines::run;
