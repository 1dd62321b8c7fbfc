//! `agentsmith init`: the project's `.agentsmith/` folder (configuration, skills selection, a
//! role template, the project's rules), never overwriting a file, and its knowledge.md.

use std::io::Write;

use crate::cli::{GlobalArgs, InitArgs};
use crate::console::Io;
use crate::error::{Error, exit};

/// The files `init` creates, by their path under `.agentsmith/`, and their embedded template.
const FILES: &[(&str, &str)] = &[
    ("config.yaml", "init/config.yaml"),
    ("skills.yaml", "init/skills.yaml"),
    ("role-template.yaml", "init/role-template.yaml"),
    ("context.md", "init/context.md.j2"),
];

pub async fn run(global: &GlobalArgs, env: crate::config::Env, args: InitArgs, io: &mut Io) -> Result<u8, Error> {
    if !global.repo.is_dir() {
        return Err(Error::Usage(format!(
            "{}: no such folder; give the repository with --repo PATH",
            global.repo.display()
        )));
    }
    // From a subfolder, the project around it: `.agentsmith/` goes where every command finds it.
    let repo = &super::setup::repo_root(global)?;
    let dir = crate::knowledge::dir(repo);
    std::fs::create_dir_all(&dir).map_err(|e| Error::io(&dir, e))?;
    for (name, template) in FILES {
        let path = dir.join(name);
        if std::fs::symlink_metadata(&path).is_ok() {
            let _ = writeln!(io.out, "Kept {} (it exists; not overwritten)", path.display());
            continue;
        }
        let text = crate::embedded::template(template)
            .ok_or_else(|| Error::Usage(format!("the built-in template {template} is missing from this build")))?;
        crate::util::write_atomic(&path, text.as_bytes()).map_err(|e| Error::io(&path, e))?;
        let _ = writeln!(io.out, "Created {}", path.display());
    }
    let update = crate::knowledge::update(repo, args.full).map_err(|e| Error::Usage(e.to_string()))?;
    let _ = writeln!(io.out, "{}", update.describe());
    if args.no_model {
        return Ok(exit::OK);
    }
    model_notes(global, env, &args, &update.commit, io).await
}

/// The model's notes on the conventions and risky areas, when they were asked for
/// (`--model-notes`, or a `model:` section in the project's configuration) and are missing or stale (see [`crate::knowledge::Refresh`]). An unusable answer leaves the
/// deterministic section, said on stderr and in the file; the command still succeeds, since
/// knowledge.md was written.
async fn model_notes(
    global: &GlobalArgs,
    env: crate::config::Env,
    args: &InitArgs,
    commit: &str,
    io: &mut Io,
) -> Result<u8, Error> {
    let repo = &super::setup::repo_root(global)?;
    let session = match super::setup::session(global, env, Vec::new()) {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(io.err, "warning: no model notes in knowledge.md: the configuration cannot be read: {e}");
            return Ok(exit::OK);
        }
    };
    let config = &session.config;
    if !args.model_notes && config.model_section.is_none() {
        if config.model(None).is_ok() {
            let _ = writeln!(
                io.err,
                "note: knowledge.md holds the deterministic surveys; `agentsmith init --model-notes` adds the configured model's notes (it is sent a sample of the code)."
            );
        }
        return Ok(exit::OK);
    }
    let Ok(model) = config.model(None) else {
        let _ = writeln!(
            io.err,
            "No model is configured: knowledge.md holds the deterministic surveys only (configure one and run `agentsmith init` again for the model's notes)."
        );
        return Ok(exit::OK);
    };
    match crate::knowledge::model_refresh(repo, args.full) {
        crate::knowledge::Refresh::Keep(why) => {
            let _ = writeln!(io.out, "Kept the model's notes on the conventions and risky areas: {why}.");
            return Ok(exit::OK);
        }
        crate::knowledge::Refresh::Ask(why) => {
            let _ =
                writeln!(io.err, "Asking model `{}` for notes on the conventions and risky areas ({why}).", model.name);
        }
    }
    let gw = session.gateway(io)?;
    let (facts, sample) = crate::knowledge::model_input(repo, gw.redactor());
    let notes = crate::knowledge::ask_notes(&gw, &model.name, commit, &facts, &sample).await;
    for (what, note) in [("conventions", &notes.conventions), ("risky areas", &notes.risky)] {
        match &note.failed {
            Some(why) => {
                let _ = writeln!(
                    io.err,
                    "warning: the model's {what} answer could not be used ({why}); knowledge.md keeps the deterministic survey there."
                );
            }
            None => {
                let _ = writeln!(
                    io.out,
                    "Model `{}` wrote {} on the {what} (from {}).",
                    notes.model,
                    crate::util::count(note.points.len(), "note"),
                    crate::util::count(notes.sampled.len(), "sampled file")
                );
            }
        }
    }
    crate::knowledge::update_with(repo, false, Some(notes)).map_err(|e| Error::Usage(e.to_string()))?;
    Ok(exit::OK)
}

/// Brings knowledge.md up to date at the start of a run, when the project has one: the
/// update is said on stderr, and a failure is a warning (the run goes on without it).
pub(crate) fn refresh_knowledge(repo: &std::path::Path, io: &mut Io) {
    if !crate::knowledge::path(repo).is_file() {
        return;
    }
    match crate::knowledge::update(repo, false) {
        Ok(u) => {
            let _ = writeln!(io.err, "{}", u.describe());
        }
        Err(e) => {
            let _ = writeln!(io.err, "warning: the project knowledge was not updated: {e}");
        }
    }
}
