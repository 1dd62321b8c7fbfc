//! The trigger vocabulary (`config/triggers.yaml`): each trigger tag and the signals that raise
//! it: words in the ticket, paths in the repository, facts from the survey.

use std::path::{Path, PathBuf};

use globset::{Glob, GlobBuilder, GlobSet, GlobSetBuilder};
use indexmap::IndexMap;
use regex::{Regex, RegexBuilder};
use serde::{Deserialize, Serialize};

use crate::diag::{self, Diagnostic, Pos};
use crate::{embedded, yaml};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawVocabulary {
    #[serde(default)]
    triggers: IndexMap<String, RawTrigger>,
    #[serde(default)]
    categories: IndexMap<String, CategoryDefaults>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTrigger {
    description: String,
    #[serde(default)]
    words: Vec<String>,
    #[serde(default)]
    paths: Vec<String>,
    #[serde(default)]
    facts: Vec<String>,
    #[serde(default = "one")]
    weight: f64,
}

fn one() -> f64 {
    1.0
}

/// Per-category settings of the vocabulary.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CategoryDefaults {
    /// The panel when nothing in the input matches any role.
    #[serde(default)]
    pub default_panel: Vec<String>,
}

/// One trigger, compiled.
#[derive(Debug, Clone)]
pub struct Trigger {
    pub tag: String,
    pub description: String,
    pub weight: f64,
    words: Option<Regex>,
    paths: Option<(GlobSet, Vec<String>)>,
    facts: Option<(GlobSet, Vec<String>)>,
}

/// A signal that matched.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hit {
    /// The text, path or fact that matched.
    pub matched: String,
    /// The pattern it matched, for paths and facts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
    /// How many more paths matched.
    #[serde(skip_serializing_if = "is_zero")]
    pub more: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

impl Trigger {
    /// Words of this trigger found in `text`: distinct, in order of appearance, at most 3.
    pub fn match_text(&self, text: &str) -> Vec<Hit> {
        let Some(re) = &self.words else { return Vec::new() };
        // Words are compiled lower-case; folding the text once is far cheaper than a
        // case-insensitive regex per trigger.
        let text = text.to_lowercase();
        let mut seen: Vec<String> = Vec::new();
        for m in re.find_iter(&text) {
            let word = m.as_str().split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
            if !seen.contains(&word) {
                seen.push(word);
            }
            if seen.len() == 3 {
                break;
            }
        }
        seen.into_iter().map(|matched| Hit { matched, pattern: None, more: 0 }).collect()
    }

    /// The first repository path this trigger's globs match, and how many others do.
    pub fn match_paths(&self, paths: &[String]) -> Option<Hit> {
        let (set, globs) = self.paths.as_ref()?;
        let mut hits = paths.iter().filter_map(|p| set.matches(p).first().map(|i| (p, *i)));
        let (first, glob) = hits.next()?;
        Some(Hit { matched: first.clone(), pattern: globs.get(glob).cloned(), more: hits.count() })
    }

    /// Survey facts this trigger names (at most 3).
    pub fn match_facts<'a>(&self, facts: impl IntoIterator<Item = &'a String>) -> Vec<Hit> {
        let Some((set, globs)) = &self.facts else { return Vec::new() };
        facts
            .into_iter()
            .filter_map(|f| {
                set.matches(f).first().map(|i| Hit { matched: f.clone(), pattern: globs.get(*i).cloned(), more: 0 })
            })
            .take(3)
            .collect()
    }
}

/// Every trigger, by tag, and the per-category defaults.
#[derive(Debug, Clone, Default)]
pub struct Vocabulary {
    pub triggers: IndexMap<String, Trigger>,
    pub categories: IndexMap<String, CategoryDefaults>,
    /// Where each category's `default_panel` was defined: the file, and the line and column of
    /// each name in it (for warnings about a name that is not a role of the category).
    pub panel_at: IndexMap<String, (PathBuf, Vec<Pos>)>,
}

impl Vocabulary {
    /// The built-in vocabulary, overlaid by the user's and the project's `triggers.yaml` (a tag
    /// defined again replaces the earlier definition). Problems are returned, not fatal.
    pub fn load(user_dir: Option<&Path>, repo: &Path) -> (Vocabulary, Vec<Diagnostic>) {
        let mut vocab = Vocabulary::default();
        let mut diags = Vec::new();
        if let Some(src) = embedded::config_file("triggers.yaml") {
            vocab.add(Path::new("config/triggers.yaml"), src, &mut diags);
        }
        let mut files: Vec<PathBuf> = user_dir.map(|d| d.join("triggers.yaml")).into_iter().collect();
        files.push(repo.join(".agentsmith").join("triggers.yaml"));
        for file in files {
            match std::fs::read_to_string(&file) {
                Ok(src) => vocab.add(&file, &src, &mut diags),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => diags.push(Diagnostic::error(&file, Pos::FILE, format!("cannot read: {e}"))),
            }
        }
        (vocab, diags)
    }

    /// Parses one vocabulary file and adds its triggers.
    pub fn add(&mut self, file: &Path, src: &str, diags: &mut Vec<Diagnostic>) {
        let raw: RawVocabulary = match yaml::parse(file, src) {
            Ok(raw) => raw,
            Err(d) => {
                diags.push(d);
                return;
            }
        };
        let at = yaml::key_positions(src);
        let pos = |path: String| at.get(&path).copied().unwrap_or(Pos::FILE);
        for (tag, t) in raw.triggers {
            match trigger(file, tag, t, &pos, diags) {
                Ok(trigger) => {
                    self.triggers.insert(trigger.tag.clone(), trigger);
                }
                Err(d) => diags.push(d),
            }
        }
        for (category, defaults) in &raw.categories {
            let names = (0..defaults.default_panel.len())
                .map(|i| {
                    at.get(&format!("categories.{category}.default_panel.{i}"))
                        .or_else(|| at.get(&format!("categories.{category}.default_panel")))
                        .copied()
                        .unwrap_or(Pos::FILE)
                })
                .collect();
            self.panel_at.insert(category.clone(), (file.to_path_buf(), names));
        }
        self.categories.extend(raw.categories);
    }

    /// A trigger for a tag the vocabulary lacks: its words, as a phrase, in the ticket.
    pub fn fallback(tag: &str) -> Trigger {
        let phrase = tag.replace('-', " ");
        Trigger {
            tag: tag.to_string(),
            description: String::new(),
            weight: 1.0,
            words: words_regex(&[phrase]).ok().flatten(),
            paths: None,
            facts: None,
        }
    }
}

/// One regex, over lower-cased text, for a trigger's words: whole words, `*` at the end of a word for
/// any ending, several words as a phrase across any whitespace.
fn words_regex(words: &[String]) -> Result<Option<Regex>, String> {
    let mut alts = Vec::new();
    for w in words {
        let w = w.trim();
        if w.is_empty() {
            return Err("empty entry in `words`".into());
        }
        let w = w.to_lowercase();
        let (stem, open) = match w.strip_suffix('*') {
            Some(s) => (s, true),
            None => (w.as_str(), false),
        };
        let body = stem.split_whitespace().map(regex::escape).collect::<Vec<_>>().join(r"(?-u:\s)+");
        let starts_word = stem.chars().next().is_some_and(|c| c.is_alphanumeric() || c == '_');
        let ends_word = stem.chars().last().is_some_and(|c| c.is_alphanumeric() || c == '_');
        let mut alt = String::new();
        // ASCII word classes: Unicode ones make each regex hundreds of times costlier to build,
        // and the vocabulary is compiled on every run.
        if starts_word {
            alt.push_str(r"(?-u:\b)");
        }
        alt.push_str(&body);
        if open {
            alt.push_str(r"(?-u:[\w-])*");
        }
        if ends_word || open {
            alt.push_str(r"(?-u:\b)");
        }
        alts.push(alt);
    }
    if alts.is_empty() {
        return Ok(None);
    }
    RegexBuilder::new(&format!("(?:{})", alts.join("|")))
        .size_limit(1 << 22)
        .build()
        .map(Some)
        .map_err(|e| format!("bad words: {e}"))
}

type Globs = Option<(GlobSet, Vec<String>)>;

fn glob_set(patterns: &[String], paths: bool) -> Result<Globs, (usize, String)> {
    if patterns.is_empty() {
        return Ok(None);
    }
    let mut b = GlobSetBuilder::new();
    for (i, p) in patterns.iter().enumerate() {
        let glob = if paths {
            // A bare name like `Dockerfile` matches at any depth.
            let p = if p.contains('/') { p.clone() } else { format!("**/{p}") };
            GlobBuilder::new(&p).literal_separator(true).case_insensitive(false).build()
        } else {
            Glob::new(p)
        };
        b.add(glob.map_err(|e| (i, e.to_string()))?);
    }
    b.build().map(|s| Some((s, patterns.to_vec()))).map_err(|e| (0, e.to_string()))
}

/// One trigger of a vocabulary file, checked: `Err` is why it is left out (its tag, weight,
/// words or globs); a fact of no known kind is reported in `diags` and the trigger kept.
fn trigger(
    file: &Path,
    tag: String,
    t: RawTrigger,
    pos: &dyn Fn(String) -> Pos,
    diags: &mut Vec<Diagnostic>,
) -> Result<Trigger, Diagnostic> {
    if !diag::is_kebab_case(&tag) {
        return Err(Diagnostic::error(
            file,
            pos(format!("triggers.{tag}")),
            format!("trigger tag `{tag}` is not kebab-case"),
        )
        .with_help("use lower-case words joined by hyphens"));
    }
    if !(t.weight.is_finite() && t.weight > 0.0) {
        return Err(Diagnostic::error(
            file,
            pos(format!("triggers.{tag}.weight")),
            format!("trigger `{tag}` has weight {}", t.weight),
        )
        .with_help("give a positive weight (1.0 is the default)"));
    }
    let words = words_regex(&t.words)
        .map_err(|e| Diagnostic::error(file, pos(format!("triggers.{tag}.words")), format!("trigger `{tag}`: {e}")))?;
    let paths = glob_set(&t.paths, true).map_err(|(i, e)| {
        Diagnostic::error(
            file,
            pos(format!("triggers.{tag}.paths.{i}")),
            format!("trigger `{tag}`: bad path glob: {e}"),
        )
        .with_help("use globs such as `**/migrations/**` or `**/*.sql`")
    })?;
    let facts = glob_set(&t.facts, false).map_err(|(i, e)| {
        let at = pos(format!("triggers.{tag}.facts.{i}"));
        Diagnostic::error(file, at, format!("trigger `{tag}`: bad fact pattern: {e}"))
    })?;
    for (i, f) in t.facts.iter().enumerate() {
        let kind = f.split_once(':').map(|(k, _)| k);
        if !matches!(kind, Some("language" | "manifest" | "dependency" | "folder")) {
            diags.push(
                Diagnostic::error(
                    file,
                    pos(format!("triggers.{tag}.facts.{i}")),
                    format!("trigger `{tag}`: fact `{f}` has no known kind"),
                )
                .with_help("facts start with language:, manifest:, dependency: or folder:"),
            );
        }
    }
    Ok(Trigger { tag, description: t.description, weight: t.weight, words, paths, facts })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vocab(src: &str) -> Vocabulary {
        let mut v = Vocabulary::default();
        let mut d = Vec::new();
        v.add(Path::new("t.yaml"), src, &mut d);
        assert!(d.is_empty(), "{d:?}");
        v
    }

    #[test]
    fn words_match_whole_words_with_endings_and_phrases() {
        let v = vocab(
            "triggers:\n  database:\n    description: d\n    words: [\"migrat*\", \"foreign key\", sql, \"non-compete*\"]\n",
        );
        let t = &v.triggers["database"];
        let hits: Vec<String> = t
            .match_text("Add a MIGRATION; migrating the Foreign\n key. SQLite? mysql; non-competes")
            .into_iter()
            .map(|h| h.matched)
            .collect();
        assert_eq!(hits, ["migration", "migrating", "foreign key"]);
        assert!(t.match_text("the sqlite file").is_empty());
        assert_eq!(t.match_text("a sql query")[0].matched, "sql");
        assert_eq!(t.match_text("their non-competes")[0].matched, "non-competes");
    }

    #[test]
    fn paths_and_facts() {
        let v = vocab(
            "triggers:\n  db:\n    description: d\n    paths: [\"**/migrations/**\", \"*.sql\"]\n    facts: [\"dependency:psycopg*\"]\n",
        );
        let t = &v.triggers["db"];
        let paths = vec![
            "a/b.py".to_string(),
            "db/migrations/001.py".into(),
            "schema.sql".into(),
            "x/migrations/002.py".into(),
        ];
        let hit = t.match_paths(&paths).unwrap();
        assert_eq!((hit.matched.as_str(), hit.more), ("db/migrations/001.py", 2));
        let facts = ["dependency:flask".to_string(), "dependency:psycopg2-binary".into()];
        assert_eq!(t.match_facts(&facts)[0].matched, "dependency:psycopg2-binary");
    }

    #[test]
    fn bad_entries_are_located() {
        let mut v = Vocabulary::default();
        let mut d = Vec::new();
        v.add(
            Path::new("t.yaml"),
            "triggers:\n  Bad_Tag:\n    description: d\n  ok:\n    description: d\n    facts: [\"colour:red\"]\n",
            &mut d,
        );
        assert_eq!(d.len(), 2, "{d:?}");
        assert_eq!(d[0].pos, Pos::new(2, 3));
        assert_eq!(d[1].pos, Pos::new(6, 13));
    }
}
