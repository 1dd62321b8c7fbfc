//! One module per command: the only place that knows the order of stages (`crate::stages`).
//! A command file composes stages and imports no other command.

mod api_scan;
mod change;
mod config_show;
mod debate;
mod doctor;
mod roles;
mod run;
mod security_scan;
mod triage;

use clap::CommandFactory;

use crate::cli::{Cli, Command, ConfigCommand};
use crate::config::Env;
pub use crate::console::Io;
use crate::error::{Error, exit};

/// Runs one parsed command line against an environment; returns the exit status.
pub fn run(cli: Cli, env: Env, io: &mut Io) -> Result<u8, Error> {
    match cli.command {
        Command::Roles(cmd) => roles::run(&cli.global, env, cmd, io),
        Command::Triage(args) => triage::run(&cli.global, env, args, io),
        Command::Config(ConfigCommand::Show { json }) => config_show::run(&cli.global, env, json, io),
        Command::SecurityScan(args) => security_scan::run(&cli.global, env, args, io),
        Command::ApiScan(args) => api_scan::run(&cli.global, env, args, io),
        Command::Doctor { json } => doctor::run(&cli.global, env, json, io),
        Command::Debate(args) => debate::debate(&cli.global, env, args, io),
        Command::Run(args) => run::run(&cli.global, env, args, io),
        Command::Status { json } => run::status(&cli.global, env, json, io),
        Command::Resume { jobs } => run::resume(&cli.global, env, jobs, io),
        Command::FixBug(args) => change::run(&cli.global, env, crate::job::Kind::FixBug, args, io),
        Command::AddFeature(args) => change::run(&cli.global, env, crate::job::Kind::AddFeature, args, io),
        Command::MadDiscussion(args) => debate::mad(&cli.global, env, args, io),
        Command::LegalAnalysis(args) => debate::legal(&cli.global, env, args, io),
        Command::Completions { shell } => {
            let mut cmd = Cli::command();
            clap_complete::generate(shell, &mut cmd, "agentsmith", &mut io.out);
            Ok(exit::OK)
        }
    }
}
