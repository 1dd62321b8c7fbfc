//! The project's own instructions for agents: `.agentsmith/context.md`, and the `AGENTS.md` and
//! `CLAUDE.md` that coding agents read at the repository's root. Each is bounded, and each is
//! given to the prompts under the name of the file it came from.

use std::io::Read;
use std::path::{Path, PathBuf};

/// The most of one instruction file any prompt is given, in characters.
pub const MAX_INSTRUCTION_CHARS: usize = 6_000;

/// The files read, in the order prompts show them, each with how a prompt names its place.
const FILES: &[(&str, &str)] = &[
    (".agentsmith/context.md", "the project's rules for agentsmith"),
    ("AGENTS.md", "at the repository's root"),
    ("CLAUDE.md", "at the repository's root"),
];

/// One instruction file as prompts are given it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instruction {
    /// The file, relative to the repository's root.
    pub file: &'static str,
    /// How a prompt names where it came from.
    pub place: &'static str,
    /// Its text, cut at [`MAX_INSTRUCTION_CHARS`].
    pub text: String,
    /// Whether the text was cut.
    pub cut: bool,
}

/// The instruction files of `repo` that say something: a missing or unreadable file, one that
/// holds only headings and comments (`init`'s untouched context.md), a link that leads outside
/// the repository, and a CLAUDE.md that is AGENTS.md again are left out.
pub fn read(repo: &Path) -> Vec<Instruction> {
    let mut out: Vec<Instruction> = Vec::new();
    let mut seen: Vec<(PathBuf, String)> = Vec::new();
    let Ok(root) = std::fs::canonicalize(repo) else { return out };
    for (file, place) in FILES {
        let Ok(real) = std::fs::canonicalize(repo.join(file)) else { continue };
        // A repository's link to a file of the user's (`AGENTS.md -> ~/.ssh/...`) is not sent.
        if !real.starts_with(&root) || !real.is_file() {
            continue;
        }
        let Some((text, cut)) = bounded(&real) else { continue };
        if !says_something(&text) || seen.iter().any(|(p, t)| *p == real || t.trim() == text.trim()) {
            continue;
        }
        seen.push((real, text.clone()));
        out.push(Instruction { file, place, text, cut });
    }
    out
}

/// The file's text cut at [`MAX_INSTRUCTION_CHARS`], reading no more than that can need.
fn bounded(path: &Path) -> Option<(String, bool)> {
    let limit = u64::try_from(MAX_INSTRUCTION_CHARS * 4 + 4).unwrap_or(u64::MAX);
    let mut bytes = Vec::new();
    std::fs::File::open(path).ok()?.take(limit).read_to_end(&mut bytes).ok()?;
    let text = String::from_utf8_lossy(&bytes);
    let text = text.trim();
    if text.chars().count() <= MAX_INSTRUCTION_CHARS {
        return Some((text.to_string(), false));
    }
    Some((text.chars().take(MAX_INSTRUCTION_CHARS).collect(), true))
}

/// Whether a Markdown text holds more than headings, blank lines and `<!-- -->` comments.
fn says_something(text: &str) -> bool {
    let mut rest = text;
    let mut plain = String::new();
    while let Some(start) = rest.find("<!--") {
        plain.push_str(&rest[..start]);
        rest = rest[start..].find("-->").map_or("", |end| &rest[start + end + 3..]);
    }
    plain.push_str(rest);
    plain.lines().map(str::trim).any(|l| !l.is_empty() && !l.starts_with('#'))
}

/// The instructions as one block for a prompt, each under its file's name; `None` without any.
pub fn for_prompt(repo: &Path) -> Option<String> {
    let found = read(repo);
    if found.is_empty() {
        return None;
    }
    let mut s = String::from(
        "# The project's instructions for agents\n\nThe project gives these instructions to every agent working on it; follow them where they bear on this job.\n",
    );
    for i in &found {
        s.push_str(&format!("\n## From `{}` ({})\n\n{}\n", i.file, i.place, i.text));
        if i.cut {
            s.push_str(&format!("\n({} was cut here: it is longer than {MAX_INSTRUCTION_CHARS} characters)\n", i.file));
        }
    }
    Some(s.trim_end().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(d: &Path) -> Vec<&'static str> {
        read(d).iter().map(|i| i.file).collect()
    }

    #[test]
    fn each_file_is_named_bounded_and_said_once() {
        let d = tempfile::tempdir().unwrap();
        let repo = d.path();
        assert_eq!(for_prompt(repo), None);
        std::fs::create_dir_all(repo.join(".agentsmith")).unwrap();
        // init's context.md, untouched: headings and a comment only.
        std::fs::write(repo.join(".agentsmith/context.md"), crate::embedded::template("init/context.md.j2").unwrap())
            .unwrap();
        assert!(files(repo).is_empty());
        std::fs::write(repo.join(".agentsmith/context.md"), "# Rules\n\nNever touch vendor/.\n").unwrap();
        std::fs::write(repo.join("AGENTS.md"), format!("Run `make test`.\n{}", "x".repeat(MAX_INSTRUCTION_CHARS * 2)))
            .unwrap();
        std::fs::write(repo.join("CLAUDE.md"), "Run `make test`.\n").unwrap();
        assert_eq!(files(repo), [".agentsmith/context.md", "AGENTS.md", "CLAUDE.md"]);
        let p = for_prompt(repo).unwrap();
        assert!(p.contains("## From `.agentsmith/context.md`") && p.contains("Never touch vendor/."), "{p}");
        assert!(p.contains("## From `AGENTS.md` (at the repository's root)"), "{p}");
        assert!(p.contains("(AGENTS.md was cut here"), "{p}");
        assert!(p.chars().count() < 2 * MAX_INSTRUCTION_CHARS, "{}", p.len());
        // CLAUDE.md that is AGENTS.md again (a copy or a link) is given once.
        std::fs::write(repo.join("AGENTS.md"), "Run `make test`.\n").unwrap();
        assert_eq!(files(repo), [".agentsmith/context.md", "AGENTS.md"]);
        std::fs::remove_file(repo.join("CLAUDE.md")).unwrap();
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink("AGENTS.md", repo.join("CLAUDE.md")).unwrap();
            assert_eq!(files(repo), [".agentsmith/context.md", "AGENTS.md"]);
        }
    }

    /// A link that leads out of the repository is not read: the model would be sent a file of
    /// the user's.
    #[cfg(unix)]
    #[test]
    fn a_link_out_of_the_repository_is_not_read() {
        let d = tempfile::tempdir().unwrap();
        let repo = d.path().join("repo");
        std::fs::create_dir_all(&repo).unwrap();
        std::fs::write(d.path().join("private.txt"), "a secret of the user's\n").unwrap();
        std::os::unix::fs::symlink(d.path().join("private.txt"), repo.join("AGENTS.md")).unwrap();
        assert_eq!(for_prompt(&repo), None);
    }
}
