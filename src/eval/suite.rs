//! Eval suites: a folder of tasks in the format of `suites/README.md`, built in (compiled into
//! the binary from `suites/`) or the user's own. Every file is read strictly: an unknown key,
//! a missing field or a bad row is an error naming its file and line.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::diag::{Diagnostic, Diagnostics, Pos};

/// What a suite's tasks are scored on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A ticket to fix; hidden tests decide whether it was.
    Bugfix,
    /// An app to review; labelled locations decide which findings should be kept.
    Security,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct SuiteFile {
    name: String,
    kind: Kind,
    description: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    Python,
    Javascript,
    Java,
    Go,
    Rust,
}

/// `task.yaml` of a bugfix task.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BugfixSpec {
    pub title: String,
    pub language: Language,
    /// What the arm is given, and nothing else of the task.
    pub ticket: String,
    /// The visible tests: the arm's verification.
    pub test_command: String,
    /// Run in the arm's result with `hidden/` laid over it: exit 0 is solved.
    pub score_command: String,
    #[serde(default = "default_timeout")]
    pub timeout_secs: u64,
}

fn default_timeout() -> u64 {
    60
}

/// `task.yaml` of a security task.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SecuritySpec {
    pub title: String,
    pub language: Language,
    pub description: String,
}

/// Whether a labelled location is a real vulnerability or a decoy a pattern scanner flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    Real,
    Decoy,
}

/// One row of `expected.tsv`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Expected {
    pub file: String,
    pub line: u32,
    pub cwe: String,
    pub label: Label,
    pub note: String,
}

#[derive(Debug, Clone)]
pub enum TaskSpec {
    Bugfix(BugfixSpec),
    Security { spec: SecuritySpec, expected: Vec<Expected> },
}

/// A task: its folder (`repo/`, and `hidden/` or `expected.tsv`) and what it says.
#[derive(Debug, Clone)]
pub struct Task {
    pub id: String,
    pub dir: PathBuf,
    pub spec: TaskSpec,
}

impl Task {
    pub fn title(&self) -> &str {
        match &self.spec {
            TaskSpec::Bugfix(b) => &b.title,
            TaskSpec::Security { spec, .. } => &spec.title,
        }
    }

    /// The snapshot the arm works on.
    pub fn repo(&self) -> PathBuf {
        self.dir.join("repo")
    }
}

#[derive(Debug, Clone)]
pub struct Suite {
    pub name: String,
    pub kind: Kind,
    pub description: String,
    pub dir: PathBuf,
    /// In folder-name order.
    pub tasks: Vec<Task>,
}

/// The suites compiled into the binary, by name.
pub fn builtin_names() -> Vec<&'static str> {
    let mut names: Vec<&str> =
        crate::embedded::SUITE_FILES.iter().filter_map(|(p, _)| p.strip_suffix("/suite.yaml")).collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// Writes the built-in suite `name` under `dest` (its files as they are in `suites/name/`).
pub fn materialize_builtin(name: &str, dest: &Path) -> std::io::Result<PathBuf> {
    let prefix = format!("{name}/");
    let root = dest.join(name);
    for (path, bytes) in crate::embedded::SUITE_FILES.iter().filter(|(p, _)| p.starts_with(&prefix)) {
        let target = dest.join(path);
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(&target, bytes)?;
    }
    Ok(root)
}

/// Loads the suite in `dir`, every problem reported at once.
pub fn load(dir: &Path) -> Result<Suite, Diagnostics> {
    let file = dir.join("suite.yaml");
    let src = std::fs::read_to_string(&file).map_err(|e| {
        Diagnostics(vec![
            Diagnostic::error(&file, Pos::FILE, format!("cannot read the suite: {e}"))
                .with_help("a suite is a folder with suite.yaml and one folder per task (see suites/README.md)"),
        ])
    })?;
    let head: SuiteFile = crate::yaml::parse(&file, &src).map_err(|d| Diagnostics(vec![d]))?;
    let mut diags = Vec::new();
    let mut tasks = Vec::new();
    for task_dir in task_dirs(dir).map_err(|e| Diagnostics(vec![Diagnostic::error(dir, Pos::FILE, e.to_string())]))? {
        match load_task(&task_dir, head.kind) {
            Ok(t) => tasks.push(t),
            Err(mut d) => diags.append(&mut d),
        }
    }
    if tasks.is_empty() && diags.is_empty() {
        diags.push(
            Diagnostic::error(dir, Pos::FILE, "the suite has no tasks")
                .with_help("add a folder per task holding task.yaml and repo/"),
        );
    }
    if !diags.is_empty() {
        return Err(Diagnostics(diags));
    }
    Ok(Suite { name: head.name, kind: head.kind, description: head.description, dir: dir.to_path_buf(), tasks })
}

/// The task folders of a suite: every folder holding a `task.yaml`, by name.
fn task_dirs(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir() && p.join("task.yaml").is_file())
        .collect();
    out.sort();
    Ok(out)
}

fn load_task(dir: &Path, kind: Kind) -> Result<Task, Vec<Diagnostic>> {
    let id = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let file = dir.join("task.yaml");
    let src = std::fs::read_to_string(&file)
        .map_err(|e| vec![Diagnostic::error(&file, Pos::FILE, format!("cannot read the task: {e}"))])?;
    let mut diags = Vec::new();
    if !crate::diag::is_kebab_case(&id) {
        diags.push(
            Diagnostic::error(dir, Pos::FILE, format!("task id `{id}` is not kebab-case"))
                .with_help("name the task's folder in lowercase words joined by `-`"),
        );
    }
    if !dir.join("repo").is_dir() {
        diags.push(
            Diagnostic::error(dir, Pos::FILE, "the task has no repo/ folder")
                .with_help("put the repository snapshot the agent works on in repo/"),
        );
    }
    let spec = match kind {
        Kind::Bugfix => crate::yaml::parse::<BugfixSpec>(&file, &src).map(TaskSpec::Bugfix).map_err(|d| vec![d]),
        Kind::Security => crate::yaml::parse::<SecuritySpec>(&file, &src).map_err(|d| vec![d]).and_then(|spec| {
            let expected = read_expected(&dir.join("expected.tsv"), &dir.join("repo"))?;
            Ok(TaskSpec::Security { spec, expected })
        }),
    };
    let spec = match spec {
        Ok(s) => s,
        Err(mut d) => {
            diags.append(&mut d);
            return Err(diags);
        }
    };
    if let TaskSpec::Bugfix(b) = &spec
        && !dir.join("hidden").is_dir()
    {
        diags.push(
            Diagnostic::error(dir, Pos::FILE, "a bugfix task needs a hidden/ folder")
                .with_help(format!("put the tests `{}` runs in hidden/", b.score_command)),
        );
    }
    if diags.is_empty() { Ok(Task { id, dir: dir.to_path_buf(), spec }) } else { Err(diags) }
}

/// `expected.tsv`: a header, then `file  line  cwe  label  note` rows, tab-separated.
fn read_expected(file: &Path, repo: &Path) -> Result<Vec<Expected>, Vec<Diagnostic>> {
    let src = std::fs::read_to_string(file).map_err(|e| {
        vec![
            Diagnostic::error(file, Pos::FILE, format!("cannot read the labels: {e}"))
                .with_help("a security task lists its labelled locations in expected.tsv"),
        ]
    })?;
    let mut rows = Vec::new();
    let mut diags = Vec::new();
    for (n, line) in src.lines().enumerate().skip(1) {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        match parse_row(line, repo) {
            Ok(row) => rows.push(row),
            Err(why) => diags.push(
                Diagnostic::error(file, Pos::new(n + 1, 1), why)
                    .with_help("a row is `file<TAB>line<TAB>cwe<TAB>real|decoy<TAB>note`"),
            ),
        }
    }
    if rows.is_empty() && diags.is_empty() {
        diags.push(Diagnostic::error(file, Pos::FILE, "no labelled locations").with_help("add a row per location"));
    }
    if diags.is_empty() { Ok(rows) } else { Err(diags) }
}

fn parse_row(line: &str, repo: &Path) -> Result<Expected, String> {
    let cols: Vec<&str> = line.split('\t').collect();
    let [file, number, cwe, label, rest @ ..] = cols.as_slice() else {
        return Err(format!("{} columns; 4 or 5 expected", cols.len()));
    };
    let line_no: u32 = number.trim().parse().map_err(|_| format!("line `{number}` is not a number"))?;
    let label = match label.trim() {
        "real" => Label::Real,
        "decoy" => Label::Decoy,
        other => return Err(format!("label `{other}` is neither `real` nor `decoy`")),
    };
    let path = repo.join(file.trim());
    let lines = std::fs::read_to_string(&path).map_err(|_| format!("`{file}` is not a file of repo/"))?.lines().count();
    if line_no == 0 || line_no as usize > lines {
        return Err(format!("`{file}` has {lines} lines; line {line_no} is not one of them"));
    }
    Ok(Expected {
        file: file.trim().to_string(),
        line: line_no,
        cwe: cwe.trim().to_string(),
        label,
        note: rest.join(" ").trim().to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(root: &Path, rel: &str, text: &str) {
        let p = root.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    #[test]
    fn every_problem_of_a_suite_is_reported_with_its_place() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        write(root, "suite.yaml", "name: s\nkind: security\ndescription: d\n");
        write(root, "one/task.yaml", "title: t\nlanguage: python\ndescription: d\n");
        write(root, "one/repo/app.py", "a\nb\n");
        write(
            root,
            "one/expected.tsv",
            "file\tline\tcwe\tlabel\tnote\napp.py\t2\tCWE-89\treal\tok\napp.py\t9\tCWE-89\tmaybe\t\n",
        );
        write(root, "Two/task.yaml", "title: t\nlanguage: cobol\ndescription: d\n");
        write(root, "Two/repo/x", "");
        let err = load(root).unwrap_err().to_string();
        assert!(err.contains("expected.tsv:3:1"), "{err}");
        assert!(err.contains("label `maybe`"), "{err}");
        assert!(err.contains("task id `Two` is not kebab-case"), "{err}");
        assert!(err.contains("Two/task.yaml"), "{err}");
    }

    #[test]
    fn the_builtin_suites_load() {
        let dir = tempfile::tempdir().unwrap();
        for name in builtin_names() {
            let root = materialize_builtin(name, dir.path()).unwrap();
            let suite = load(&root).unwrap_or_else(|d| panic!("{name}: {d}"));
            assert_eq!(suite.name, name);
            assert!(!suite.tasks.is_empty());
        }
        assert!(builtin_names().contains(&"bugfix"), "{:?}", builtin_names());
    }
}
