//! The base of agentsmith, below every stage: the resolved configuration and its layers, the
//! role catalog, prompt templates, located diagnostics and strict YAML, events, the spend
//! vocabulary (usage, tallies, estimates), git and workspace helpers, secret masking and the
//! terminal's colours. No async runtime, no network.

#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::panic))]
// The library never prints: output goes through the events and `report/` in the CLI crate.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod catalog;
pub mod config;
pub mod diag;
pub mod embedded;
pub mod event;
pub mod exit;
pub mod git;
pub mod limits;
pub mod redact;
pub mod spend;
#[cfg(feature = "templates")]
pub mod templates;
#[cfg(feature = "term")]
pub mod term;
pub mod util;
pub mod workspace;
pub mod yaml;
