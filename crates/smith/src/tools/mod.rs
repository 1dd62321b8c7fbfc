//! Tools a smith's agent loop can call, in a registry keyed by name. Each declares whether it
//! mutates; read-only pipelines get only the ones that do not. A tool's failure is text for the
//! model, never an engine fault.

mod command;
mod files;
pub mod findings;

use indexmap::IndexMap;
use serde_json::Value;

use crate::llm::{BoxFuture, ToolSchema};
use crate::workspace::{AccessError, SmithId, Workspace};

pub use command::CommandPolicy;

/// What a tool call runs against.
#[derive(Debug, Clone)]
pub struct ToolContext {
    pub ws: Workspace,
    pub actor: SmithId,
    pub commands: CommandPolicy,
    /// The smith's working copy of the repository, in coding pipelines: repository paths mean
    /// the copy (writable), and commands run in it.
    pub work: Option<std::path::PathBuf>,
    /// Lines the model must not see (secrets the scanner found), by repository path.
    pub redact: Option<std::sync::Arc<Redactions>>,
    /// Largest file `write_file` and `edit_file` may write, in bytes.
    pub max_write: usize,
    /// The working copy as git knows it, when it may be sparse: the file tools check out what
    /// they are asked for before reading it, and commands get the whole copy.
    pub copy: Option<WorkCopy>,
}

/// A working copy of `base` whose top is `top` (`work` is `base.inner(top)`).
#[derive(Debug, Clone)]
pub struct WorkCopy {
    pub base: crate::git::Base,
    pub top: std::path::PathBuf,
}

impl ToolContext {
    /// Checks out `requested` (a path as the model gave it: a file or a folder, `.` for the
    /// whole copy) in a sparse working copy before a tool reads or writes it. Paths the
    /// workspace would refuse, and the smith's own folders, are left to it.
    pub fn widen(&self, requested: &str) -> Result<(), ToolError> {
        let Some(copy) = &self.copy else { return Ok(()) };
        let mut parts: Vec<String> = Vec::new();
        for c in std::path::Path::new(requested.trim()).components() {
            match c {
                std::path::Component::Normal(s) => parts.push(s.to_string_lossy().to_string()),
                std::path::Component::CurDir => {}
                _ => return Ok(()),
            }
        }
        if matches!(parts.first().map(String::as_str), Some("private" | "outbox" | ".agent-smith"))
            || parts.iter().any(|p| p.eq_ignore_ascii_case(".git"))
        {
            return Ok(());
        }
        let rel = format!("{}{}", copy.base.prefix, parts.join("/"));
        crate::git::widen(&copy.base, &copy.top, &[rel])
            .map_err(|e| ToolError::Failed(format!("cannot check out `{requested}` in the working copy: {e}")))
    }

    /// Checks out the whole working copy (before a command runs: it may read anything).
    pub fn whole(&self) -> Result<(), ToolError> {
        let Some(copy) = &self.copy else { return Ok(()) };
        crate::git::full(&copy.base, &copy.top)
            .map_err(|e| ToolError::Failed(format!("cannot check out the whole working copy: {e}")))
    }

    /// The entries of the folder at `path` (in the working copy) that its commit holds but a
    /// sparse copy has not checked out, as (name, is a folder).
    pub fn unchecked(&self, path: &std::path::Path) -> Vec<(String, bool)> {
        let Some(copy) = &self.copy else { return Vec::new() };
        if crate::git::is_sparse(&copy.base, &copy.top) != Some(true) {
            return Vec::new();
        }
        let Ok(rel) = path.strip_prefix(&copy.top) else { return Vec::new() };
        let rel = rel.to_string_lossy().replace('\\', "/");
        crate::git::tree_entries(&copy.base, &copy.top, &rel)
            .into_iter()
            .filter(|(name, _)| !path.join(name).exists() && std::fs::symlink_metadata(path.join(name)).is_err())
            .collect()
    }

    /// Where this smith's commands run and may write: its working copy, or its private folder.
    pub fn room(&self) -> std::path::PathBuf {
        self.work.clone().unwrap_or_else(|| self.ws.dir(&self.actor).join("private"))
    }

    /// Removes any `.git` entry a command left in the working copy (below its top, where the
    /// engine's own pointer is): the refusal to log, when there was one.
    pub fn scrub_git(&self) -> Option<Refusal> {
        let work = self.work.as_ref()?;
        let removed = crate::git::scrub_nested(work);
        (!removed.is_empty()).then(|| {
            Refusal::new(
                "git-path",
                format!(
                    "`.git` entries are the engine's; a command created {} and they were removed",
                    removed.iter().map(|r| format!("`{r}`")).collect::<Vec<_>>().join(", ")
                ),
            )
        })
    }

    /// Checks content a tool is about to write: not too large, and text.
    pub fn check_content(&self, content: &str) -> Result<(), ToolError> {
        if content.len() > self.max_write {
            return Err(Refusal::new(
                "size",
                format!(
                    "{} bytes is more than a tool may write at once ({} bytes, tools.max_write_bytes); write smaller files",
                    content.len(),
                    self.max_write
                ),
            )
            .into());
        }
        if content.contains('\0') {
            return Err(Refusal::new("binary", "the content holds NUL bytes; only text files may be written").into());
        }
        Ok(())
    }

    /// `path`'s repository-relative name, after checking the file may be read (a reviewing
    /// smith reads only what the scan covered); `None` for a path outside the repository.
    pub fn readable(&self, path: &std::path::Path) -> Result<Option<String>, ToolError> {
        let rel = relative(&self.ws.repo, path);
        if let (Some(r), Some(rel)) = (&self.redact, &rel)
            && !r.may_read(rel)
        {
            return Err(Redactions::outside(rel));
        }
        Ok(rel)
    }
}

/// What a reviewing smith may see: the files the scan covered (when set), less the lines that
/// show a secret the rules found, and with those secrets masked wherever else they appear.
/// Paths are repository-relative; line numbers 1-based.
#[derive(Debug, Clone, Default)]
pub struct Redactions {
    /// Lines hidden from the model, by path.
    pub lines: std::collections::HashMap<String, std::collections::BTreeSet<usize>>,
    /// The secret values, masked in whatever is shown.
    pub values: std::sync::Arc<crate::redact::Redactor>,
    /// The only files that may be read, searched or listed; `None` for any. A scan sets it to
    /// the files it scanned, so that what it skipped (ignored, excluded, `.git/`, too large)
    /// never reaches a model unexamined.
    pub readable: Option<std::collections::BTreeSet<String>>,
}

impl Redactions {
    /// `text` of `rel` with the hidden lines replaced by a marker, and the secrets masked.
    pub fn apply(&self, rel: &str, text: &str) -> String {
        let Some(lines) = self.lines.get(rel) else { return self.values.mask(text).into_owned() };
        let shown = text
            .lines()
            .enumerate()
            .map(|(i, l)| if lines.contains(&(i + 1)) { "[line hidden by agentsmith: it holds a secret]" } else { l })
            .collect::<Vec<_>>()
            .join("\n");
        self.values.mask(&shown).into_owned()
    }

    pub fn hides(&self, rel: &str, line: usize) -> bool {
        self.lines.get(rel).is_some_and(|l| l.contains(&line))
    }

    /// Whether the file `rel` may be read.
    pub fn may_read(&self, rel: &str) -> bool {
        self.readable.as_ref().is_none_or(|r| r.contains(rel))
    }

    /// Whether the folder `rel` ("" for the root) holds a readable file.
    pub fn may_list(&self, rel: &str) -> bool {
        let Some(r) = &self.readable else { return true };
        if rel.is_empty() {
            return !r.is_empty();
        }
        let prefix = format!("{rel}/");
        r.range(prefix.clone()..).next().is_some_and(|f| f.starts_with(&prefix))
    }

    /// The refusal for a file outside the scan.
    pub fn outside(rel: &str) -> ToolError {
        ToolError::Invalid(format!(
            "`{rel}` is not among the files this scan covered (it was ignored, excluded, skipped or is outside it); read only those"
        ))
    }
}

/// `path` relative to `base`, with `/` separators; `None` outside it.
pub fn relative(base: &std::path::Path, path: &std::path::Path) -> Option<String> {
    let rel = path.strip_prefix(base).ok()?;
    Some(rel.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/"))
}

pub use crate::event::Refusal;

impl From<Refusal> for ToolError {
    fn from(refusal: Refusal) -> ToolError {
        ToolError::Denied { refusal, output: String::new() }
    }
}

#[derive(Debug, Clone, thiserror::Error)]
pub enum ToolError {
    /// The workspace refused the path; an event is logged for it.
    #[error("refused: {0}")]
    Refused(AccessError),
    /// A policy refused the call (a command not allowed, no sandbox, too large, not text), or
    /// undid part of it; `output` is what the model is told besides.
    #[error("refused: {}{}", refusal.reason, if output.is_empty() { String::new() } else { format!("\n{output}") })]
    Denied { refusal: Refusal, output: String },
    #[error("bad arguments: {0}")]
    Invalid(String),
    #[error("{0}")]
    Failed(String),
}

impl ToolError {
    /// The refusal to log, when this error is one.
    pub fn refusal(&self) -> Option<Refusal> {
        match self {
            ToolError::Refused(a) => Some(a.into()),
            ToolError::Denied { refusal, .. } => Some(refusal.clone()),
            ToolError::Invalid(_) | ToolError::Failed(_) => None,
        }
    }
}

/// What the model is told of a tool, and whether the tool changes anything.
pub struct ToolSpec {
    pub name: &'static str,
    /// A read-only registry leaves out the tools that do.
    pub mutates: bool,
    /// JSON schema of the arguments.
    pub parameters: Value,
    pub description: &'static str,
}

/// The schema of arguments that are all strings: `required`, then `optional`.
pub(crate) fn string_args(required: &[&str], optional: &[&str]) -> Value {
    let properties: serde_json::Map<String, Value> =
        required.iter().chain(optional).map(|name| (name.to_string(), serde_json::json!({"type": "string"}))).collect();
    serde_json::json!({"type": "object", "properties": properties, "required": required, "additionalProperties": false})
}

pub trait Tool: Send + Sync {
    fn spec(&self) -> ToolSpec;
    fn call<'a>(&'a self, ctx: &'a ToolContext, args: Value) -> BoxFuture<'a, Result<String, ToolError>>;
}

pub struct Registry {
    tools: IndexMap<&'static str, Box<dyn Tool>>,
}

impl Registry {
    /// Every tool.
    pub fn all() -> Registry {
        let list: Vec<Box<dyn Tool>> = vec![
            Box::new(files::ReadFile),
            Box::new(files::ListDir),
            Box::new(files::Search),
            Box::new(files::WriteFile),
            Box::new(files::EditFile),
            Box::new(command::RunCommand),
        ];
        Registry { tools: list.into_iter().map(|t| (t.spec().name, t)).collect() }
    }

    /// The read-only tools and `report_finding`, for smiths investigating code in the scans.
    pub fn review() -> Registry {
        let mut r = Registry::read_only();
        let t: Box<dyn Tool> = Box::new(findings::ReportFinding);
        r.tools.insert(t.spec().name, t);
        r
    }

    /// Only the tools that change nothing (scans, legal, mad).
    pub fn read_only() -> Registry {
        let mut r = Registry::all();
        r.tools.retain(|_, t| !t.spec().mutates);
        r
    }

    pub fn schemas(&self) -> Vec<ToolSchema> {
        self.tools
            .values()
            .map(|t| {
                let spec = t.spec();
                ToolSchema { name: spec.name.into(), description: spec.description.into(), parameters: spec.parameters }
            })
            .collect()
    }

    pub fn get(&self, name: &str) -> Option<&dyn Tool> {
        self.tools.get(name).map(|t| t.as_ref())
    }

    pub fn names(&self) -> Vec<&'static str> {
        self.tools.keys().copied().collect()
    }
}

/// A string argument, or an error the model can act on.
pub(crate) fn arg_str<'a>(args: &'a Value, name: &str) -> Result<&'a str, ToolError> {
    args.get(name).and_then(Value::as_str).ok_or_else(|| ToolError::Invalid(format!("`{name}` (a string) is required")))
}

#[cfg(test)]
mod tests {
    #[test]
    fn redacted_lines_are_hidden() {
        let mut r = Redactions::default();
        r.lines.entry("a/k.py".into()).or_default().insert(2);
        assert_eq!(
            r.apply("a/k.py", "x = 1\nKEY = 'abc'\ny = 2"),
            "x = 1\n[line hidden by agentsmith: it holds a secret]\ny = 2"
        );
        assert_eq!(r.apply("other.py", "KEY = 'abc'"), "KEY = 'abc'");
        r.values.add("abc123-secret");
        assert_eq!(r.apply("other.py", "echo abc123-secret"), "echo ab****[13 chars]");
        assert!(r.hides("a/k.py", 2) && !r.hides("a/k.py", 1));
        assert!(r.may_read(".env"), "no scope: anything");
        r.readable = Some(["a/k.py".to_string(), "b.py".to_string()].into());
        assert!(r.may_read("a/k.py") && !r.may_read(".env") && !r.may_read(".git/config"));
        assert!(r.may_list("") && r.may_list("a") && !r.may_list(".git") && !r.may_list("a/k"));
    }

    use std::time::Duration;

    use serde_json::json;

    use super::*;
    use crate::config::CommandPolicy as Mode;

    fn ctx(dir: &std::path::Path, mode: Mode) -> ToolContext {
        let ws = Workspace::new(dir);
        let actor = SmithId::root();
        std::fs::create_dir_all(ws.dir(&actor).join("private")).unwrap();
        let path = std::env::var("PATH").unwrap_or_default();
        ToolContext {
            ws,
            actor,
            commands: CommandPolicy {
                mode,
                allowlist: vec!["echo".into()],
                timeout: Duration::from_secs(5),
                output_cap: 1000,
                sandbox: crate::sandbox::Sandbox {
                    policy: crate::sandbox::Policy::unconfined(&path),
                    helper: std::path::PathBuf::new(),
                    scratch_root: dir.join(".agent-smith/sandbox"),
                },
            },
            work: None,
            redact: None,
            max_write: 100,
            copy: None,
        }
    }

    #[test]
    fn string_arguments_make_a_strict_schema() {
        assert_eq!(
            super::string_args(&["pattern"], &["path"]),
            json!({"type": "object", "properties": {"pattern": {"type": "string"}, "path": {"type": "string"}}, "required": ["pattern"], "additionalProperties": false})
        );
    }

    #[tokio::test]
    async fn edit_file_needs_exactly_one_match() {
        let dir = tempfile::tempdir().unwrap();
        let c = ctx(dir.path(), Mode::Deny);
        let r = Registry::all();
        let write = r.get("write_file").unwrap();
        write.call(&c, json!({"path": "private/a.txt", "content": "one two two"})).await.unwrap();
        let edit = r.get("edit_file").unwrap();
        for (old, said) in [("three", "does not occur"), ("two", "occurs 2 times")] {
            let e = edit.call(&c, json!({"path": "private/a.txt", "old": old, "new": "x"})).await.unwrap_err();
            assert!(e.to_string().contains(said), "{old}: {e}");
        }
        edit.call(&c, json!({"path": "private/a.txt", "old": "one", "new": "1"})).await.unwrap();
        let read = r.get("read_file").unwrap();
        assert_eq!(read.call(&c, json!({"path": "private/a.txt"})).await.unwrap(), "1 two two");
        assert!(matches!(read.call(&c, json!({})).await, Err(ToolError::Invalid(_))));
    }

    #[tokio::test]
    async fn run_command_policy_and_no_shell() {
        let dir = tempfile::tempdir().unwrap();
        let r = Registry::all();
        let run = r.get("run_command").unwrap();
        let denied = ctx(dir.path(), Mode::Deny);
        assert!(
            run.call(&denied, json!({"program": "echo", "args": ["hi"]}))
                .await
                .unwrap_err()
                .to_string()
                .contains("disabled")
        );
        let big = "x".repeat(101);
        let write = Registry::all();
        let write = write.get("write_file").unwrap();
        let e = write.call(&denied, json!({"path": "private/big.txt", "content": big})).await.unwrap_err();
        assert_eq!(e.refusal().unwrap().kind, "size", "{e}");
        let e = write.call(&denied, json!({"path": "private/nul.txt", "content": "a\u{0}b"})).await.unwrap_err();
        assert_eq!(e.refusal().unwrap().kind, "binary", "{e}");
        let listed = ctx(dir.path(), Mode::Allowlist);
        let out = run.call(&listed, json!({"program": "echo", "args": ["hi; rm -rf /"]})).await.unwrap();
        assert!(
            out.contains("exit status: 0") && out.contains("hi; rm -rf /"),
            "the argument is passed as is, not to a shell: {out}"
        );
        assert!(
            run.call(&listed, json!({"program": "cat", "args": ["/etc/passwd"]}))
                .await
                .unwrap_err()
                .to_string()
                .contains("not on the allowlist")
        );
        let allowed = ctx(dir.path(), Mode::Allow);
        let env = run.call(&allowed, json!({"program": "env", "args": []})).await.unwrap();
        assert!(!env.contains("OPENAI") && !env.contains("ANTHROPIC"), "{env}");
        assert_eq!(Registry::read_only().names(), ["read_file", "list_dir", "search"]);
    }
}
