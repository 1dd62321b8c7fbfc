//! The role catalog: built-in roles overlaid by the user's, the project's and any `skills_path`
//! folders (later wins by name within a category), then narrowed by `skills.yaml`.

mod selection;
mod spec;

use std::path::{Path, PathBuf};

use indexmap::IndexMap;
use serde::Serialize;

use crate::diag::{self, Diagnostic, Pos};
use crate::embedded;

pub use selection::{MAX_ROUNDS_CAP, OnNoConsensus, RoleChoice, Selection, active_in, parse_selection};
pub use spec::{ROLE_KEYS, RoleSpec, parse_role};

/// The categories we ship, in the order they are listed.
pub const CATEGORIES: &[&str] = &["coding", "security", "api-security", "legal", "mad"];

/// Where a role definition came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layer {
    BuiltIn,
    User,
    Project,
    SkillsPath,
}

impl Layer {
    pub fn label(self) -> &'static str {
        match self {
            Layer::BuiltIn => "built-in",
            Layer::User => "user",
            Layer::Project => "project",
            Layer::SkillsPath => "skills_path",
        }
    }
}

/// A role as the rest of the program sees it: its spec, category, origin and project rules.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Role {
    pub category: String,
    #[serde(flatten)]
    pub spec: RoleSpec,
    pub layer: Layer,
    pub file: PathBuf,
    /// The definition this one replaced, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replaces: Option<PathBuf>,
    /// The project's `extra_rules` for this role, already appended to `spec.rules`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extra_rules: Option<String>,
    /// Whether `skills.yaml` leaves this role active.
    pub active: bool,
}

impl Role {
    pub fn name(&self) -> &str {
        &self.spec.name
    }
}

/// Where to look for role files besides the built-in ones.
#[derive(Debug, Clone, Default)]
pub struct CatalogSources {
    /// `~/.config/agentsmith` (or under `XDG_CONFIG_HOME`); `None` when no home is known.
    pub user_dir: Option<PathBuf>,
    /// The repository the command works on.
    pub repo: PathBuf,
}

impl CatalogSources {
    pub fn project_dir(&self) -> PathBuf {
        self.repo.join(".agentsmith")
    }
}

/// Every role, by category, and the problems found while loading them.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Catalog {
    pub categories: IndexMap<String, IndexMap<String, Role>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub selection: Option<Selection>,
    #[serde(skip)]
    pub diagnostics: Vec<Diagnostic>,
}

impl Catalog {
    /// Loads every layer and the selection. Never fails: problems are collected in
    /// `diagnostics`, and a role whose file has errors is left out.
    pub fn load(sources: &CatalogSources) -> Catalog {
        let mut loader = Loader::default();
        for (path, text) in embedded::config_files_under("skills/") {
            let display = PathBuf::from("config").join(path);
            loader.add_file(Layer::BuiltIn, &display, path.strip_prefix("skills/").unwrap_or(path), text);
        }
        loader.finish_layer();
        if let Some(user) = &sources.user_dir {
            loader.add_dir(Layer::User, &user.join("skills"));
            loader.finish_layer();
        }
        loader.add_dir(Layer::Project, &sources.project_dir().join("skills"));
        loader.finish_layer();
        loader.diags.extend(misplaced(&sources.project_dir()));

        let sel_file = sources.project_dir().join("skills.yaml");
        let selection = match std::fs::read_to_string(&sel_file) {
            Ok(src) => match parse_selection(&sel_file, &sources.repo, &src) {
                Ok(sel) => Some(sel),
                Err(diags) => {
                    loader.diags.extend(diags);
                    None
                }
            },
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => None,
            Err(err) => {
                loader.diags.push(Diagnostic::error(&sel_file, Pos::FILE, format!("cannot read: {err}")));
                None
            }
        };
        if let Some(sel) = &selection {
            for (dir, at) in &sel.skills_path {
                if !dir.is_dir() {
                    loader.diags.push(
                        Diagnostic::error(
                            &sel.file,
                            *at,
                            format!("skills_path folder {} does not exist", dir.display()),
                        )
                        .with_help("create it, or remove the entry from `skills_path`"),
                    );
                    continue;
                }
                loader.add_dir(Layer::SkillsPath, dir);
            }
            loader.finish_layer();
        }
        let mut catalog = Catalog { categories: loader.ordered(), selection, diagnostics: loader.diags };
        catalog.apply_selection();
        diag::sort(&mut catalog.diagnostics);
        catalog
    }

    /// Marks roles inactive as `skills.yaml` says, appends project rules, and reports names
    /// that match no role.
    fn apply_selection(&mut self) {
        let Some(sel) = self.selection.clone() else { return };
        for choice in &sel.roles {
            let (cat, bare) = match choice.name.split_once('/') {
                Some((c, n)) => (Some(c), n),
                None => (None, choice.name.as_str()),
            };
            let found =
                self.categories.iter().any(|(c, roles)| cat.is_none_or(|want| want == c) && roles.contains_key(bare));
            if !found {
                let all: Vec<String> = self
                    .categories
                    .iter()
                    .flat_map(|(c, roles)| {
                        roles.keys().map(move |n| if cat.is_some() { format!("{c}/{n}") } else { n.clone() })
                    })
                    .collect();
                let help = match diag::closest(&choice.name, all.iter().map(String::as_str)) {
                    Some(near) => format!("did you mean `{near}`? `agentsmith roles list` shows every role"),
                    None => "`agentsmith roles list` shows every role".to_string(),
                };
                self.diagnostics.push(
                    Diagnostic::error(
                        &sel.file,
                        choice.pos,
                        format!("`skills.yaml` names role `{}`, which does not exist", choice.name),
                    )
                    .with_help(help),
                );
            }
        }
        for (category, roles) in &mut self.categories {
            let names: Vec<String> = roles.keys().cloned().collect();
            let choice = active_in(&sel, category, |n| names.iter().any(|x| x == n));
            for (name, role) in roles.iter_mut() {
                role.active = choice.is_active(name);
                if let Some(extra) = choice.entries.get(name).and_then(|c| c.extra_rules.as_ref()) {
                    role.spec.rules =
                        format!("{}\n\n## Project-specific rules\n\n{}\n", role.spec.rules.trim_end(), extra.trim());
                    role.extra_rules = Some(extra.clone());
                }
            }
        }
    }

    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }

    /// The roles of a category, active or not, in catalog order.
    pub fn roles(&self, category: &str) -> impl Iterator<Item = &Role> {
        self.categories.get(category).into_iter().flat_map(|r| r.values())
    }

    /// The active roles of a category, in catalog order.
    pub fn active(&self, category: &str) -> impl Iterator<Item = &Role> {
        self.roles(category).filter(|r| r.active)
    }

    /// Finds a role by name, in `category` when given; a name in several categories without one
    /// is ambiguous and yields the candidates' categories.
    /// `category/name`, the form `roles list` prints, is accepted too.
    pub fn find(&self, name: &str, category: Option<&str>) -> Result<&Role, FindError> {
        if let Some((cat, bare)) = name.split_once('/') {
            if let Some(want) = category.filter(|c| *c != cat) {
                if self.categories.get(cat).is_some_and(|roles| roles.contains_key(bare)) {
                    return Err(FindError::OtherCategory {
                        name: name.to_string(),
                        category: cat.to_string(),
                        wanted: want.to_string(),
                    });
                }
                return Err(FindError::NotFound { name: name.to_string(), closest: None });
            }
            if !self.categories.contains_key(cat) {
                let cats: Vec<&str> = self.categories.keys().map(String::as_str).collect();
                return Err(FindError::NotFound {
                    name: name.to_string(),
                    closest: diag::closest(cat, cats).map(|c| format!("{c}/{bare}")),
                });
            }
            return self.find_bare(bare, Some(cat)).map_err(|e| match e {
                FindError::NotFound { closest, .. } => {
                    FindError::NotFound { name: name.to_string(), closest: closest.map(|c| format!("{cat}/{c}")) }
                }
                other => other,
            });
        }
        self.find_bare(name, category)
    }

    fn find_bare(&self, name: &str, category: Option<&str>) -> Result<&Role, FindError> {
        let hits: Vec<&Role> = self
            .categories
            .iter()
            .filter(|(c, _)| category.is_none_or(|want| want == c.as_str()))
            .filter_map(|(_, roles)| roles.get(name))
            .collect();
        match hits.as_slice() {
            [one] => Ok(one),
            [] => {
                if let Some(want) = category
                    && let Some((other, _)) = self.categories.iter().find(|(_, roles)| roles.contains_key(name))
                {
                    return Err(FindError::OtherCategory {
                        name: format!("{other}/{name}"),
                        category: other.clone(),
                        wanted: want.to_string(),
                    });
                }
                let names: Vec<&str> = self
                    .categories
                    .iter()
                    .filter(|(c, _)| category.is_none_or(|want| want == c.as_str()))
                    .flat_map(|(_, r)| r.keys().map(String::as_str))
                    .collect();
                Err(FindError::NotFound {
                    name: name.to_string(),
                    closest: diag::closest(name, names).map(str::to_string),
                })
            }
            many => Err(FindError::Ambiguous {
                name: name.to_string(),
                categories: many.iter().map(|r| r.category.clone()).collect(),
            }),
        }
    }

    /// Checks that need the whole catalog and the trigger vocabulary: triggers defined, model
    /// aliases configured, at most one lead per category. Returns warnings and errors.
    /// `triggers_file` says which `triggers.yaml` should define the triggers of a layer's roles.
    pub fn cross_check(
        &self,
        known_triggers: &dyn Fn(&str) -> bool,
        known_models: &dyn Fn(&str) -> bool,
        triggers_file: &dyn Fn(Layer) -> PathBuf,
    ) -> Vec<Diagnostic> {
        let mut out = Vec::new();
        for (category, roles) in &self.categories {
            let leads: Vec<&Role> = roles.values().filter(|r| r.active && r.spec.lead).collect();
            if leads.len() > 1 {
                let names: Vec<&str> = leads.iter().map(|r| r.name()).collect();
                out.push(
                    Diagnostic::warning(
                        &leads[1].file,
                        Pos::FILE,
                        format!("category `{category}` has {} leads: {}", leads.len(), names.join(", ")),
                    )
                    .with_help(format!("the first, `{}`, drafts the plan; set `lead: false` on the others", names[0])),
                );
            }
            for role in roles.values() {
                for (i, t) in role.spec.triggers.iter().enumerate() {
                    if !known_triggers(t) {
                        let at = role.spec.trigger_pos.get(i).copied().unwrap_or(Pos::FILE);
                        let define_in = triggers_file(role.layer);
                        out.push(
                            Diagnostic::warning(&role.file, at, format!("trigger `{t}` is not in the trigger vocabulary"))
                                .with_help(format!(
                                    "it is matched as a phrase in the ticket text only; define it in {} to give it words, paths and facts",
                                    define_in.display()
                                )),
                        );
                    }
                }
                if role.spec.triggers.is_empty() && !role.spec.always_include {
                    out.push(
                        Diagnostic::warning(&role.file, Pos::FILE, format!("role `{}` has no triggers", role.name()))
                            .with_help("triage can only choose it as a filler; add triggers or `always_include: true`"),
                    );
                }
                if let Some(m) = &role.spec.model
                    && !known_models(m)
                {
                    out.push(
                        Diagnostic::error(
                            &role.file,
                            Pos::FILE,
                            format!("role `{}` asks for model alias `{m}`, which is not configured", role.name()),
                        )
                        .with_help("define it under `models:` in config.yaml, or remove `model:` from the role"),
                    );
                }
            }
        }
        out
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FindError {
    #[error("no role named `{name}`{}", closest.as_ref().map(|c| format!("; did you mean `{c}`?")).unwrap_or_default())]
    NotFound { name: String, closest: Option<String> },
    #[error(
        "role `{name}` exists in several categories ({}); name one as {}",
        categories.join(", "),
        categories.iter().map(|c| format!("`{c}/{name}`")).collect::<Vec<_>>().join(" or ")
    )]
    Ambiguous { name: String, categories: Vec<String> },
    /// The role exists, in another category than the one asked for.
    #[error("`{name}` is a {category} role, not a {wanted} role")]
    OtherCategory { name: String, category: String, wanted: String },
}

fn is_yaml(p: &Path) -> bool {
    matches!(p.extension().and_then(|e| e.to_str()), Some("yaml" | "yml"))
}

/// A role file's bytes as text; a binary or non-UTF-8 file is named as such, with the offset of
/// the first byte that is not text.
fn role_text(file: &Path, bytes: Vec<u8>) -> Result<String, Diagnostic> {
    let line_at = |bytes: &[u8], offset: usize| {
        let before = &bytes[..offset];
        let line = before.iter().filter(|b| **b == b'\n').count() + 1;
        let column = offset - before.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1) + 1;
        Pos::new(line, column)
    };
    if let Some(offset) = bytes.iter().position(|b| *b == 0) {
        return Err(Diagnostic::error(
            file,
            line_at(&bytes, offset),
            format!("this is a binary file, not a YAML role file (a NUL byte at byte offset {offset})"),
        )
        .with_help("a role file is YAML text; replace it, or move it out of the skills folder"));
    }
    String::from_utf8(bytes).map_err(|err| {
        let offset = err.utf8_error().valid_up_to();
        let bytes = err.as_bytes();
        Diagnostic::error(
            file,
            line_at(bytes, offset),
            format!("the file is not UTF-8 text: byte 0x{:02x} at byte offset {offset} is not UTF-8", bytes[offset]),
        )
        .with_help("save the file as UTF-8 (e.g. `iconv -f latin1 -t utf-8`)")
    })
}

/// Role files where no role is looked for: `.agentsmith/skills.yml` (the selection is read only
/// as `skills.yaml`) and a `roles/` folder (roles live under `skills/<category>/`).
fn misplaced(project: &Path) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let yml = project.join("skills.yml");
    if yml.is_file() {
        out.push(
            Diagnostic::warning(&yml, Pos::FILE, "`skills.yml` is not read: the role selection is `skills.yaml`")
                .with_help(format!("rename it to {}", project.join("skills.yaml").display())),
        );
    }
    for name in ["roles", "role", "skill"] {
        let dir = project.join(name);
        if dir.is_dir() {
            out.push(
                Diagnostic::warning(&dir, Pos::FILE, format!("roles in `.agentsmith/{name}/` are not read")).with_help(
                    format!(
                        "move the role files to {}/<category>/, e.g. {}",
                        project.join("skills").display(),
                        project.join("skills").join("coding").display()
                    ),
                ),
            );
        }
    }
    out
}

/// Accumulates layers; within one layer a name may appear once per category.
#[derive(Default)]
struct Loader {
    roles: IndexMap<String, IndexMap<String, Role>>,
    layer_seen: IndexMap<(String, String), PathBuf>,
    diags: Vec<Diagnostic>,
}

impl Loader {
    /// `rel` is `<category>/<file>.yaml` relative to the layer's skills folder.
    fn add_file(&mut self, layer: Layer, file: &Path, rel: &str, src: &str) {
        let Some((category, file_name)) = rel.split_once('/') else {
            self.diags.push(
                Diagnostic::warning(file, Pos::FILE, "role file outside a category folder is ignored")
                    .with_help("move it to <skills>/<category>/, e.g. skills/coding/"),
            );
            return;
        };
        if file_name.contains('/') {
            return;
        }
        let stem = file_name.rsplit_once('.').map_or(file_name, |(s, _)| s);
        if !diag::is_kebab_case(category) {
            self.diags.push(
                Diagnostic::error(file, Pos::FILE, format!("category folder `{category}` is not kebab-case"))
                    .with_help("rename the folder, e.g. `api-security`"),
            );
            return;
        }
        let (spec, diags) = parse_role(file, stem, src);
        self.diags.extend(diags);
        let Some(spec) = spec else { return };
        let key = (category.to_string(), spec.name.clone());
        if let Some(first) = self.layer_seen.get(&key) {
            self.diags.push(
                Diagnostic::error(
                    file,
                    Pos::new(1, 1),
                    format!("role `{}` is defined twice in the {} layer", spec.name, layer.label()),
                )
                .with_help(format!("it is also defined in {}; keep one", first.display())),
            );
            return;
        }
        self.layer_seen.insert(key, file.to_path_buf());
        let roles = self.roles.entry(category.to_string()).or_default();
        let replaces = roles.get(&spec.name).map(|old| old.file.clone());
        let role = Role {
            category: category.to_string(),
            spec,
            layer,
            file: file.to_path_buf(),
            replaces,
            extra_rules: None,
            active: true,
        };
        // Replacing keeps the built-in's position, so listings stay in a stable order.
        roles.insert(role.spec.name.clone(), role);
    }

    fn add_dir(&mut self, layer: Layer, skills: &Path) {
        let Ok(categories) = std::fs::read_dir(skills) else { return };
        let entries: Vec<PathBuf> = categories.filter_map(|e| e.ok().map(|e| e.path())).collect();
        for stray in entries.iter().filter(|p| p.is_file() && is_yaml(p)) {
            let example = skills.join("coding").join(stray.file_name().unwrap_or_default());
            self.diags.push(
                Diagnostic::warning(stray, Pos::FILE, "role file outside a category folder is ignored").with_help(
                    format!(
                        "move it into a category folder, e.g. {} (categories: {})",
                        example.display(),
                        CATEGORIES.join(", ")
                    ),
                ),
            );
        }
        let mut cats: Vec<PathBuf> = entries.into_iter().filter(|p| p.is_dir()).collect();
        cats.sort();
        for cat_dir in cats {
            let Some(category) = cat_dir.file_name().and_then(|n| n.to_str()).map(str::to_string) else { continue };
            let Ok(files) = std::fs::read_dir(&cat_dir) else { continue };
            let mut files: Vec<PathBuf> =
                files.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| is_yaml(p)).collect();
            files.sort();
            for file in files {
                let Some(file_name) = file.file_name().and_then(|n| n.to_str()).map(str::to_string) else { continue };
                match std::fs::read(&file) {
                    Ok(bytes) => match role_text(&file, bytes) {
                        Ok(src) => self.add_file(layer, &file, &format!("{category}/{file_name}"), &src),
                        Err(d) => self.diags.push(d),
                    },
                    Err(err) => self.diags.push(
                        Diagnostic::error(&file, Pos::FILE, format!("cannot read role file: {err}"))
                            .with_help("check the file's permissions"),
                    ),
                }
            }
        }
    }

    fn finish_layer(&mut self) {
        self.layer_seen.clear();
    }

    /// Shipped categories first, in their order, then the others alphabetically.
    fn ordered(&mut self) -> IndexMap<String, IndexMap<String, Role>> {
        let mut roles = std::mem::take(&mut self.roles);
        let mut out = IndexMap::new();
        for c in CATEGORIES {
            if let Some(r) = roles.shift_remove(*c) {
                out.insert(c.to_string(), r);
            }
        }
        roles.sort_keys();
        out.extend(roles);
        out
    }
}
