//! `.agentsmith/skills.yaml`: which roles are active, extra project rules per role, discussion
//! settings and extra role folders.

use std::path::{Path, PathBuf};

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

use crate::diag::{Diagnostic, Pos};
use crate::yaml;

/// What to do when the debate ends without agreement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum OnNoConsensus {
    /// Carry on with the plan; the dissent is written into the plan and the report.
    #[default]
    Proceed,
    /// Stop with exit status 1.
    Stop,
    /// A confidence-weighted vote of the last round's valid positions: carried, the plan goes on
    /// with the dissent on record; not carried, as `stop`.
    Vote,
}

impl std::fmt::Display for OnNoConsensus {
    /// As written in the configuration.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            OnNoConsensus::Proceed => "proceed",
            OnNoConsensus::Stop => "stop",
            OnNoConsensus::Vote => "vote",
        })
    }
}

/// The hard cap on debate rounds, whatever any setting says.
pub use crate::limits::MAX_ROUNDS as MAX_ROUNDS_CAP;

/// One role's entry in the selection.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoleChoice {
    /// `category/name` when the file qualified it, else the bare name.
    pub name: String,
    pub enabled: bool,
    pub extra_rules: Option<String>,
    /// The entry chooses the role (the short form's names; a long-form entry that says
    /// `enabled: true` or nothing at all): a category with a choosing entry has only its chosen
    /// roles active. An entry that only disables a role (`enabled: false`) or only adds rules
    /// to it (`extra_rules`) leaves the rest of the category as it is.
    pub selects: bool,
    pub pos: Pos,
}

/// The parsed `skills.yaml`.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct Selection {
    pub file: PathBuf,
    /// The listed roles, in file order. Empty when the file has no `roles` key.
    pub roles: Vec<RoleChoice>,
    pub max_rounds: Option<u8>,
    pub on_no_consensus: Option<OnNoConsensus>,
    /// Extra role folders, resolved against the repository root.
    pub skills_path: Vec<(PathBuf, Pos)>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSelection {
    roles: Option<serde_json::Value>,
    discussion: Option<RawDiscussion>,
    skills_path: Option<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDiscussion {
    max_rounds: Option<i64>,
    on_no_consensus: Option<OnNoConsensus>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawChoice {
    enabled: Option<bool>,
    extra_rules: Option<String>,
}

/// Parses `skills.yaml`. Role names are checked against the catalog later (they may name roles of
/// any layer); here only the file's own shape is checked.
pub fn parse_selection(file: &Path, repo: &Path, src: &str) -> Result<Selection, Vec<Diagnostic>> {
    let raw: RawSelection = yaml::parse(file, src).map_err(|d| vec![d])?;
    let at = yaml::key_positions(src);
    let pos_of = |path: &str| at.get(path).copied().unwrap_or(Pos::new(1, 1));
    let mut diags = Vec::new();
    let mut sel = Selection { file: file.to_path_buf(), ..Selection::default() };

    match raw.roles {
        None | Some(serde_json::Value::Null) => {}
        Some(serde_json::Value::Array(items)) => {
            for (i, item) in items.into_iter().enumerate() {
                let pos = pos_of(&format!("roles.{i}"));
                match item {
                    serde_json::Value::String(name) => {
                        sel.roles.push(RoleChoice { name, enabled: true, extra_rules: None, selects: true, pos })
                    }
                    other => diags.push(
                        Diagnostic::error(
                            file,
                            pos,
                            format!("`roles` item {} is {}, not a role name", i + 1, kind(&other)),
                        )
                        .with_help("the short form lists role names: `roles: [architect, tester]`"),
                    ),
                }
            }
        }
        Some(serde_json::Value::Object(entries)) => {
            for (name, value) in entries {
                let pos = pos_of(&format!("roles.{name}"));
                let choice: Result<RawChoice, _> = match value {
                    serde_json::Value::Null => Ok(RawChoice { enabled: None, extra_rules: None }),
                    other => serde_json::from_value(other),
                };
                match choice {
                    Ok(c) => sel.roles.push(RoleChoice {
                        selects: c.enabled == Some(true) || (c.enabled.is_none() && c.extra_rules.is_none()),
                        name,
                        enabled: c.enabled.unwrap_or(true),
                        extra_rules: c.extra_rules.filter(|r| !r.trim().is_empty()),
                        pos,
                    }),
                    Err(err) => diags.push(
                        Diagnostic::error(file, pos, format!("role `{name}`: {err}"))
                            .with_help("each role takes `enabled: true|false` and `extra_rules: \"...\"`"),
                    ),
                }
            }
        }
        Some(other) => diags.push(
            Diagnostic::error(file, pos_of("roles"), format!("`roles` is {}", kind(&other)))
                .with_help("write `roles: [a, b]` or a mapping of role name to `{ enabled, extra_rules }`"),
        ),
    }

    if let Some(d) = raw.discussion {
        if let Some(n) = d.max_rounds {
            if (1..=i64::from(MAX_ROUNDS_CAP)).contains(&n) {
                sel.max_rounds = u8::try_from(n).ok();
            } else {
                diags.push(
                    Diagnostic::error(
                        file,
                        pos_of("discussion.max_rounds"),
                        format!("`max_rounds` must be a whole number from 1 to {MAX_ROUNDS_CAP}; it is {n}"),
                    )
                    .with_help(format!("the debate runs at most {MAX_ROUNDS_CAP} rounds; set 1, 2 or 3")),
                );
            }
        }
        sel.on_no_consensus = d.on_no_consensus;
    }
    for (i, p) in raw.skills_path.unwrap_or_default().into_iter().enumerate() {
        let path = Path::new(&p);
        let full = if path.is_absolute() { path.to_path_buf() } else { repo.join(path) };
        sel.skills_path.push((full, pos_of(&format!("skills_path.{i}"))));
    }
    if diags.is_empty() { Ok(sel) } else { Err(diags) }
}

fn kind(v: &serde_json::Value) -> &'static str {
    match v {
        serde_json::Value::Null => "empty",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "a list",
        serde_json::Value::Object(_) => "a mapping",
    }
}

/// What a selection says of one category's roles.
#[derive(Debug)]
pub struct CategoryChoice<'a> {
    /// Some entry chooses roles of the category: only the chosen ones are active.
    pub restricted: bool,
    /// The entries naming a role of the category, by bare name (the last entry wins).
    pub entries: IndexMap<String, &'a RoleChoice>,
}

impl CategoryChoice<'_> {
    /// Whether role `name` of the category is active.
    pub fn is_active(&self, name: &str) -> bool {
        match self.entries.get(name) {
            Some(c) => c.enabled && (c.selects || !self.restricted),
            None => !self.restricted,
        }
    }
}

/// What a selection says of one category. `exists` says whether `name` is a role of the
/// category.
pub fn active_in<'a>(sel: &'a Selection, category: &str, exists: impl Fn(&str) -> bool) -> CategoryChoice<'a> {
    let mut choice = CategoryChoice { restricted: false, entries: IndexMap::new() };
    for c in &sel.roles {
        let bare = match c.name.split_once('/') {
            Some((cat, name)) if cat == category => name,
            Some(_) => continue,
            None => c.name.as_str(),
        };
        if exists(bare) {
            choice.restricted |= c.selects && c.enabled;
            choice.entries.insert(bare.to_string(), c);
        }
    }
    choice
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> Result<Selection, Vec<Diagnostic>> {
        parse_selection(Path::new("skills.yaml"), Path::new("/repo"), src)
    }

    #[test]
    fn short_form() {
        let sel = parse("roles: [architect, security/vuln-analyst]\n").unwrap();
        let names: Vec<_> = sel.roles.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["architect", "security/vuln-analyst"]);
        assert_eq!(sel.roles[1].pos, Pos::new(1, 20));
    }

    #[test]
    fn long_form_with_discussion() {
        let src = "roles:\n  architect: { enabled: true, extra_rules: \"Hexagonal.\" }\n  dba: { enabled: false }\n  tester:\ndiscussion:\n  max_rounds: 2\n  on_no_consensus: stop\nskills_path: [tools/roles]\n";
        let sel = parse(src).unwrap();
        assert_eq!(sel.roles.len(), 3);
        assert_eq!(sel.roles[0].extra_rules.as_deref(), Some("Hexagonal."));
        assert!(!sel.roles[1].enabled);
        assert!(sel.roles[2].enabled);
        assert_eq!(sel.max_rounds, Some(2));
        assert_eq!(sel.on_no_consensus, Some(OnNoConsensus::Stop));
        assert_eq!(sel.skills_path[0].0, Path::new("/repo/tools/roles"));
        let sel = parse("discussion:\n  on_no_consensus: vote\n").unwrap();
        assert_eq!(sel.on_no_consensus, Some(OnNoConsensus::Vote));
    }

    #[test]
    fn max_rounds_out_of_range_is_located() {
        let errs = parse("discussion:\n  max_rounds: 4\n").unwrap_err();
        assert_eq!(errs[0].pos, Pos::new(2, 3));
        let errs = parse("discussion:\n  max_rounds: 0\nroles:\n  dba: { enabld: false }\n").unwrap_err();
        assert_eq!(errs.len(), 2, "{errs:?}");
    }

    fn active(src: &str) -> Vec<&'static str> {
        let sel = parse(src).unwrap();
        let coding = ["architect", "dba", "tester"];
        let choice = active_in(&sel, "coding", |n| coding.contains(&n));
        coding.into_iter().filter(|n| choice.is_active(n)).collect()
    }

    #[test]
    fn active_roles_per_category() {
        // Chosen: only the chosen are active.
        assert_eq!(active("roles: [architect, tester]\n"), ["architect", "tester"]);
        assert_eq!(active("roles:\n  architect: { enabled: true }\n  dba: { enabled: false }\n"), ["architect"]);
        // Only disabled, or only given rules: the rest of the category stays active.
        assert_eq!(active("roles:\n  dba: { enabled: false }\n"), ["architect", "tester"]);
        assert_eq!(active("roles:\n  dba: { extra_rules: \"Postgres 16.\" }\n"), ["architect", "dba", "tester"]);
        assert_eq!(active("roles:\n  architect: {}\n  dba: { enabled: false }\n"), ["architect"]);
        assert_eq!(active("roles:\n  tester:\n  dba: { extra_rules: \"Postgres 16.\" }\n"), ["tester"]);
        // Another category's choice leaves this one alone.
        assert_eq!(active("roles: [legal/contract-analyst]\n"), ["architect", "dba", "tester"]);
        let sel = parse("roles: [architect]\n").unwrap();
        assert!(!active_in(&sel, "legal", |n| n == "contract-analyst").restricted);
    }
}
