//! One module per command: the only place that knows the order of stages (`crate::stages`).
//! A command file composes stages and imports no other command.

mod api_scan;
mod args;
mod change;
mod config_show;
mod debate;
mod doctor;
mod eval;
mod init;
mod roles;
mod run;
mod security_scan;
mod setup;
mod triage;

use std::sync::Arc;

use clap::CommandFactory;

use crate::cli::{Cli, Command, ConfigCommand};
use crate::config::Env;
pub use crate::console::Io;
use crate::console::Stream;
use crate::error::{Error, exit};
use crate::event::{EventKind, Origin};
use crate::report::progress::{Jsonl, LiveView, Terminal};

/// Runs one parsed command line against an environment; returns the exit status. Sets up
/// where the command's events go: the progress display on stderr (not with `-q`), or with
/// `--events jsonl` every event on stdout, the command's own output inside the last one.
pub async fn run(cli: Cli, env: Env, io: &mut Io) -> Result<u8, Error> {
    let events_only = cli.global.events.is_some();
    io.quiet = cli.global.quiet;
    let mut captured = None;
    if events_only {
        let jsonl = Arc::new(Jsonl { out: io.out.clone(), secrets: io.secrets.clone() });
        io.events = io.events.with(jsonl);
        let (buffer, text) = Stream::buffer();
        io.out = buffer;
        captured = Some(text);
    } else if !cli.global.quiet {
        io.events = io.events.with(Arc::new(Terminal {
            out: io.err.clone(),
            secrets: io.secrets.clone(),
            colour: io.colour.err,
        }));
        if io.live.is_on() {
            io.events = io.events.with(Arc::new(LiveView::new(io.live.clone())));
        }
    }
    let result = dispatch(cli, env, io).await;
    if let Some(text) = captured {
        let output = String::from_utf8_lossy(&text.lock().unwrap_or_else(|p| p.into_inner())).into_owned();
        let (exit, error) = match &result {
            Ok(code) => (*code, None),
            Err(e) => (e.exit_code(), Some(e.to_string())),
        };
        let output = io.secrets.mask(&output).into_owned();
        io.events.emit(Origin::stage("result"), EventKind::Result { exit, output, error });
    }
    result
}

async fn dispatch(cli: Cli, env: Env, io: &mut Io) -> Result<u8, Error> {
    match cli.command {
        Command::Roles(cmd) => roles::run(&cli.global, env, cmd, io).await,
        Command::Triage(args) => triage::run(&cli.global, env, args, io).await,
        Command::Config(ConfigCommand::Show { json, command }) => {
            config_show::run(&cli.global, env, json, &command, io).await
        }
        Command::SecurityScan(args) => security_scan::run(&cli.global, env, args, io).await,
        Command::ApiScan(args) => api_scan::run(&cli.global, env, args, io).await,
        Command::Init(args) => init::run(&cli.global, env, args, io).await,
        Command::Doctor { json } => doctor::run(&cli.global, env, json, io).await,
        Command::Debate(args) => debate::debate(&cli.global, env, args, io).await,
        Command::Run(args) => run::run(&cli.global, env, args, io).await,
        Command::Status { json } => run::status(&cli.global, env, json, io).await,
        Command::Resume { jobs, answer } => run::resume(&cli.global, env, jobs, answer, io).await,
        Command::FixBug(args) => change::run(&cli.global, env, crate::job::Kind::FixBug, args, io).await,
        Command::AddFeature(args) => change::run(&cli.global, env, crate::job::Kind::AddFeature, args, io).await,
        Command::MadDiscussion(args) => debate::mad(&cli.global, env, args, io).await,
        Command::LegalAnalysis(args) => debate::legal(&cli.global, env, args, io).await,
        Command::Eval(args) => eval::run(&cli.global, env, args, io).await,
        Command::Completions { shell } => {
            let mut cmd = Cli::command();
            clap_complete::generate(shell, &mut cmd, "agentsmith", &mut io.out);
            Ok(exit::OK)
        }
    }
}

#[cfg(test)]
mod tests {
    /// The command line stops at the commands: the stages, the reports and the evals take
    /// library values (`stages::Session`, `RunOptions`, `scan_out::Reports`...), never the clap
    /// types, which only `pipelines/` converts.
    #[test]
    fn the_command_line_stops_at_the_commands() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut offenders = Vec::new();
        let mut stack: Vec<std::path::PathBuf> = ["stages", "report", "eval"].iter().map(|d| src.join(d)).collect();
        let mut read = 0;
        while let Some(path) = stack.pop() {
            if path.is_dir() {
                stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            } else if path.extension().is_some_and(|e| e == "rs") {
                read += 1;
                let text = std::fs::read_to_string(&path).unwrap();
                if text.contains("crate::cli") {
                    offenders.push(path.strip_prefix(&src).unwrap().display().to_string());
                }
            }
        }
        assert!(read > 20, "the sources were not found under {}", src.display());
        assert!(offenders.is_empty(), "these import the command line: {offenders:?}");
    }
}
