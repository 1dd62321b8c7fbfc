//! `agentsmith config show [COMMAND...]`.

use clap::Parser;

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
        _ => {
            let cli = previewed(command)?;
            load_config_with(&overlay(global, cli.global), env, setting_flags(&cli.command)?)?
        }
    };
    report::config::show(&mut io.out, &config, json);
    Ok(exit::OK)
}

/// The command after `show`, read as the command line would read it.
fn previewed(command: &[String]) -> Result<Cli, Error> {
    let argv = std::iter::once("agentsmith").chain(command.iter().map(String::as_str));
    Cli::try_parse_from(argv).map_err(|e| {
        Error::Usage(format!(
            "config show {}: {}",
            command.join(" "),
            e.render().to_string().trim().trim_start_matches("error: ")
        ))
    })
}

/// The global options given before `config show`, with those given after the command over
/// them (as the command itself would read them); `--set`s add up, the later last.
fn overlay(before: &GlobalArgs, after: GlobalArgs) -> GlobalArgs {
    let mut set = before.set.clone();
    set.extend(after.set.iter().cloned());
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
        set,
    }
}
