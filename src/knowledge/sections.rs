//! The four surveys of knowledge.md, each a Markdown section computed from the file survey and
//! the per-file index; they run in parallel.

use std::collections::BTreeMap;
use std::path::Path;

use super::{Index, is_entry_point};
use crate::context::{Survey, detect_test_command};

fn is_ci(rel: &str) -> bool {
    (rel.starts_with(".github/workflows/") && (rel.ends_with(".yml") || rel.ends_with(".yaml")))
        || matches!(
            rel,
            ".gitlab-ci.yml" | "Jenkinsfile" | ".circleci/config.yml" | "azure-pipelines.yml" | ".travis.yml"
        )
}

/// Formatter and linter settings, by file name at the top of the tree.
const STYLE_FILES: &[&str] = &[
    ".editorconfig",
    "rustfmt.toml",
    ".rustfmt.toml",
    "clippy.toml",
    ".eslintrc",
    ".eslintrc.js",
    ".eslintrc.json",
    ".eslintrc.cjs",
    "eslint.config.js",
    ".prettierrc",
    ".prettierrc.json",
    "ruff.toml",
    ".flake8",
    "setup.cfg",
    "mypy.ini",
    ".pre-commit-config.yaml",
    "tsconfig.json",
    ".golangci.yml",
];

fn structure(s: &Survey) -> String {
    let mut out = String::from("## Structure\n\n");
    out.push_str(&format!(
        "{}{}.\n",
        crate::util::count(s.files, "file"),
        if s.truncated { " (the survey stopped counting there)" } else { "" }
    ));
    let langs: Vec<String> = s.languages.iter().take(8).map(|(l, n)| format!("{l} ({n})")).collect();
    if !langs.is_empty() {
        out.push_str(&format!("Languages by file count: {}.\n", langs.join(", ")));
    }
    let mut top: BTreeMap<&str, usize> = BTreeMap::new();
    for p in &s.paths {
        if let Some((dir, _)) = p.split_once('/') {
            *top.entry(dir).or_default() += 1;
        }
    }
    if !top.is_empty() {
        let mut dirs: Vec<(&str, usize)> = top.into_iter().collect();
        dirs.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        let shown: Vec<String> = dirs.iter().take(12).map(|(d, n)| format!("`{d}/` ({n})")).collect();
        out.push_str(&format!("Top-level folders: {}.\n", shown.join(", ")));
    }
    let entries: Vec<String> =
        s.paths.iter().filter(|p| is_entry_point(p)).take(12).map(|p| format!("`{p}`")).collect();
    out.push_str(&format!(
        "Entry points: {}.\n",
        if entries.is_empty() { "none recognised".to_string() } else { entries.join(", ") }
    ));
    out
}

/// Commands a build file implies.
fn build_commands(repo: &Path, s: &Survey) -> Vec<String> {
    let mut out = Vec::new();
    let has = |f: &str| s.paths.iter().any(|p| p == f);
    if has("Cargo.toml") {
        out.push("`cargo build` (Cargo.toml)".to_string());
    }
    if let Ok(text) = std::fs::read_to_string(repo.join("package.json"))
        && let Ok(v) = serde_json::from_str::<serde_json::Value>(&text)
        && let Some(scripts) = v["scripts"].as_object()
    {
        for name in scripts.keys().take(8) {
            out.push(format!("`npm run {name}` (package.json)"));
        }
    }
    if let Ok(text) = std::fs::read_to_string(repo.join("Makefile")) {
        let targets: Vec<&str> = text
            .lines()
            .filter_map(|l| l.split_once(':').map(|(t, _)| t))
            .filter(|t| !t.is_empty() && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .take(8)
            .collect();
        for t in targets {
            out.push(format!("`make {t}` (Makefile)"));
        }
    }
    if has("go.mod") {
        out.push("`go build ./...` (go.mod)".to_string());
    }
    if has("pyproject.toml") {
        out.push("`python3 -m pip install -e .` (pyproject.toml)".to_string());
    } else if has("requirements.txt") {
        out.push("`python3 -m pip install -r requirements.txt` (requirements.txt)".to_string());
    }
    if has("pom.xml") {
        out.push("`mvn -q package` (pom.xml)".to_string());
    }
    if has("Dockerfile") {
        out.push("`docker build .` (Dockerfile)".to_string());
    }
    out
}

fn stack(repo: &Path, s: &Survey) -> String {
    let mut out = String::from("## Stack and build\n\n");
    let manifests: Vec<String> = s.manifests.iter().take(15).map(|m| format!("`{}` ({})", m.path, m.kind)).collect();
    out.push_str(&format!(
        "Manifests: {}.\n",
        if manifests.is_empty() { "none".to_string() } else { manifests.join(", ") }
    ));
    let build = build_commands(repo, s);
    out.push_str(&format!(
        "Build: {}.\n",
        if build.is_empty() { "no build file recognised".to_string() } else { build.join(", ") }
    ));
    match detect_test_command(repo) {
        Some(t) => out.push_str(&format!("Test command: `{}` (from {}).\n", t.command, t.source)),
        None => out.push_str("Test command: none found.\n"),
    }
    let deps: Vec<&str> = s.dependencies.iter().take(30).map(String::as_str).collect();
    if !deps.is_empty() {
        out.push_str(&format!("Dependencies: {}.\n", deps.join(", ")));
    }
    let ci: Vec<String> = s.paths.iter().filter(|p| is_ci(p)).take(10).map(|p| format!("`{p}`")).collect();
    out.push_str(&format!("CI: {}.\n", if ci.is_empty() { "none found".to_string() } else { ci.join(", ") }));
    out
}

fn conventions(repo: &Path, s: &Survey) -> String {
    let mut out = String::from("## Conventions\n\n");
    let tests: Vec<&String> =
        s.paths.iter().filter(|p| crate::scan::is_test_path(p) && crate::context::language_of(p).is_some()).collect();
    let mut test_dirs: BTreeMap<&str, usize> = BTreeMap::new();
    for t in &tests {
        let dir = t.rsplit_once('/').map_or(".", |(d, _)| d);
        *test_dirs.entry(dir).or_default() += 1;
    }
    let dirs: Vec<String> = test_dirs.iter().take(8).map(|(d, n)| format!("`{d}/` ({n})")).collect();
    out.push_str(&format!(
        "Tests: {}{}.\n",
        crate::util::count(tests.len(), "test file"),
        if dirs.is_empty() { String::new() } else { format!(" in {}", dirs.join(", ")) }
    ));
    let style: Vec<String> =
        STYLE_FILES.iter().filter(|f| s.paths.iter().any(|p| p == *f)).map(|f| format!("`{f}`")).collect();
    out.push_str(&format!(
        "Formatter and linter settings: {}.\n",
        if style.is_empty() { "none found".to_string() } else { style.join(", ") }
    ));
    if repo.join(".agentsmith/context.md").is_file() {
        out.push_str("The project's own rules for agents are in `.agentsmith/context.md`.\n");
    }
    out
}

fn risky(index: &Index) -> String {
    let mut out = String::from("## Risky areas\n\n");
    let mut large: Vec<(&String, usize)> =
        index.files.iter().map(|(p, f)| (p, f.lines)).filter(|(_, n)| *n >= 300).collect();
    large.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    if large.is_empty() {
        out.push_str("Large files: none over 300 lines.\n");
    } else {
        let shown: Vec<String> = large.iter().take(10).map(|(p, n)| format!("`{p}` ({n} lines)")).collect();
        out.push_str(&format!("Large files: {}.\n", shown.join(", ")));
    }
    let sensitive: Vec<String> = index
        .files
        .iter()
        .filter(|(_, f)| !f.risky.is_empty())
        .take(15)
        .map(|(p, f)| format!("- `{p}`: {}", f.risky.join(", ")))
        .collect();
    if sensitive.is_empty() {
        out.push_str("Security-sensitive calls (built-in scanner): none found.\n");
    } else {
        out.push_str("Security-sensitive calls (built-in scanner rules matched):\n");
        out.push_str(&sensitive.join("\n"));
        out.push('\n');
    }
    out
}

/// knowledge.md: front matter with `last_updated`, then the four sections. Structure, stack
/// and conventions are surveyed on their own threads while this one reads the files `per_file`
/// brings up to date (the index the risky areas come from).
pub fn render(repo: &Path, s: &Survey, per_file: impl FnOnce() -> Index) -> (String, Index) {
    let (a, b, c, index) = std::thread::scope(|scope| {
        let a = scope.spawn(|| structure(s));
        let b = scope.spawn(|| stack(repo, s));
        let c = scope.spawn(|| conventions(repo, s));
        let index = per_file();
        let join = |h: std::thread::ScopedJoinHandle<'_, String>, name: &str| {
            h.join().unwrap_or_else(|_| format!("## {name}\n\n(this survey failed)\n"))
        };
        (join(a, "Structure"), join(b, "Stack and build"), join(c, "Conventions"), index)
    });
    let notes = index.model.as_ref();
    let c = format!("{c}{}", super::model::block(notes, super::model::Section::Conventions));
    let d = format!("{}{}", risky(&index), super::model::block(notes, super::model::Section::Risky));
    let origin = if notes.is_some_and(|n| !n.conventions.points.is_empty() || !n.risky.points.is_empty()) {
        "deterministic surveys, and a model's notes where marked"
    } else {
        "deterministic surveys"
    };
    let text = format!(
        "---\nlast_updated:\n  commit: {}\n  date: {}\n---\n# Project knowledge\n\nWritten by `agentsmith init` from {origin}; updated from the commits since `last_updated`.\nEdits here are replaced on the next update: put lasting rules in `.agentsmith/context.md`.\n\n{a}\n{b}\n{c}\n{d}",
        index.commit, index.date
    );
    (text, index)
}
