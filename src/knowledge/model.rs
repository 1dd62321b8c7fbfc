//! The model's part of knowledge.md: notes on the conventions and the risky areas, asked (in
//! parallel) over the deterministic surveys and a bounded sample of the most central files.
//! The answer is untrusted: it is bounded, masked, reduced to plain one-line points, and an
//! unusable answer leaves the deterministic section alone, saying so. The notes are kept in
//! the index and carried over by every update until enough has changed since they were written.

use std::collections::BTreeSet;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::Index;
use crate::ask::{Answer, Problem, ask};
use crate::llm::{ChatRequest, Gateway, Message, RequestMeta};
use crate::redact::Redactor;

/// Files sampled for the model, at most.
pub const SAMPLE_FILES: usize = 4;
/// Characters of each sampled file the model is given, at most.
pub const SAMPLE_CHARS: usize = 3_000;
/// Points in one answer, at most (more are dropped).
pub const MAX_POINTS: usize = 10;
/// Characters of one point, at most (a longer one is cut).
pub const MAX_POINT_CHARS: usize = 400;
/// More changed files than this since the notes' commit, and the model is asked again.
pub const REFRESH_FILES: usize = 10;

/// What the model wrote for one section, or why nothing it wrote is used.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Note {
    /// The cleaned points; empty when the answer could not be used.
    #[serde(default)]
    pub points: Vec<String>,
    /// Why the answer could not be used (cleaned and bounded).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failed: Option<String>,
}

/// The model's notes, with where they come from.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModelNotes {
    /// The model's name, as configured.
    pub model: String,
    pub date: String,
    /// The commit the notes describe.
    pub commit: String,
    /// The files the model was shown.
    pub sampled: Vec<String>,
    pub conventions: Note,
    pub risky: Note,
}

impl ModelNotes {
    pub fn failed(&self) -> bool {
        self.conventions.failed.is_some() || self.risky.failed.is_some()
    }
}

/// The two sections the model writes notes for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Section {
    Conventions,
    Risky,
}

impl Section {
    fn name(self) -> &'static str {
        match self {
            Section::Conventions => "conventions",
            Section::Risky => "risky-areas",
        }
    }

    fn ask_for(self) -> &'static str {
        match self {
            Section::Conventions => {
                "the project's conventions a contributor must follow: naming, module layout, error handling, \
                 logging, tests (where, how named, how run), and what a reviewer of this project would insist on"
            }
            Section::Risky => {
                "the project's risky areas: where a change is most likely to break something or open a security \
                 hole (untrusted input, shell or SQL calls, secrets, concurrency, large or central files), and why"
            }
        }
    }
}

/// The heading of the model's notes inside a section; everything from it to the next section
/// is the model's (or says why there is nothing of it).
pub const NOTES_HEADING: &str = "### Model notes";

/// The model's block for one section of knowledge.md; empty without notes.
pub fn block(notes: Option<&ModelNotes>, section: Section) -> String {
    let Some(n) = notes else { return String::new() };
    let note = match section {
        Section::Conventions => &n.conventions,
        Section::Risky => &n.risky,
    };
    let short = super::short(&n.commit);
    match &note.failed {
        Some(why) => format!(
            "\n{NOTES_HEADING}\n\n(none: model `{}` was asked on {} at commit {short}, but its answer could not be used: {why}; this section holds the deterministic survey only)\n",
            n.model, n.date
        ),
        None => {
            let files: Vec<String> = n.sampled.iter().map(|f| format!("`{f}`")).collect();
            let mut out = format!(
                "\n{NOTES_HEADING}\n\n(written by model `{}` on {} at commit {short}, from the surveys above and {}{}; unchecked)\n\n",
                n.model,
                n.date,
                crate::util::count(n.sampled.len(), "sampled file"),
                if files.is_empty() { String::new() } else { format!(": {}", files.join(", ")) }
            );
            for p in &note.points {
                out.push_str(&format!("- {p}\n"));
            }
            out
        }
    }
}

/// knowledge.md's body without its front matter and without the model's blocks: the facts the
/// model is given.
pub fn facts(text: &str) -> String {
    let body = match text.strip_prefix("---\n").and_then(|r| r.split_once("\n---\n")) {
        Some((_, body)) => body,
        None => text,
    };
    let mut out = String::new();
    let mut skipping = false;
    for line in body.lines() {
        if line == NOTES_HEADING {
            skipping = true;
        } else if line.starts_with("## ") {
            skipping = false;
        }
        if !skipping {
            out.push_str(line);
            out.push('\n');
        }
    }
    crate::util::clip(out.trim(), super::MAX_PROMPT_CHARS)
}

/// Whether the model's notes should be written again, and why (or why not).
#[derive(Debug, Clone, PartialEq)]
pub enum Refresh {
    Ask(String),
    Keep(String),
}

/// The rule: ask when there are no notes, when `full`, when the last answer could not be used,
/// when a sampled file changed since the notes' commit or more than [`REFRESH_FILES`] did;
/// keep them otherwise.
pub fn refresh(repo: &Path, notes: Option<&ModelNotes>, full: bool) -> Refresh {
    let Some(n) = notes else { return Refresh::Ask("there are no model notes yet".into()) };
    if full {
        return Refresh::Ask("--full".into());
    }
    if n.failed() {
        return Refresh::Ask("the last model answer could not be used".into());
    }
    let changed: BTreeSet<String> = match super::changed_since(repo, &n.commit) {
        Ok(c) => c.into_iter().filter(|p| !p.starts_with(".agentsmith/")).collect(),
        Err(why) => return Refresh::Ask(why),
    };
    let touched: Vec<&str> = n.sampled.iter().filter(|s| changed.contains(*s)).map(String::as_str).collect();
    if !touched.is_empty() {
        return Refresh::Ask(format!(
            "sampled file(s) changed since commit {}: {}",
            super::short(&n.commit),
            touched.join(", ")
        ));
    }
    if changed.len() > REFRESH_FILES {
        return Refresh::Ask(format!(
            "{} changed since commit {} (more than {REFRESH_FILES})",
            crate::util::count(changed.len(), "file"),
            super::short(&n.commit)
        ));
    }
    Refresh::Keep(format!(
        "{} changed since commit {}, none of them sampled",
        crate::util::count(changed.len(), "file"),
        super::short(&n.commit)
    ))
}

/// The most central files: entry points first, then the largest code files that are not tests;
/// at most [`SAMPLE_FILES`].
pub fn central_files(index: &Index) -> Vec<String> {
    let mut out: Vec<String> =
        index.files.keys().filter(|p| super::is_entry_point(p)).take(SAMPLE_FILES / 2).cloned().collect();
    let mut by_size: Vec<(&String, usize)> = index
        .files
        .iter()
        .filter(|(p, _)| !crate::scan::is_test_path(p) && !out.contains(p))
        .map(|(p, f)| (p, f.lines))
        .collect();
    by_size.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    for (p, _) in by_size {
        if out.len() >= SAMPLE_FILES {
            break;
        }
        out.push(p.clone());
    }
    out
}

/// The sampled files' texts, each cut to [`SAMPLE_CHARS`]; every secret the scanner finds in
/// them is added to `secrets` and masked before the model sees it.
pub fn sample(repo: &Path, files: &[String], secrets: &Redactor) -> Vec<(String, String)> {
    let scanner = crate::scan::Scanner::builtin().ok();
    let mut out = Vec::new();
    for rel in files {
        let Ok(text) = std::fs::read_to_string(repo.join(rel)) else { continue };
        if let Some(s) = &scanner {
            // A file the scanner failed on has secrets no one knows: it is not sampled.
            let Ok(scanned) = s.scan_file_caught(rel, &text) else { continue };
            secrets.extend(scanned.secrets);
        }
        let cut = if text.chars().count() > SAMPLE_CHARS {
            format!("{}\n(cut here: the file is longer)", text.chars().take(SAMPLE_CHARS).collect::<String>())
        } else {
            text
        };
        out.push((rel.clone(), secrets.mask(&cut).into_owned()));
    }
    out
}

/// The model's answer for one section.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
struct Points {
    /// Short plain-text points, each one or two sentences, naming files by path.
    points: Vec<String>,
}

impl Answer for Points {
    const NAME: &'static str = "knowledge_notes";
    fn schema() -> serde_json::Value {
        crate::ask::strict_schema::<Points>()
    }
    fn read(text: &str) -> Result<Points, Problem> {
        crate::ask::read_json(text, "the notes (`points`, a list of short plain-text strings)")
    }
}

/// One line of plain text: escape sequences and control characters removed, Markdown that could
/// start a heading, a rule or a code fence taken out, masked, cut to `max` characters.
pub fn plain(text: &str, secrets: &Redactor, max: usize) -> String {
    let masked = secrets.mask(text);
    let mut out = String::with_capacity(masked.len());
    let mut chars = masked.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            // ESC and the sequence it starts (CSI `ESC [ ... final`, OSC `ESC ] ... BEL/ST`).
            '\u{1b}' => match chars.peek() {
                Some('[') => {
                    chars.next();
                    while let Some(&n) = chars.peek() {
                        chars.next();
                        if ('\u{40}'..='\u{7e}').contains(&n) {
                            break;
                        }
                    }
                }
                Some(']') => {
                    chars.next();
                    while let Some(n) = chars.next() {
                        if n == '\u{7}' || (n == '\u{1b}' && chars.peek() == Some(&'\\')) {
                            if n == '\u{1b}' {
                                chars.next();
                            }
                            break;
                        }
                    }
                }
                _ => {
                    chars.next();
                }
            },
            '\n' | '\r' | '\t' => out.push(' '),
            c if c.is_control() || ('\u{202a}'..='\u{202e}').contains(&c) || ('\u{2066}'..='\u{2069}').contains(&c) => {
            }
            c => out.push(c),
        }
    }
    let words: Vec<&str> = out.split_whitespace().collect();
    let mut line = words.join(" ");
    // A leading `#`, `>`, `-`, `=` or `*` run would read as a heading, quote, rule or list.
    line = line.trim_start_matches(['#', '>', '-', '=', '*', '+', ' ']).to_string();
    while line.contains("```") || line.contains("~~~") {
        line = line.replace("```", "'").replace("~~~", "~");
    }
    crate::util::clip(line.trim(), max)
}

/// The cleaned points of an answer; `Err` when none is left.
fn clean(points: &[String], secrets: &Redactor) -> Result<Vec<String>, Problem> {
    let out: Vec<String> = points
        .iter()
        .map(|p| plain(p, secrets, MAX_POINT_CHARS))
        .filter(|p| p.chars().filter(|c| c.is_alphanumeric()).count() >= 3)
        .take(MAX_POINTS)
        .collect();
    if out.is_empty() {
        return Err(Problem::new("the answer holds no usable point", "give 3 to 8 plain-text points"));
    }
    Ok(out)
}

fn prompt(section: Section, facts: &str, sample: &[(String, String)]) -> String {
    let mut p = format!(
        "You are surveying a software project for the knowledge file that agents read before they work on it.\n\
         Write {}.\n\
         Base every point on the facts and files below, name files by their path, and leave out what they do not support.\n\
         Answer with one JSON object {{\"points\": [...]}}: 3 to 8 points, each plain text of one or two sentences, under {MAX_POINT_CHARS} characters, no Markdown.\n\n\
         # Facts (deterministic survey)\n\n{facts}\n\n# Sampled files (each cut to {SAMPLE_CHARS} characters)\n",
        section.ask_for()
    );
    for (path, text) in sample {
        p.push_str(&format!("\n## {path}\n\n```\n{text}\n```\n"));
    }
    p
}

/// Asks the model for one section's notes; the cleaned points, or why there are none.
async fn survey(gw: &Gateway, section: Section, prompt: String) -> Note {
    let req = ChatRequest::new(
        vec![Message::user(prompt)],
        None,
        RequestMeta { stage: "knowledge".into(), role: Some(section.name().into()), ..RequestMeta::default() },
    );
    let secrets = gw.redactor().clone();
    let check = move |a: &Points| clean(&a.points, &secrets).map(|_| ());
    match ask::<Points>(gw, None, req, &check).await {
        Ok(a) => match clean(&a.value.points, gw.redactor()) {
            Ok(points) => Note { points, failed: None },
            Err(why) => Note { points: Vec::new(), failed: Some(plain(&why.reason(), gw.redactor(), 300)) },
        },
        Err(e) => Note { points: Vec::new(), failed: Some(plain(&e.to_string(), gw.redactor(), 300)) },
    }
}

/// Both surveys, in parallel, over `facts` and `sample`.
pub async fn ask_notes(
    gw: &Gateway,
    model: &str,
    commit: &str,
    facts: &str,
    sample: &[(String, String)],
) -> ModelNotes {
    let (conventions, risky) = tokio::join!(
        survey(gw, Section::Conventions, prompt(Section::Conventions, facts, sample)),
        survey(gw, Section::Risky, prompt(Section::Risky, facts, sample)),
    );
    ModelNotes {
        model: plain(model, gw.redactor(), 80),
        date: crate::util::utc_now(),
        commit: commit.to_string(),
        sampled: sample.iter().map(|(p, _)| p.clone()).collect(),
        conventions,
        risky,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_reduced_to_plain_masked_lines() {
        let r = Redactor::with(["AKIAZZZZ1234567890QQ"]);
        let p = plain(
            "## Structure\n\u{1b}[31mred\u{1b}[0m \u{1b}]0;title\u{7}key AKIAZZZZ1234567890QQ ```rm```\u{7}",
            &r,
            400,
        );
        assert!(!p.contains('\u{1b}') && !p.contains('\u{7}') && !p.contains('\n') && !p.contains("```"), "{p:?}");
        assert!(p.starts_with("Structure red key ") && !p.contains("AKIAZZZZ"), "{p:?}");
        assert_eq!(plain(&"x".repeat(500), &r, 10).chars().count(), 11);
        assert!(clean(&["".into(), " ## ".into(), "\u{1b}[2J".into()], &r).is_err());
    }

    #[test]
    fn the_facts_leave_out_the_model_blocks() {
        let text = "---\nlast_updated:\n  commit: abc\n---\n# K\n\n## Conventions\n\nTests: 1.\n\n### Model notes\n\n- said\n\n## Risky areas\n\nnone\n";
        let f = facts(text);
        assert!(
            f.contains("Tests: 1.") && f.contains("## Risky areas") && !f.contains("said") && !f.contains("commit"),
            "{f}"
        );
    }
}
