//! The integration tests: one binary, driving `agentsmith` as users do.

mod ask;
mod budget;
mod cache;
mod change;
mod common;
mod config;
mod debate;
mod debate_ask;
mod dependencies;
mod events;
mod fuzz;
mod hostile;
mod knowledge;
mod llm;
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
