//! `agentsmith config show [COMMAND...]`.

use std::io::Write;

use clap::Parser;
use clap::error::ErrorKind;

use crate::cli::{Cli, GlobalArgs};
use crate::config::Env;
use crate::error::{Error, exit};
use crate::report;

use super::args::setting_flags;
use super::setup::load_config_with;
use crate::console::Io;

/// Every setting and where it came from; with a command after `show`, as that command would
/// resolve them, its own flags (`--jobs`, `--exclude`, `--fail-on`...) merged in.
pub async fn run(global: &GlobalArgs, env: Env, json: bool, command: &[String], io: &mut Io) -> Result<u8, Error> {
    let config = match command {
        [] => load_config_with(global, env, Vec::new())?,
        _ => match previewed(command)? {
            Preview::Help(text) => {
                let _ = write!(io.out, "{text}");
                return Ok(exit::OK);
            }
            Preview::Command(cli) => {
                let Some(flags) = setting_flags(&cli.command)? else {
                    return Err(Error::Usage(format!(
                        "config show {}: `{}` has no flag that is a setting; `agentsmith config show` alone shows what it runs with",
                        command.join(" "),
                        command[0]
                    )));
                };
                load_config_with(&overlay(global, cli.global), env, flags)?
            }
        },
    };
    report::config::show(&mut io.out, &config, json);
    Ok(exit::OK)
}

/// The command after `show`, read as the command line would read it; or its help, asked for
/// with `--help` there.
enum Preview {
    Command(Box<Cli>),
    Help(String),
}

fn previewed(command: &[String]) -> Result<Preview, Error> {
    let argv = std::iter::once("agentsmith").chain(command.iter().map(String::as_str));
    match Cli::try_parse_from(argv) {
        Ok(cli) => Ok(Preview::Command(Box::new(cli))),
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            Ok(Preview::Help(e.render().to_string()))
        }
        Err(e) if e.kind() == ErrorKind::UnknownArgument && command.iter().any(|w| w == "--json") => {
            Err(Error::Usage(format!(
                "config show {}: --json goes before the command: `agentsmith config show --json {}`",
                command.join(" "),
                command.iter().filter(|w| *w != "--json").cloned().collect::<Vec<_>>().join(" ")
            )))
        }
        Err(e) => Err(Error::Usage(format!(
            "config show {}: {}",
            command.join(" "),
            e.render().to_string().trim().trim_start_matches("error: ")
        ))),
    }
}

/// The global options given before `config show`, with those given after the command over
/// them, as the command itself would read them.
fn overlay(before: &GlobalArgs, after: GlobalArgs) -> GlobalArgs {
    GlobalArgs {
        // `.` is `--repo`'s default: given after the command only when it names another folder.
        repo: if after.repo.as_os_str() != "." { after.repo } else { before.repo.clone() },
        quiet: before.quiet || after.quiet,
        verbose: before.verbose.max(after.verbose),
        config: after.config.or_else(|| before.config.clone()),
        provider: after.provider.or_else(|| before.provider.clone()),
        model: after.model.or_else(|| before.model.clone()),
        base_url: after.base_url.or_else(|| before.base_url.clone()),
        record: after.record.or_else(|| before.record.clone()),
        replay: after.replay.or_else(|| before.replay.clone()),
        events: after.events.or(before.events),
        // Every `--set` of the whole command line, the command's included, already
        // ([`Cli::parse_words`]).
        set: before.set.clone(),
    }
}
