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

pub async fn run(global: &GlobalArgs, args: InitArgs, io: &mut Io) -> Result<u8, Error> {
    let repo = &global.repo;
    if !repo.is_dir() {
        return Err(Error::Usage(format!("{}: no such folder; give the repository with --repo PATH", repo.display())));
    }
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
