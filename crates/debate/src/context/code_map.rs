//! The coding context for a ticket: the files it most likely concerns (names and symbols it
//! mentions, files in its stack traces), recent changes and the test command. (The project's
//! own instructions for agents reach every prompt with its knowledge: `crate::knowledge`.)

use std::collections::BTreeMap;
use std::path::Path;

use regex::Regex;
use serde::{Deserialize, Serialize};

use super::{Survey, Ticket, language_of};

/// Files listed at most.
const MAX_FILES: usize = 12;
/// Files larger than this are not read for symbols.
const MAX_READ: u64 = 512 * 1024;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MappedFile {
    pub path: String,
    pub score: u32,
    pub reasons: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestCommand {
    pub command: String,
    /// `--test-cmd`, `config`, or the manifest it was detected from.
    pub source: String,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct CodeMap {
    pub files: Vec<MappedFile>,
    pub recent: Vec<String>,
    pub test: Option<TestCommand>,
}

impl CodeMap {
    /// The map as text for prompts.
    pub fn describe(&self, survey: &Survey) -> String {
        let mut s = String::new();
        let langs: Vec<String> = survey.languages.iter().take(5).map(|(l, n)| format!("{l} ({n})")).collect();
        s.push_str(&format!(
            "Repository: {}; languages: {}.\n",
            crate::util::count(survey.files, "file"),
            langs.join(", ")
        ));
        match &self.test {
            Some(t) => s.push_str(&format!("Test command: `{}` (from {}).\n", t.command, t.source)),
            None => s.push_str("Test command: none found.\n"),
        }
        if !self.files.is_empty() {
            s.push_str("\nFiles the ticket most likely concerns:\n");
            for f in &self.files {
                s.push_str(&format!("- {} ({})\n", f.path, f.reasons.join("; ")));
            }
        }
        if !self.recent.is_empty() {
            s.push_str("\nRecent changes:\n");
            for r in &self.recent {
                s.push_str(&format!("- {r}\n"));
            }
        }
        s
    }
}

fn re(p: &str) -> Option<Regex> {
    Regex::new(p).ok()
}

/// Words of a ticket that name code: identifiers with case or underscores, and file names.
fn terms(text: &str) -> (Vec<String>, Vec<(String, Option<u32>)>) {
    let mut symbols = Vec::new();
    if let Some(r) = re(r"\b[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\b") {
        for m in r.find_iter(text) {
            for part in m.as_str().split('.') {
                let codey = part.contains('_')
                    || (part.chars().any(|c| c.is_ascii_uppercase())
                        && part.chars().skip(1).any(|c| c.is_ascii_lowercase())
                        && part.chars().skip(1).any(|c| c.is_ascii_uppercase()));
                if codey && part.len() >= 4 && !symbols.iter().any(|s: &String| s == part) {
                    symbols.push(part.to_string());
                }
            }
        }
    }
    // Calls and code spans: `mean()`, `calc.mean([2, 4])`, `OrderService`: each dotted part.
    let mut push = |w: &str| {
        if w.len() >= 3
            && !symbols.iter().any(|s: &String| s == w)
            && !w.chars().next().is_some_and(|c| c.is_ascii_digit())
        {
            symbols.push(w.to_string());
        }
    };
    if let Some(r) = re(r"\b([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\(") {
        for c in r.captures_iter(text) {
            c[1].split('.').for_each(&mut push);
        }
    }
    if let Some(r) = re(r"`([^`\n]{1,80})`") {
        for c in r.captures_iter(text) {
            if let Some(w) = re(r"[A-Za-z_][A-Za-z0-9_]*") {
                w.find_iter(&c[1]).take(6).for_each(|m| push(m.as_str()));
            }
        }
    }
    // File names and stack frames: `src/x.py`, `File "x.py", line 12`, `at f (x.js:10:5)`, `x.rs:42`.
    let mut files = Vec::new();
    if let Some(r) = re(
        r#"([A-Za-z0-9_./-]+\.(?:py|rs|jsx|js|tsx|ts|go|java|kt|rb|php|cs|cpp|c|h|sql|yaml|yml|toml|json)\b)(?:["']?,? line |:)?(\d+)?"#,
    ) {
        for c in r.captures_iter(text) {
            let name = c[1].trim_start_matches("./").to_string();
            let line = c.get(2).and_then(|m| m.as_str().parse().ok());
            if !files.iter().any(|(f, _): &(String, Option<u32>)| *f == name) {
                files.push((name, line));
            }
        }
    }
    (symbols, files)
}

/// Maps a ticket onto a surveyed repository. The test command is the one configured
/// (`--test-cmd`, `test_command`), else the one the manifests imply.
pub fn code_map(repo: &Path, survey: &Survey, ticket: &Ticket, configured: Option<TestCommand>) -> CodeMap {
    let text = ticket.text();
    let (symbols, files) = terms(&text);
    let mut scores: BTreeMap<String, (u32, Vec<String>)> = BTreeMap::new();
    for path in &survey.paths {
        let name = path.rsplit('/').next().unwrap_or(path);
        for (f, line) in &files {
            if path.ends_with(f.as_str()) || name == f.rsplit('/').next().unwrap_or(f) {
                let e = scores.entry(path.clone()).or_default();
                e.0 += 5;
                e.1.push(match line {
                    Some(l) => format!("named in the ticket, line {l}"),
                    None => "named in the ticket".to_string(),
                });
            }
        }
        let lower = path.to_ascii_lowercase();
        for s in &symbols {
            if lower.contains(&s.to_ascii_lowercase()) {
                let e = scores.entry(path.clone()).or_default();
                e.0 += 3;
                e.1.push(format!("path matches `{s}`"));
            }
        }
    }
    if !symbols.is_empty() {
        for path in survey.paths.iter().filter(|p| language_of(p).is_some_and(|l| !matches!(l, "markdown" | "yaml"))) {
            let full = repo.join(path);
            if std::fs::metadata(&full).map(|m| m.len()).unwrap_or(u64::MAX) > MAX_READ {
                continue;
            }
            let Ok(content) = std::fs::read_to_string(&full) else { continue };
            let found: Vec<&String> = symbols.iter().filter(|s| content.contains(s.as_str())).collect();
            if !found.is_empty() {
                let e = scores.entry(path.clone()).or_default();
                e.0 += u32::try_from(found.len()).unwrap_or(u32::MAX).min(5);
                e.1.push(format!(
                    "defines or uses {}",
                    found.iter().take(3).map(|s| format!("`{s}`")).collect::<Vec<_>>().join(", ")
                ));
            }
        }
    }
    let mut ranked: Vec<MappedFile> =
        scores.into_iter().map(|(path, (score, reasons))| MappedFile { path, score, reasons }).collect();
    ranked.sort_by(|a, b| b.score.cmp(&a.score).then(a.path.cmp(&b.path)));
    ranked.truncate(MAX_FILES);
    let recent = crate::git::user_git(repo, &["log", "-n", "8", "--format=%h %s"])
        .map(|o| o.lines().map(str::to_string).collect())
        .unwrap_or_default();
    let test = configured.or_else(|| detect_test_command(repo));
    CodeMap { files: ranked, recent, test }
}

/// The test command the repository's manifests imply.
pub fn detect_test_command(repo: &Path) -> Option<TestCommand> {
    let has = |f: &str| repo.join(f).exists();
    let found = |cmd: &str, from: &str| Some(TestCommand { command: cmd.to_string(), source: from.to_string() });
    if has("Cargo.toml") {
        return found("cargo test", "Cargo.toml");
    }
    if let Ok(text) = std::fs::read_to_string(repo.join("package.json")) {
        let script = serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|v| v["scripts"]["test"].as_str().map(str::to_string));
        if script.is_some_and(|s| !s.contains("no test specified")) {
            let runner = if has("pnpm-lock.yaml") {
                "pnpm test"
            } else if has("yarn.lock") {
                "yarn test"
            } else {
                "npm test"
            };
            return found(runner, "package.json");
        }
    }
    if has("go.mod") {
        return found("go test ./...", "go.mod");
    }
    if has("pytest.ini")
        || has("conftest.py")
        || has("tox.ini")
        || has("setup.cfg")
        || has("pyproject.toml")
        || has("requirements.txt")
        || has("tests")
    {
        let python =
            ["pyproject.toml", "setup.cfg", "pytest.ini", "requirements.txt", "conftest.py"].iter().any(|f| has(f))
                || std::fs::read_dir(repo.join("tests"))
                    .map(|d| d.flatten().any(|e| e.path().extension().is_some_and(|x| x == "py")))
                    .unwrap_or(false);
        if python {
            return found("python3 -m pytest -q", "the Python project layout");
        }
    }
    if has("pom.xml") {
        return found("mvn -q test", "pom.xml");
    }
    if has("build.gradle") || has("build.gradle.kts") {
        return found(if has("gradlew") { "./gradlew test" } else { "gradle test" }, "build.gradle");
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terms_from_tickets() {
        let (s, f) = terms(
            "`OrderService.total_price` fails.\nTraceback:\n  File \"shop/orders.py\", line 42, in total_price\n at render (web/src/App.tsx:10:5)",
        );
        assert!(s.contains(&"OrderService".to_string()) && s.contains(&"total_price".to_string()), "{s:?}");
        assert_eq!(f[0], ("shop/orders.py".to_string(), Some(42)));
        assert!(f.iter().any(|(n, l)| n == "web/src/App.tsx" && *l == Some(10)));
        let (s, _) = terms("mean() returns the wrong average: calc.mean([2, 4]) gives 6.0; see `report totals`");
        for w in ["mean", "calc", "report", "totals"] {
            assert!(s.contains(&w.to_string()), "{w}: {s:?}");
        }
        assert!(!s.contains(&"returns".to_string()));
    }

    #[test]
    fn test_commands() {
        let d = tempfile::tempdir().unwrap();
        assert_eq!(detect_test_command(d.path()), None);
        std::fs::write(d.path().join("package.json"), r#"{"scripts":{"test":"vitest"}}"#).unwrap();
        std::fs::write(d.path().join("pnpm-lock.yaml"), "").unwrap();
        assert_eq!(detect_test_command(d.path()).unwrap().command, "pnpm test");
        std::fs::write(d.path().join("Cargo.toml"), "").unwrap();
        assert_eq!(detect_test_command(d.path()).unwrap().command, "cargo test");
    }
}
