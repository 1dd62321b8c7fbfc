//! The offline scanner: secrets, code rules over syntax trees with data flow, templates, and
//! OpenAPI checks, with suppressions and baselines. Usable alone as a library: no async runtime,
//! no network, no model (`Scanner::builtin()`, `scan::scan_with`).

#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::panic))]
// The library never prints: output goes through the events and `report/` in the CLI crate.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod apiscan;
pub mod embedded;
pub mod scan;

// The modules of the crates below, under the names the code here has always used
// (`crate::config::Settings`): a path names its crate once, in this list.
pub(crate) use agentsmith_core::{config, diag, exit, redact, util, yaml};
