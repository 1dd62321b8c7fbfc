//! `agentsmith config show`.

use crate::cli::GlobalArgs;
use crate::config::Env;
use crate::error::{Error, exit};
use crate::report;

use super::setup::load_config;
use crate::console::Io;

pub async fn run(global: &GlobalArgs, env: Env, json: bool, io: &mut Io) -> Result<u8, Error> {
    let config = load_config(global, env)?;
    report::config::show(&mut io.out, &config, json);
    Ok(exit::OK)
}
