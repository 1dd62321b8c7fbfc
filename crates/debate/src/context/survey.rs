//! A quick look at a repository: which languages, manifests, dependencies and notable folders
//! it has. Triage reads these as facts (`language:python`, `dependency:react`, ...).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use regex::Regex;
use serde::Serialize;

/// Files looked at before the survey stops counting (it says so when it does).
pub const MAX_FILES: usize = 50_000;
/// Manifests larger than this are not parsed for dependencies.
const MAX_MANIFEST_BYTES: u64 = 1024 * 1024;

/// Folders never surveyed (shared with the scanner's walk).
pub use crate::util::SKIPPED_DIRS;

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Survey {
    pub root: PathBuf,
    pub files: usize,
    pub bytes: u64,
    /// Stopped at [`MAX_FILES`].
    pub truncated: bool,
    /// Language -> file count, most files first.
    pub languages: Vec<(String, usize)>,
    pub manifests: Vec<Manifest>,
    pub dependencies: BTreeSet<String>,
    pub folders: BTreeSet<String>,
    /// Repository-relative paths, `/`-separated, sorted.
    #[serde(skip)]
    pub paths: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Manifest {
    pub kind: String,
    pub path: String,
}

impl Survey {
    /// Every fact triage can match: `language:x`, `manifest:x`, `dependency:x`, `folder:x`.
    pub fn facts(&self) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        out.extend(self.languages.iter().map(|(l, _)| format!("language:{l}")));
        out.extend(self.manifests.iter().map(|m| format!("manifest:{}", m.kind)));
        out.extend(self.dependencies.iter().map(|d| format!("dependency:{d}")));
        out.extend(self.folders.iter().map(|f| format!("folder:{f}")));
        out
    }
}

/// Surveys the tree under `root`, honouring .gitignore.
pub fn survey(root: &Path) -> Survey {
    let mut s = Survey { root: root.to_path_buf(), ..Survey::default() };
    let mut langs: BTreeMap<&'static str, usize> = BTreeMap::new();
    let walker = ignore::WalkBuilder::new(root)
        .hidden(false)
        .git_ignore(true)
        .git_exclude(true)
        .require_git(false)
        .follow_links(false)
        .filter_entry(|e| {
            !(e.file_type().is_some_and(|t| t.is_dir())
                && e.depth() > 0
                && SKIPPED_DIRS.contains(&e.file_name().to_string_lossy().as_ref()))
        })
        .build();
    for entry in walker.flatten() {
        let Some(ft) = entry.file_type() else { continue };
        let Ok(rel) = entry.path().strip_prefix(root) else { continue };
        let rel = rel.to_string_lossy().replace('\\', "/");
        if ft.is_dir() {
            if (1..=2).contains(&entry.depth()) {
                s.folders.insert(entry.file_name().to_string_lossy().to_lowercase());
            }
            continue;
        }
        if !ft.is_file() {
            continue;
        }
        if s.files >= MAX_FILES {
            s.truncated = true;
            break;
        }
        s.files += 1;
        let size = entry.metadata().map(|m| m.len()).unwrap_or(0);
        s.bytes += size;
        let name = entry.file_name().to_string_lossy().to_string();
        if let Some(lang) = language_of(&name) {
            *langs.entry(lang).or_default() += 1;
        }
        if let Some(kind) = manifest_kind(&name, &rel) {
            if size <= MAX_MANIFEST_BYTES
                && let Ok(text) = std::fs::read_to_string(entry.path())
            {
                s.dependencies.extend(dependencies(kind, &text));
                if kind == "yaml-doc" {
                    for k in yaml_kinds(&text) {
                        s.manifests.push(Manifest { kind: k.to_string(), path: rel.clone() });
                    }
                }
            }
            if kind != "yaml-doc" {
                s.manifests.push(Manifest { kind: kind.to_string(), path: rel.clone() });
            }
        }
        s.paths.push(rel);
    }
    let mut langs: Vec<(String, usize)> = langs.into_iter().map(|(l, n)| (l.to_string(), n)).collect();
    langs.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    s.languages = langs;
    s.paths.sort();
    s.manifests.sort_by(|a, b| (&a.path, &a.kind).cmp(&(&b.path, &b.kind)));
    s.manifests.dedup();
    s
}

/// The language of a file, by its name.
pub fn language_of(name: &str) -> Option<&'static str> {
    let lower = name.to_ascii_lowercase();
    if lower == "dockerfile" || lower.starts_with("dockerfile.") || lower.ends_with(".dockerfile") {
        return Some("dockerfile");
    }
    let ext = lower.rsplit_once('.').map(|(_, e)| e)?;
    Some(match ext {
        "rs" => "rust",
        "py" | "pyi" => "python",
        "js" | "mjs" | "cjs" | "jsx" => "javascript",
        "ts" | "tsx" | "mts" | "cts" => "typescript",
        "java" => "java",
        "kt" | "kts" => "kotlin",
        "go" => "go",
        "rb" => "ruby",
        "php" => "php",
        "cs" => "csharp",
        "swift" => "swift",
        "c" | "h" => "c",
        "cc" | "cpp" | "cxx" | "hpp" | "hh" => "cpp",
        "sql" => "sql",
        "sh" | "bash" | "zsh" => "shell",
        "html" | "htm" => "html",
        "css" | "scss" | "sass" | "less" => "css",
        "vue" => "vue",
        "svelte" => "svelte",
        "tf" | "hcl" => "hcl",
        "yaml" | "yml" => "yaml",
        "md" | "markdown" => "markdown",
        _ => return None,
    })
}

/// What kind of manifest a file is, if any. `yaml-doc` means "a YAML file whose contents tell".
fn manifest_kind(name: &str, rel: &str) -> Option<&'static str> {
    let lower = name.to_ascii_lowercase();
    Some(match lower.as_str() {
        "cargo.toml" => "cargo",
        "package.json" => "npm",
        "pnpm-lock.yaml" => "pnpm",
        "yarn.lock" => "yarn",
        "pyproject.toml" => "pyproject",
        "pipfile" => "pipenv",
        "go.mod" => "go-mod",
        "pom.xml" => "maven",
        "build.gradle" | "build.gradle.kts" => "gradle",
        "composer.json" => "composer",
        "gemfile" => "gemfile",
        "chart.yaml" => "helm",
        "docker-compose.yml" | "docker-compose.yaml" | "compose.yml" | "compose.yaml" => "compose",
        _ if lower.starts_with("requirements") && lower.ends_with(".txt") => "pip",
        _ if language_of(name) == Some("dockerfile") => "dockerfile",
        _ if lower.ends_with(".tf") => "terraform",
        _ if rel.starts_with(".github/workflows/") => "github-actions",
        ".gitlab-ci.yml" => "gitlab-ci",
        _ if lower.starts_with("openapi.") || lower.starts_with("swagger.") => "openapi",
        _ if lower.ends_with(".yaml")
            || lower.ends_with(".yml")
            || lower.ends_with(".json") && lower.contains("api") =>
        {
            "yaml-doc"
        }
        _ => return None,
    })
}

/// Manifest kinds a YAML (or JSON) document declares by its contents.
fn yaml_kinds(text: &str) -> Vec<&'static str> {
    let head: String = text.lines().take(200).collect::<Vec<_>>().join("\n");
    let mut out = Vec::new();
    if head.contains("apiVersion:") && head.contains("kind:") {
        out.push("kubernetes");
    }
    if head.contains("openapi:")
        || head.contains("swagger:")
        || head.contains("\"openapi\"")
        || head.contains("\"swagger\"")
    {
        out.push("openapi");
    }
    out
}

fn re(pattern: &str) -> Option<Regex> {
    Regex::new(pattern).ok()
}

/// Dependency names declared in a manifest, lower-cased. Best effort: a manifest that does not
/// parse yields what could be read.
fn dependencies(kind: &str, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    match kind {
        "npm" | "composer" => {
            if let Ok(serde_json::Value::Object(doc)) = serde_json::from_str::<serde_json::Value>(text) {
                for section in [
                    "dependencies",
                    "devDependencies",
                    "peerDependencies",
                    "optionalDependencies",
                    "require",
                    "require-dev",
                ] {
                    if let Some(serde_json::Value::Object(deps)) = doc.get(section) {
                        out.extend(deps.keys().map(|k| k.to_lowercase()));
                    }
                }
            }
        }
        "pip" => {
            for line in text.lines() {
                let line = line.split('#').next().unwrap_or("").trim();
                if line.is_empty() || line.starts_with('-') {
                    continue;
                }
                if let Some(name) = pep508_name(line) {
                    out.push(name);
                }
            }
        }
        "pyproject" | "pipenv" | "cargo" => out.extend(toml_dependencies(text)),
        "go-mod" => {
            if let Some(r) = re(r"(?m)^\s*(?:require\s+)?([a-zA-Z0-9.\-_]+\.[a-z]+/[^\s]+)\s+v[0-9]") {
                out.extend(r.captures_iter(text).map(|c| c[1].to_lowercase()));
            }
        }
        "maven" => {
            if let Some(r) = re(r"(?s)<dependency>.*?<artifactId>\s*([^<\s]+)\s*</artifactId>") {
                out.extend(r.captures_iter(text).map(|c| c[1].to_lowercase()));
            }
        }
        "gradle" => {
            if let Some(r) = re(
                r#"(?m)^\s*(?:implementation|api|compile|runtimeOnly|testImplementation|compileOnly)\s*\(?\s*["']([^:"']+):([^:"']+)"#,
            ) {
                out.extend(r.captures_iter(text).map(|c| c[2].to_lowercase()));
            }
        }
        "gemfile" => {
            if let Some(r) = re(r#"(?m)^\s*gem\s+["']([^"']+)["']"#) {
                out.extend(r.captures_iter(text).map(|c| c[1].to_lowercase()));
            }
        }
        _ => {}
    }
    out
}

/// The distribution name at the start of a PEP 508 requirement (`Flask[async]>=2` -> `flask`).
fn pep508_name(req: &str) -> Option<String> {
    let end = req.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')).unwrap_or(req.len());
    let name = &req[..end];
    (!name.is_empty()).then(|| name.to_lowercase().replace('_', "-"))
}

/// Dependencies from the TOML manifests we know (Cargo.toml, pyproject.toml, Pipfile), read
/// line by line: keys of `*dependencies*` / `packages` tables, and PEP 508 strings in
/// `dependencies = [...]` arrays.
fn toml_dependencies(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_table = false;
    let mut in_array = false;
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.starts_with('[') {
            in_array = false;
            let table = line.trim_matches(['[', ']']).to_ascii_lowercase();
            in_table = table.ends_with("dependencies") || table == "packages" || table == "dev-packages";
            continue;
        }
        if !in_array && line.starts_with("dependencies") && line.contains('[') {
            in_array = true;
        }
        if in_array {
            for quoted in line.split(['"', '\'']).skip(1).step_by(2) {
                if let Some(name) = pep508_name(quoted) {
                    out.push(name);
                }
            }
            in_array = !line.contains(']');
            continue;
        }
        if in_table && let Some((key, _)) = line.split_once('=') {
            let key = key.trim().trim_matches('"');
            if !key.is_empty() && key != "python" {
                out.push(key.to_lowercase());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifests_and_dependencies() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join("web/src")).unwrap();
        std::fs::create_dir_all(root.join("db/migrations")).unwrap();
        std::fs::create_dir_all(root.join("node_modules/x")).unwrap();
        std::fs::write(
            root.join("web/package.json"),
            r#"{"dependencies":{"React":"^18"},"devDependencies":{"vite":"5"}}"#,
        )
        .unwrap();
        std::fs::write(root.join("web/src/App.tsx"), "export {}").unwrap();
        std::fs::write(root.join("node_modules/x/index.js"), "").unwrap();
        std::fs::write(root.join("requirements.txt"), "Flask[async]>=2.0  # web\npsycopg2-binary==2.9\n-r other.txt\n")
            .unwrap();
        std::fs::write(root.join("pyproject.toml"), "[project]\ndependencies = [\n  \"SQLAlchemy>=2\",\n  \"pydantic\",\n]\n[tool.poetry.dependencies]\npython = \"^3.11\"\nrequests = \"*\"\n").unwrap();
        std::fs::write(root.join("db/migrations/001.sql"), "create table t();").unwrap();
        std::fs::write(root.join("go.mod"), "module x\n\nrequire (\n\tgithub.com/lib/pq v1.10.0\n)\n").unwrap();
        let s = survey(root);
        let deps: Vec<&str> = s.dependencies.iter().map(String::as_str).collect();
        assert_eq!(
            deps,
            ["flask", "github.com/lib/pq", "psycopg2-binary", "pydantic", "react", "requests", "sqlalchemy", "vite"]
        );
        let kinds: Vec<&str> = s.manifests.iter().map(|m| m.kind.as_str()).collect();
        assert_eq!(kinds, ["go-mod", "pyproject", "pip", "npm"]);
        assert!(s.folders.contains("migrations") && !s.folders.contains("node_modules"));
        assert!(s.paths.contains(&"db/migrations/001.sql".to_string()));
        assert!(!s.paths.iter().any(|p| p.starts_with("node_modules")));
        let facts = s.facts();
        assert!(
            facts.contains("language:typescript")
                && facts.contains("language:sql")
                && facts.contains("dependency:react")
        );
    }
}
