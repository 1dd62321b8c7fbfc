//! `agentsmith triage`: the panel a ticket would get, with the evidence for each role.

use crate::cli::{GlobalArgs, TriageArgs};
use crate::config::Env;
use crate::context::{Ticket, Vocabulary, survey};
use crate::diag::Diagnostics;
use crate::error::{Error, exit};
use crate::report;
use crate::triage::{TriageInput, triage};

use crate::console::Io;
use crate::stages::{known_category, load_catalog};

use super::setup::load_config;

pub async fn run(global: &GlobalArgs, env: Env, args: TriageArgs, io: &mut Io) -> Result<u8, Error> {
    let config = load_config(global, env)?;
    let catalog = load_catalog(&config, io)?;
    known_category(&catalog, &args.category)?;
    let (vocab, diags) = Vocabulary::load(config.user_dir.as_deref(), &config.repo);
    if diags.iter().any(|d| d.is_error()) {
        return Err(Error::Invalid(Diagnostics(diags)));
    }
    let ticket = match (&args.ticket, &args.ticket_file) {
        (Some(text), _) => Some(Ticket::parse(text, "the ticket")?),
        (None, Some(file)) => Some(Ticket::from_file(file)?),
        (None, None) => None,
    };
    let survey = survey(&config.repo);
    let panel = triage(
        &catalog,
        &vocab,
        &TriageInput {
            category: &args.category,
            ticket: ticket.as_ref(),
            survey: Some(&survey),
            max_panel: usize::from(config.settings.limits.max_panel),
        },
    );
    report::triage::panel(&mut io.out, &panel, ticket.as_ref(), &survey, args.json);
    Ok(exit::OK)
}
