//! Prompt and protocol templates: minijinja with strict undefined variables. The templates under
//! `templates/` are compiled in; a file of the same name in `<repo>/.agentsmith/templates/` or in
//! the user's `templates/` folder overrides it. Names that leave those folders are refused.

use std::path::{Path, PathBuf};

use minijinja::{Environment, UndefinedBehavior, syntax::SyntaxConfig};
use serde::Serialize;

use crate::embedded;

#[derive(Debug, thiserror::Error)]
pub enum TemplateError {
    #[error("template name `{0}` is not allowed: use a relative name such as `smith.md.j2`, without `..`")]
    BadName(String),
    #[error("template `{name}` failed: {detail}")]
    Render { name: String, detail: String },
}

/// The template environment for one repository.
pub struct Templates {
    env: Environment<'static>,
}

impl Templates {
    /// Override folders, highest precedence first: the project's, then the user's.
    pub fn new(repo: &Path, user_dir: Option<&Path>) -> Templates {
        let mut dirs = vec![repo.join(".agentsmith").join("templates")];
        dirs.extend(user_dir.map(|d| d.join("templates")));
        Templates::with_dirs(dirs)
    }

    /// The compiled-in templates alone, no override: what the engine falls back on when a
    /// user's template of a file it must write does not render.
    pub fn builtin() -> Templates {
        Templates::with_dirs(Vec::new())
    }

    fn with_dirs(dirs: Vec<PathBuf>) -> Templates {
        let mut env = Environment::new();
        env.set_undefined_behavior(UndefinedBehavior::Strict);
        if let Ok(syntax) = SyntaxConfig::builder().trim_blocks(true).lstrip_blocks(true).build() {
            env.set_syntax(syntax);
        }
        // Prompts are plain text: never HTML-escape what a model or a user wrote.
        env.set_auto_escape_callback(|_| minijinja::AutoEscape::None);
        env.set_loader(move |name| load(&dirs, name));
        Templates { env }
    }

    /// Whether template `name` exists (in an override folder or compiled in).
    pub fn has(&self, name: &str) -> bool {
        valid_name(name) && self.env.get_template(name).is_ok()
    }

    /// Renders template `name` with `ctx`. A variable the template uses and `ctx` lacks is an error.
    pub fn render(&self, name: &str, ctx: impl Serialize) -> Result<String, TemplateError> {
        if !valid_name(name) {
            return Err(TemplateError::BadName(name.to_string()));
        }
        let render_err = |e: minijinja::Error| TemplateError::Render { name: name.to_string(), detail: describe(&e) };
        let tmpl = self.env.get_template(name).map_err(render_err)?;
        tmpl.render(minijinja::value::Serde(ctx)).map_err(render_err)
    }
}

fn describe(e: &minijinja::Error) -> String {
    let mut s = e.to_string();
    let mut src = std::error::Error::source(e);
    while let Some(inner) = src {
        s.push_str(": ");
        s.push_str(&inner.to_string());
        src = inner.source();
    }
    s
}

/// Relative, `/`-separated names of plain components.
fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('/')
        && name.split('/').all(|part| {
            !part.is_empty()
                && part != "."
                && part != ".."
                && part.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        })
}

fn load(dirs: &[PathBuf], name: &str) -> Result<Option<String>, minijinja::Error> {
    if !valid_name(name) {
        return Err(minijinja::Error::new(
            minijinja::ErrorKind::TemplateNotFound,
            format!("template name `{name}` is not allowed"),
        ));
    }
    for dir in dirs {
        let path = dir.join(name);
        if !path.is_file() {
            continue;
        }
        // A symlink inside the folder may not lead out of it.
        let (Ok(real), Ok(base)) = (path.canonicalize(), dir.canonicalize()) else { continue };
        if !real.starts_with(&base) {
            return Err(minijinja::Error::new(
                minijinja::ErrorKind::TemplateNotFound,
                format!(
                    "{} leads outside {}; template overrides must stay in their folder",
                    path.display(),
                    dir.display()
                ),
            ));
        }
        return std::fs::read_to_string(&real).map(Some).map_err(|e| {
            minijinja::Error::new(
                minijinja::ErrorKind::TemplateNotFound,
                format!("cannot read {}: {e}", path.display()),
            )
        });
    }
    Ok(embedded::template(name).map(str::to_string))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_confined() {
        for bad in ["", "../x.j2", "/etc/passwd", "a//b", "a/../b", "a\\b", "./x"] {
            assert!(!valid_name(bad), "{bad}");
        }
        assert!(valid_name("debate/review.md.j2"));
    }

    #[test]
    fn override_wins_and_strict_undefined() {
        let repo = tempfile::tempdir().unwrap();
        let dir = repo.path().join(".agentsmith/templates");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("x.j2"), "Hello {{ who }}").unwrap();
        let t = Templates::new(repo.path(), None);
        assert_eq!(t.render("x.j2", serde_json::json!({"who": "smith"})).unwrap(), "Hello smith");
        let err = t.render("x.j2", serde_json::json!({})).unwrap_err().to_string();
        assert!(err.contains("undefined"), "{err}");
        assert!(matches!(t.render("../x.j2", ()), Err(TemplateError::BadName(_))));
    }

    #[cfg(unix)]
    #[test]
    fn symlink_out_of_folder_is_refused() {
        let repo = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        std::fs::write(outside.path().join("secret.j2"), "secret").unwrap();
        let dir = repo.path().join(".agentsmith/templates");
        std::fs::create_dir_all(&dir).unwrap();
        std::os::unix::fs::symlink(outside.path().join("secret.j2"), dir.join("s.j2")).unwrap();
        let t = Templates::new(repo.path(), None);
        let err = t.render("s.j2", ()).unwrap_err().to_string();
        assert!(err.contains("outside"), "{err}");
    }
}

#[cfg(test)]
mod shipped {
    use super::*;
    use crate::catalog::{Catalog, CatalogSources};

    #[test]
    fn role_system_prompt_renders_for_every_shipped_role() {
        let dir = tempfile::tempdir().unwrap();
        let catalog = Catalog::load(&CatalogSources { user_dir: None, repo: dir.path().into() });
        let t = Templates::new(dir.path(), None);
        for role in catalog.categories.values().flat_map(|r| r.values()) {
            let text = t.render("debate/role-system.md.j2", serde_json::json!({ "role": role.spec })).unwrap();
            assert!(text.starts_with(&format!("You are {} ", role.spec.display_name)), "{text}");
            assert!(text.contains(&role.spec.convergence_criteria[0]));
        }
    }
}
