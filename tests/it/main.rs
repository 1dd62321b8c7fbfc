//! The integration tests: one binary, driving `agentsmith` as users do.

mod common;
mod config;
mod fuzz;
mod roles;
mod scan;
mod triage;
