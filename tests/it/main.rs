//! The integration tests: one binary, driving `agentsmith` as users do.

mod ask;
mod budget;
mod cache;
mod change;
mod ci;
mod common;
mod config;
mod debate;
mod dependencies;
mod events;
mod fuzz;
mod hostile;
mod knowledge;
mod llm;
mod messages;
mod programs;
mod pull_request;
mod redact;
mod review;
mod roles;
mod run;
mod scan;
mod smith;
mod streams;
mod terminal;
mod triage;
