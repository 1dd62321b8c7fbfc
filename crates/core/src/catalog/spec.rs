//! One role file: its fields, how it is parsed, and every check that can be made on the file
//! alone (the catalog checks what needs several files).

use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;

use crate::diag::{self, Diagnostic, Pos};
use crate::yaml;

/// The keys a role file may have: the seven established ones, then our extensions.
pub const ROLE_KEYS: &[&str] = &[
    "name",
    "display_name",
    "emoji",
    "description",
    "triggers",
    "rules",
    "convergence_criteria",
    "model",
    "always_include",
    "lead",
];

/// A role as written in its file, after validation.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoleSpec {
    pub name: String,
    pub display_name: String,
    pub emoji: String,
    pub description: String,
    pub triggers: Vec<String>,
    pub rules: String,
    pub convergence_criteria: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
    pub always_include: bool,
    pub lead: bool,
    /// Where each trigger is written in the file, in `triggers` order.
    #[serde(skip)]
    pub trigger_pos: Vec<Pos>,
}

#[derive(Deserialize)]
struct RawRole {
    name: Option<Spanned<String>>,
    display_name: Option<Spanned<String>>,
    emoji: Option<Spanned<String>>,
    description: Option<Spanned<String>>,
    triggers: Option<Spanned<Vec<Spanned<String>>>>,
    rules: Option<Spanned<String>>,
    convergence_criteria: Option<Spanned<Vec<Spanned<String>>>>,
    model: Option<Spanned<String>>,
    always_include: Option<bool>,
    lead: Option<bool>,
}

fn pos<T>(s: &Spanned<T>) -> Pos {
    Pos::new(s.referenced.line() as usize, s.referenced.column() as usize)
}

/// Parses and checks one role file. `stem` is the file name without extension, which the role's
/// name must equal. Returns the role when it has no errors, and every problem found.
pub fn parse_role(file: &Path, stem: &str, src: &str) -> (Option<RoleSpec>, Vec<Diagnostic>) {
    let positions = yaml::key_positions(src);
    let mut diags = unknown_keys(file, &positions);
    let raw: RawRole = match yaml::parse(file, src) {
        Ok(raw) => raw,
        Err(d) => {
            diags.push(d);
            return (None, diags);
        }
    };
    let name_pos = raw.name.as_ref().map(pos).unwrap_or(Pos::new(1, 1));
    let name = text(file, "name", raw.name, true, &mut diags);
    let display_name = text(file, "display_name", raw.display_name, true, &mut diags);
    let emoji = text(file, "emoji", raw.emoji, true, &mut diags);
    let description = text(file, "description", raw.description, true, &mut diags);
    let rules = text(file, "rules", raw.rules, true, &mut diags);
    let model = text(file, "model", raw.model, false, &mut diags);
    let triggers = list(file, "triggers", raw.triggers, false, &mut diags);
    let criteria = list(file, "convergence_criteria", raw.convergence_criteria, true, &mut diags);
    if let Some(name) = &name {
        diags.extend(name_problem(file, name_pos, name, stem));
    }
    if let Some(model) = &model
        && !diag::is_kebab_case(model)
    {
        let at = positions.get("model").copied().unwrap_or_default();
        diags.push(
            Diagnostic::error(file, at, format!("model alias `{model}` is not kebab-case"))
                .with_help("name a model alias from the configuration, e.g. `fast` or `strong`"),
        );
    }
    if diags.iter().any(Diagnostic::is_error) {
        return (None, diags);
    }
    let (Some(name), Some(display_name), Some(emoji), Some(description), Some(rules), Some(triggers), Some(criteria)) =
        (name, display_name, emoji, description, rules, triggers, criteria)
    else {
        return (None, diags);
    };
    let trigger_pos =
        (0..triggers.len()).map(|i| positions.get(&format!("triggers.{i}")).copied().unwrap_or(Pos::FILE)).collect();
    let spec = RoleSpec {
        trigger_pos,
        name,
        display_name,
        emoji,
        description,
        triggers,
        rules,
        convergence_criteria: criteria,
        model,
        always_include: raw.always_include.unwrap_or(false),
        lead: raw.lead.unwrap_or(false),
    };
    (Some(spec), diags)
}

/// A text field's value; `None`, with its problem in `diags`, when it is empty, or missing and
/// `required`.
fn text(
    file: &Path,
    field: &str,
    value: Option<Spanned<String>>,
    required: bool,
    diags: &mut Vec<Diagnostic>,
) -> Option<String> {
    match value {
        Some(v) if v.value.trim().is_empty() => {
            diags.push(
                Diagnostic::error(file, pos(&v), format!("`{field}` is empty"))
                    .with_help(format!("give `{field}` a value")),
            );
            None
        }
        Some(v) => Some(v.value),
        None if required => {
            diags.push(Diagnostic::error(file, Pos::new(1, 1), format!("missing required field `{field}`")).with_help(
                format!("add `{field}:` to the role file (see `agentsmith roles show architect` for an example)"),
            ));
            None
        }
        None => None,
    }
}

/// A top-level key a role file may not have, each with the nearest allowed one.
fn unknown_keys(file: &Path, positions: &indexmap::IndexMap<String, Pos>) -> Vec<Diagnostic> {
    let allowed = ROLE_KEYS.join(", ");
    positions
        .iter()
        .filter(|(k, _)| !k.contains('.') && !ROLE_KEYS.contains(&k.as_str()))
        .map(|(key, at)| {
            let d = Diagnostic::error(file, *at, format!("unknown key `{key}` in role file"));
            match diag::closest(key, ROLE_KEYS.iter().copied()) {
                Some(near) => d.with_help(format!("did you mean `{near}`? allowed keys: {allowed}")),
                None => d.with_help(format!("remove it; allowed keys: {allowed}")),
            }
        })
        .collect()
}

/// What is wrong with a role's name: not kebab-case, or not its file's name (`stem`).
fn name_problem(file: &Path, at: Pos, name: &str, stem: &str) -> Option<Diagnostic> {
    if !diag::is_kebab_case(name) {
        return Some(
            Diagnostic::error(file, at, format!("role name `{name}` is not kebab-case"))
                .with_help("use lower-case words joined by hyphens, e.g. `backend-developer`"),
        );
    }
    (name != stem).then(|| {
        Diagnostic::error(file, at, format!("role name `{name}` does not match the file name `{stem}`"))
            .with_help(format!("rename the file to `{name}.yaml` or set `name: {stem}`"))
    })
}

/// A list of non-empty strings. `non_empty` lists must have at least one item.
fn list(
    file: &Path,
    field: &str,
    value: Option<Spanned<Vec<Spanned<String>>>>,
    non_empty: bool,
    diags: &mut Vec<Diagnostic>,
) -> Option<Vec<String>> {
    let Some(value) = value else {
        diags.push(
            Diagnostic::error(file, Pos::new(1, 1), format!("missing required field `{field}`"))
                .with_help(format!("add `{field}:` with a list of strings")),
        );
        return None;
    };
    if non_empty && value.value.is_empty() {
        diags.push(
            Diagnostic::error(file, pos(&value), format!("`{field}` is empty"))
                .with_help(format!("list at least one item under `{field}`")),
        );
        return None;
    }
    let mut out = Vec::new();
    let mut ok = true;
    for item in value.value {
        if item.value.trim().is_empty() {
            diags.push(
                Diagnostic::error(file, pos(&item), format!("empty item in `{field}`"))
                    .with_help("remove it or give it text"),
            );
            ok = false;
        } else {
            out.push(item.value);
        }
    }
    ok.then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "name: tester\ndisplay_name: Tester\nemoji: \"🧪\"\ndescription: Tests things\ntriggers: [testing]\nrules: |\n  Check tests.\n  Twice.\nconvergence_criteria:\n  - \"Tests exist\"\n";

    #[test]
    fn established_format_loads() {
        let (spec, diags) = parse_role(Path::new("tester.yaml"), "tester", GOOD);
        assert!(diags.is_empty(), "{diags:?}");
        let spec = spec.unwrap();
        assert_eq!(spec.rules, "Check tests.\nTwice.\n");
        assert_eq!(spec.triggers, ["testing"]);
        assert!(!spec.always_include && !spec.lead && spec.model.is_none());
    }

    #[test]
    fn every_problem_is_reported() {
        let src = "name: Tester\ndisplay_name: ''\nemoji: x\ndescription: d\ntriggers: []\nrules: r\nconvergence_criteria: []\ncolour: red\nleed: true\n";
        let (spec, diags) = parse_role(Path::new("t.yaml"), "tester", src);
        assert!(spec.is_none());
        let messages: Vec<String> =
            diags.iter().map(|d| format!("{}:{} {}", d.pos.line, d.pos.column, d.message)).collect();
        assert_eq!(
            messages,
            [
                "8:1 unknown key `colour` in role file",
                "9:1 unknown key `leed` in role file",
                "2:15 `display_name` is empty",
                "7:23 `convergence_criteria` is empty",
                "1:7 role name `Tester` is not kebab-case",
            ]
        );
        assert_eq!(diags[1].help.as_deref().map(|h| h.starts_with("did you mean `lead`")), Some(true));
    }

    #[test]
    fn name_must_match_stem() {
        let (_, diags) = parse_role(Path::new("qa.yaml"), "qa", GOOD);
        assert_eq!(diags.len(), 1);
        assert!(diags[0].message.contains("does not match the file name `qa`"));
    }

    #[test]
    fn malformed_yaml_is_one_located_error() {
        let (spec, diags) = parse_role(Path::new("t.yaml"), "t", "name: t\nrules: [unclosed\n");
        assert!(spec.is_none());
        assert_eq!(diags.len(), 1);
        assert!(diags[0].pos.line >= 1);
    }
}
