//! `agentsmith roles list|show|check`.

use crate::catalog::{Catalog, Layer};
use crate::cli::{GlobalArgs, RolesCommand};
use crate::config::Env;
use crate::context::Vocabulary;
use crate::diag::{self, Diagnostic};
use crate::error::{Error, exit};
use crate::report;

use crate::console::Io;
use crate::stages::{known_category, load_catalog};

use super::setup::load_config;

pub async fn run(global: &GlobalArgs, env: Env, cmd: RolesCommand, io: &mut Io) -> Result<u8, Error> {
    let config = load_config(global, env)?;
    match cmd {
        RolesCommand::List { category, json } => {
            let catalog = load_catalog(&config, io)?;
            if let Some(c) = &category {
                known_category(&catalog, c)?;
            }
            report::roles::list(&mut io.out, &catalog, category.as_deref(), json);
            Ok(exit::OK)
        }
        RolesCommand::Show { name, category, json } => {
            let catalog = load_catalog(&config, io)?;
            let role = catalog.find(&name, category.as_deref()).map_err(|e| Error::Usage(e.to_string()))?;
            report::roles::show(&mut io.out, role, json);
            Ok(exit::OK)
        }
        RolesCommand::Check => {
            let catalog = Catalog::load(&crate::catalog::CatalogSources {
                user_dir: config.user_dir.clone(),
                repo: config.repo.clone(),
            });
            let (vocab, mut diags) = Vocabulary::load(config.user_dir.as_deref(), &config.repo);
            diags.extend(catalog.diagnostics.iter().cloned());
            let aliases = config.model_aliases();
            let project = config.repo.join(".agentsmith").join("triggers.yaml");
            let user = config.user_dir.as_ref().map(|d| d.join("triggers.yaml"));
            let triggers_file = |layer: Layer| match layer {
                Layer::BuiltIn => std::path::PathBuf::from("config/triggers.yaml"),
                Layer::User => user.clone().unwrap_or_else(|| project.clone()),
                Layer::Project | Layer::SkillsPath => project.clone(),
            };
            diags.extend(catalog.cross_check(
                &|t| vocab.triggers.contains_key(t),
                &|m| aliases.iter().any(|a| a == m),
                &triggers_file,
            ));
            diags.extend(default_panels(&catalog, &vocab));
            diag::sort(&mut diags);
            let errors = diags.iter().filter(|d| d.is_error()).count();
            report::roles::check(&mut io.out, &catalog, &diags);
            // The report above shows every problem; repeating them on stderr would show each twice.
            Ok(if errors > 0 { exit::USAGE } else { exit::OK })
        }
    }
}

/// Default panels must name roles of their category.
fn default_panels(catalog: &Catalog, vocab: &Vocabulary) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (category, defaults) in &vocab.categories {
        let (file, at) = vocab.panel_at.get(category).cloned().unwrap_or_else(|| ("triggers.yaml".into(), Vec::new()));
        for (i, name) in defaults.default_panel.iter().enumerate() {
            if catalog.roles(category).all(|r| r.name() != name) {
                out.push(Diagnostic::warning(
                    &file,
                    at.get(i).copied().unwrap_or(diag::Pos::FILE),
                    format!("default panel of `{category}` names `{name}`, which is not a role of that category"),
                ));
            }
        }
    }
    out
}
