//! The project's lasting knowledge, `.agentsmith/knowledge.md`: four deterministic surveys
//! (structure, stack and build, conventions, risky areas) run in parallel, recorded with the
//! commit they describe, and updated from the files changed since that commit.

mod instructions;
mod model;
mod sections;

pub use instructions::{Instruction, MAX_INSTRUCTION_CHARS};

pub use model::{ModelNotes, Note, Refresh};

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::context::{Survey, language_of, survey};

/// Files larger than this are not read for line counts and security-sensitive calls.
const MAX_READ: u64 = 512 * 1024;
/// The most of knowledge.md any prompt is given, in characters.
pub const MAX_PROMPT_CHARS: usize = 6_000;

/// What one code file was found to be: its size and the scanner's rules it matched.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileFacts {
    pub lines: usize,
    /// Rule ids of the security-sensitive calls the scanner found, deduplicated.
    pub risky: Vec<String>,
}

/// The per-file facts behind knowledge.md (`.agentsmith/knowledge.json`), so that an update
/// reads only the files changed since `commit`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Index {
    pub commit: String,
    pub date: String,
    pub files: BTreeMap<String, FileFacts>,
    /// The model's notes on the conventions and risky areas, carried over by every update
    /// until `agentsmith init` asks again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<ModelNotes>,
}

/// How the knowledge was brought up to date.
#[derive(Debug, Clone, PartialEq)]
pub enum Mode {
    /// Every file surveyed; `why` says why an update was not incremental, when one was asked.
    Full { why: Option<String> },
    /// Only `read` (changed since `since`, or new) were surveyed again.
    Incremental { since: String, read: Vec<String>, removed: usize },
}

#[derive(Debug, Clone)]
pub struct Update {
    pub mode: Mode,
    pub path: PathBuf,
    pub commit: String,
    pub date: String,
    pub files: usize,
}

impl Update {
    /// One line for the user.
    pub fn describe(&self) -> String {
        let at = format!("commit {}, {}", short(&self.commit), self.date);
        match &self.mode {
            Mode::Full { why: None } => {
                format!(
                    "Wrote {} (full survey of {}; {at}).",
                    self.path.display(),
                    crate::util::count(self.files, "file")
                )
            }
            Mode::Full { why: Some(w) } => {
                format!(
                    "Wrote {} (full survey of {}: {w}; {at}).",
                    self.path.display(),
                    crate::util::count(self.files, "file")
                )
            }
            Mode::Incremental { since, read, removed } => {
                let mut s = format!(
                    "Updated {} incrementally since {}: {} surveyed again",
                    self.path.display(),
                    short(since),
                    crate::util::count(read.len(), "file")
                );
                if !read.is_empty() {
                    let shown: Vec<&str> = read.iter().take(10).map(String::as_str).collect();
                    s.push_str(&format!(" ({}{})", shown.join(", "), if read.len() > 10 { ", ..." } else { "" }));
                }
                if *removed > 0 {
                    s.push_str(&format!(", {removed} removed"));
                }
                s.push_str(&format!("; {at}."));
                s
            }
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum KnowledgeError {
    #[error("{path}: cannot write the project knowledge: {source}; check the folder's permissions")]
    Write { path: PathBuf, source: std::io::Error },
    #[error("the file survey could not run: {0}")]
    Survey(String),
}

pub fn dir(repo: &Path) -> PathBuf {
    repo.join(".agentsmith")
}

pub fn path(repo: &Path) -> PathBuf {
    dir(repo).join("knowledge.md")
}

fn index_path(repo: &Path) -> PathBuf {
    dir(repo).join("knowledge.json")
}

fn short(commit: &str) -> &str {
    commit.get(..12).unwrap_or(commit)
}

/// The commit HEAD names, when `repo` is a git repository with one.
fn head(repo: &Path) -> Option<String> {
    crate::git::user_git(repo, &["rev-parse", "--verify", "HEAD"]).ok().map(|s| s.trim().to_string())
}

/// The `commit:` recorded in knowledge.md's `last_updated`.
pub fn recorded_commit(text: &str) -> Option<String> {
    let front = text.strip_prefix("---\n")?.split("\n---").next()?;
    front
        .lines()
        .find_map(|l| l.trim().strip_prefix("commit:"))
        .map(|c| c.trim().trim_matches('"').to_string())
        .filter(|c| !c.is_empty())
}

/// Files changed between `since` and the working tree (commits and uncommitted edits), or
/// why that cannot be said.
fn changed_since(repo: &Path, since: &str) -> Result<BTreeSet<String>, String> {
    if !since.chars().all(|c| c.is_ascii_hexdigit()) || since.is_empty() {
        return Err(format!("the recorded commit `{since}` is not a commit id"));
    }
    crate::git::user_git(repo, &["rev-parse", "--verify", "--quiet", &format!("{since}^{{commit}}")])
        .map_err(|_| format!("the recorded commit {} is unknown to this repository", short(since)))?;
    let out = crate::git::user_git(repo, &["diff", "--name-only", "--no-renames", since, "--"])
        .map_err(|e| format!("git diff since {} failed: {e}", short(since)))?;
    Ok(out.lines().map(str::to_string).filter(|l| !l.is_empty()).collect())
}

/// The facts of one file, read from disk; `None` for files not worth reading (not code, too
/// large, unreadable).
fn file_facts(repo: &Path, rel: &str, scanner: Option<&crate::scan::Scanner>) -> Option<FileFacts> {
    let lang = language_of(rel.rsplit('/').next().unwrap_or(rel))?;
    if matches!(lang, "markdown" | "yaml") {
        return None;
    }
    let full = repo.join(rel);
    if std::fs::metadata(&full).ok()?.len() > MAX_READ {
        return None;
    }
    let text = std::fs::read_to_string(&full).ok()?;
    let mut risky: Vec<String> =
        scanner.map(|s| s.scan_text(rel, &text).into_iter().map(|f| f.rule_id).collect()).unwrap_or_default();
    risky.sort();
    risky.dedup();
    Some(FileFacts { lines: text.lines().count(), risky })
}

/// Brings the per-file index up to date with `s`: the files in `reread` or absent from the
/// index are read; files gone from the tree are dropped. Returns the paths read and the count
/// removed.
fn refresh(repo: &Path, s: &Survey, index: &mut Index, reread: Option<&BTreeSet<String>>) -> (Vec<String>, usize) {
    let scanner = crate::scan::Scanner::builtin().ok();
    let present: BTreeSet<&str> = s.paths.iter().map(String::as_str).collect();
    let before = index.files.len();
    index.files.retain(|p, _| present.contains(p.as_str()));
    let removed = before - index.files.len();
    let mut read = Vec::new();
    for rel in &s.paths {
        let stale = match reread {
            None => true,
            Some(changed) => changed.contains(rel) || !index.files.contains_key(rel),
        };
        if !stale {
            continue;
        }
        match file_facts(repo, rel, scanner.as_ref()) {
            Some(f) => {
                index.files.insert(rel.clone(), f);
                read.push(rel.clone());
            }
            None => {
                index.files.remove(rel);
            }
        }
    }
    (read, removed)
}

/// Surveys `repo` and writes knowledge.md (and its index): incrementally from the commits since
/// the recorded `last_updated` when it can, fully otherwise (`full` forces it). The model's
/// notes are carried over.
pub fn update(repo: &Path, full: bool) -> Result<Update, KnowledgeError> {
    update_with(repo, full, None)
}

/// The model's notes kept in the index, when there are.
pub fn model_notes(repo: &Path) -> Option<ModelNotes> {
    std::fs::read_to_string(index_path(repo)).ok().and_then(|t| serde_json::from_str::<Index>(&t).ok())?.model
}

/// The per-file index, when there is a readable one.
pub fn index(repo: &Path) -> Option<Index> {
    std::fs::read_to_string(index_path(repo)).ok().and_then(|t| serde_json::from_str(&t).ok())
}

/// Whether the model should write its notes again (see [`model::refresh`]).
pub fn model_refresh(repo: &Path, full: bool) -> Refresh {
    model::refresh(repo, model_notes(repo).as_ref(), full)
}

/// What the model is given: knowledge.md's facts (without the model's notes) and the sampled
/// central files, their secrets added to `secrets` and masked.
pub fn model_input(repo: &Path, secrets: &crate::redact::Redactor) -> (String, Vec<(String, String)>) {
    let facts = std::fs::read_to_string(path(repo)).map(|t| model::facts(&t)).unwrap_or_default();
    let files = index(repo).map(|i| model::central_files(&i)).unwrap_or_default();
    (facts, model::sample(repo, &files, secrets))
}

pub use model::ask_notes;

/// As [`update`], with `notes` replacing the model's notes.
pub fn update_with(repo: &Path, full: bool, notes: Option<ModelNotes>) -> Result<Update, KnowledgeError> {
    let md = path(repo);
    let commit = head(repo).unwrap_or_else(|| "none".to_string());
    let date = crate::util::utc_now();
    let previous = std::fs::read_to_string(&md).ok();
    let old_index: Option<Index> =
        std::fs::read_to_string(index_path(repo)).ok().and_then(|t| serde_json::from_str(&t).ok());
    // Incremental only with a recorded commit git knows and the index written with it.
    let plan: Result<(String, BTreeSet<String>, Index), String> = if full {
        Err(String::new())
    } else {
        match (previous.as_deref().map(recorded_commit), old_index) {
            (None, _) => Err(String::new()),
            (Some(None), _) => Err("knowledge.md records no last_updated commit".into()),
            (Some(Some(_)), None) => Err("its index .agentsmith/knowledge.json is missing or unreadable".into()),
            (Some(Some(c)), Some(idx)) if idx.commit != c => {
                Err("its index .agentsmith/knowledge.json was written for another commit".into())
            }
            (Some(Some(c)), Some(idx)) => changed_since(repo, &c).map(|changed| (c, changed, idx)),
        }
    };
    let notes = match notes {
        Some(n) => Some(n),
        None => std::fs::read_to_string(index_path(repo))
            .ok()
            .and_then(|t| serde_json::from_str::<Index>(&t).ok())
            .and_then(|i| i.model),
    };
    let s = survey(repo);
    let mut mode = Mode::Full { why: None };
    let (text, index) = sections::render(repo, &s, || {
        let (index, m) = match plan {
            Ok((since, changed, mut idx)) => {
                let (read, removed) = refresh(repo, &s, &mut idx, Some(&changed));
                (idx, Mode::Incremental { since, read, removed })
            }
            Err(why) => {
                let mut idx = Index::default();
                refresh(repo, &s, &mut idx, None);
                (idx, Mode::Full { why: (!why.is_empty()).then_some(why) })
            }
        };
        mode = m;
        Index { commit: commit.clone(), date: date.clone(), model: notes, ..index }
    });
    std::fs::create_dir_all(dir(repo)).map_err(|source| KnowledgeError::Write { path: dir(repo), source })?;
    let json = serde_json::to_vec_pretty(&index).map_err(|e| KnowledgeError::Survey(e.to_string()))?;
    crate::util::write_atomic(&index_path(repo), &json)
        .map_err(|source| KnowledgeError::Write { path: index_path(repo), source })?;
    crate::util::write_atomic(&md, text.as_bytes())
        .map_err(|source| KnowledgeError::Write { path: md.clone(), source })?;
    Ok(Update { mode, path: md, commit, date, files: s.files })
}

/// Appends what the project says about itself ([`project_text`]) to a smith's brief; nothing
/// when it says nothing.
pub fn add_to_brief(brief: &mut String, repo: &Path) {
    if let Some(k) = project_text(repo) {
        if !brief.trim().is_empty() {
            brief.push_str("\n\n");
        }
        brief.push_str(&k);
    }
}

/// What the project says about itself, for every prompt that works on it: its instructions for
/// agents (`.agentsmith/context.md`, `AGENTS.md`, `CLAUDE.md`; see [`instructions::read`]), then
/// knowledge.md ([`for_prompt`]), each under a heading naming its file and each bounded;
/// `None` when there is neither.
pub fn project_text(repo: &Path) -> Option<String> {
    let knowledge = for_prompt(repo).map(|k| format!("# Project knowledge (.agentsmith/knowledge.md)\n\n{k}"));
    let parts: Vec<String> = [instructions::for_prompt(repo), knowledge].into_iter().flatten().collect();
    (!parts.is_empty()).then(|| parts.join("\n\n"))
}

/// The project's instruction files that say something (see [`instructions::read`]).
pub fn instructions(repo: &Path) -> Vec<Instruction> {
    instructions::read(repo)
}

/// knowledge.md without its front matter, cut to [`MAX_PROMPT_CHARS`], for prompts; `None`
/// when there is none.
pub fn for_prompt(repo: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path(repo)).ok()?;
    let body = match text.strip_prefix("---\n").and_then(|r| r.split_once("\n---\n")) {
        Some((_, body)) => body,
        None => text.as_str(),
    };
    let body = body.trim();
    if body.is_empty() {
        return None;
    }
    if body.chars().count() <= MAX_PROMPT_CHARS {
        return Some(body.to_string());
    }
    let cut: String = body.chars().take(MAX_PROMPT_CHARS).collect();
    Some(format!("{cut}\n\n(knowledge.md was cut here: it is longer than {MAX_PROMPT_CHARS} characters)"))
}

/// Entry points by file name or path, as the usual layouts of each language place them.
fn is_entry_point(rel: &str) -> bool {
    let name = rel.rsplit('/').next().unwrap_or(rel);
    let depth = rel.matches('/').count();
    matches!(rel, "src/main.rs" | "src/lib.rs" | "manage.py" | "main.go")
        || (rel.starts_with("src/bin/") && name.ends_with(".rs"))
        || (rel.starts_with("cmd/") && name == "main.go")
        || name == "__main__.py"
        || (depth <= 1 && matches!(name, "main.py" | "app.py" | "wsgi.py" | "asgi.py" | "server.py"))
        || (depth <= 1
            && matches!(
                name,
                "index.js" | "index.ts" | "server.js" | "server.ts" | "app.js" | "app.ts" | "main.ts" | "main.js"
            ))
        || name == "Main.java"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_recorded_commit_and_the_bounded_prompt_text() {
        let text = "---\nlast_updated:\n  commit: abc123\n  date: 2026-01-01T00:00:00Z\n---\n# Project knowledge\n";
        assert_eq!(recorded_commit(text), Some("abc123".to_string()));
        assert_eq!(recorded_commit("# no front matter\ncommit: abc\n"), None);
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir(d.path())).unwrap();
        std::fs::write(path(d.path()), format!("{text}{}", "x".repeat(MAX_PROMPT_CHARS * 2))).unwrap();
        let p = for_prompt(d.path()).unwrap();
        assert!(p.starts_with("# Project knowledge") && !p.contains("last_updated"), "{p}");
        assert!(p.chars().count() < MAX_PROMPT_CHARS + 100 && p.ends_with("characters)"), "{}", p.len());
    }

    #[test]
    fn a_hostile_commit_is_never_given_to_git() {
        let d = tempfile::tempdir().unwrap();
        assert!(changed_since(d.path(), "--output=/tmp/x").unwrap_err().contains("not a commit id"));
    }
}
