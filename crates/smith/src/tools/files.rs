//! File tools: read, list, search (regex, honouring .gitignore), write, and exact-match edit.

use serde_json::Value;

use super::{Tool, ToolContext, ToolError, ToolSpec, arg_str, string_args};
use crate::llm::BoxFuture;
use crate::workspace::Place;

/// Longest file content returned to the model.
const MAX_READ: usize = 64 * 1024;
const MAX_MATCHES: usize = 100;

/// `path` in the smith's room, checked out first in a sparse working copy (before the
/// workspace confines it, so that a link the check-out brings is confined like any other).
fn resolve(ctx: &ToolContext, path: &str, write: bool) -> Result<Place, ToolError> {
    ctx.widen(path)?;
    resolve_here(ctx, path, write)
}

/// `path` in the smith's room, as it is on disk.
fn resolve_here(ctx: &ToolContext, path: &str, write: bool) -> Result<Place, ToolError> {
    ctx.ws.resolve_in(&ctx.actor, path, write, ctx.work.as_deref()).map_err(ToolError::Refused)
}

pub struct ReadFile;

impl Tool for ReadFile {
    fn spec(&self) -> ToolSpec {
        ToolSpec {
            name: "read_file",
            mutates: false,
            parameters: string_args(&["path"], &[]),
            description: "Read a text file: a repository path, or private/... and outbox/... for your own folders.",
        }
    }
    fn call<'a>(&'a self, ctx: &'a ToolContext, args: Value) -> BoxFuture<'a, Result<String, ToolError>> {
        Box::pin(async move {
            let place = resolve(ctx, arg_str(&args, "path")?, false)?;
            let rel = ctx.readable(place.path())?;
            let bytes =
                tokio::fs::read(place.path()).await.map_err(|e| ToolError::Failed(format!("cannot read: {e}")))?;
            if bytes[..bytes.len().min(8192)].contains(&0) {
                return Err(ToolError::Failed("binary file".into()));
            }
            let text = String::from_utf8_lossy(&bytes);
            let text = match (&ctx.redact, &rel) {
                (Some(r), Some(rel)) => std::borrow::Cow::Owned(r.apply(rel, &text)),
                _ => text,
            };
            Ok(if text.len() > MAX_READ {
                let cut =
                    text.char_indices().take_while(|(i, _)| *i < MAX_READ).last().map_or(0, |(i, c)| i + c.len_utf8());
                format!("{}\n[… cut at {MAX_READ} bytes of {}]", &text[..cut], text.len())
            } else {
                text.into_owned()
            })
        })
    }
}

pub struct ListDir;

impl Tool for ListDir {
    fn spec(&self) -> ToolSpec {
        ToolSpec {
            name: "list_dir",
            mutates: false,
            parameters: string_args(&["path"], &[]),
            description: "List a folder's entries (folders end with /). Use \".\" for the repository root.",
        }
    }
    fn call<'a>(&'a self, ctx: &'a ToolContext, args: Value) -> BoxFuture<'a, Result<String, ToolError>> {
        Box::pin(async move {
            let path = arg_str(&args, "path")?;
            // A listing reads no file: a sparse copy lists what it has not checked out from git.
            let place = resolve_here(ctx, if path.trim().is_empty() { "." } else { path }, false)?;
            let scope = ctx.redact.clone().filter(|r| r.readable.is_some());
            let dir_rel = super::relative(&ctx.ws.repo, place.path());
            if let (Some(r), Some(rel)) = (&scope, &dir_rel)
                && !r.may_list(rel)
            {
                return Err(super::Redactions::outside(rel));
            }
            let scope_ok = |name: &str, dir: bool| match (&scope, &dir_rel) {
                (Some(r), Some(base)) => {
                    let rel = if base.is_empty() { name.to_string() } else { format!("{base}/{name}") };
                    if dir { r.may_list(&rel) } else { r.may_read(&rel) }
                }
                _ => true,
            };
            let mut names = Vec::new();
            let mut rd =
                tokio::fs::read_dir(place.path()).await.map_err(|e| ToolError::Failed(format!("cannot list: {e}")))?;
            while let Ok(Some(e)) = rd.next_entry().await {
                let name = e.file_name().to_string_lossy().to_string();
                if matches!(place, Place::Repo(_)) && name == ".agent-smith" {
                    continue;
                }
                let dir = e.file_type().await.is_ok_and(|t| t.is_dir());
                if scope_ok(&name, dir) {
                    names.push(if dir { format!("{name}/") } else { name });
                }
            }
            // A sparse copy's files not checked out yet.
            for (name, dir) in ctx.unchecked(place.path()) {
                if scope_ok(&name, dir) {
                    names.push(if dir { format!("{name}/") } else { name });
                }
            }
            names.sort();
            names.dedup();
            Ok(names.join("\n"))
        })
    }
}

pub struct Search;

impl Tool for Search {
    fn spec(&self) -> ToolSpec {
        ToolSpec {
            name: "search",
            mutates: false,
            parameters: string_args(&["pattern"], &["path"]),
            description: "Search the repository (honouring .gitignore) for a regular expression; returns path:line: text, at most 100 matches.",
        }
    }
    fn call<'a>(&'a self, ctx: &'a ToolContext, args: Value) -> BoxFuture<'a, Result<String, ToolError>> {
        Box::pin(async move {
            let pattern = arg_str(&args, "pattern")?;
            let re = regex::RegexBuilder::new(pattern)
                .size_limit(1 << 20)
                .build()
                .map_err(|e| ToolError::Invalid(format!("bad pattern: {e}")))?;
            let start = resolve(ctx, args.get("path").and_then(Value::as_str).unwrap_or("."), false)?;
            let root = ctx.work.clone().unwrap_or_else(|| ctx.ws.repo.clone());
            let start = start.path().to_path_buf();
            let redact = ctx.redact.clone();
            let found = tokio::task::spawn_blocking(move || {
                let mut out = Vec::new();
                for entry in crate::git::project_walk(&start).flatten() {
                    if !entry.file_type().is_some_and(|t| t.is_file()) {
                        continue;
                    }
                    let Some(rel) = super::relative(&root, entry.path()) else { continue };
                    if redact.as_ref().is_some_and(|r| !r.may_read(&rel)) {
                        continue;
                    }
                    let Ok(text) = std::fs::read_to_string(entry.path()) else { continue };
                    for (i, line) in text.lines().enumerate() {
                        if redact.as_ref().is_some_and(|r| r.hides(&rel, i + 1)) {
                            continue;
                        }
                        // Matched as shown: a pattern must not probe a masked secret.
                        let line = redact.as_ref().map_or(std::borrow::Cow::Borrowed(line), |r| r.values.mask(line));
                        if re.is_match(&line) {
                            out.push(format!("{rel}:{}: {}", i + 1, line.trim().chars().take(200).collect::<String>()));
                            if out.len() >= MAX_MATCHES {
                                return out;
                            }
                        }
                    }
                }
                out
            })
            .await
            .map_err(|e| ToolError::Failed(e.to_string()))?;
            Ok(if found.is_empty() { "no matches".into() } else { found.join("\n") })
        })
    }
}

pub struct WriteFile;

impl Tool for WriteFile {
    fn spec(&self) -> ToolSpec {
        ToolSpec {
            name: "write_file",
            mutates: true,
            parameters: string_args(&["path", "content"], &[]),
            description: "Write a whole file under private/ or outbox/ (your own folders); folders are created.",
        }
    }
    fn call<'a>(&'a self, ctx: &'a ToolContext, args: Value) -> BoxFuture<'a, Result<String, ToolError>> {
        Box::pin(async move {
            let path = arg_str(&args, "path")?;
            let content = arg_str(&args, "content")?;
            ctx.check_content(content)?;
            ctx.widen(path)?;
            ctx.ws.write_in(&ctx.actor, path, content, ctx.work.as_deref()).map_err(write_error)?;
            Ok(format!("wrote {} bytes to {path}", content.len()))
        })
    }
}

/// A write the workspace refused (outside the smith's folders, a lock) is told to the model as
/// refused, whichever tool asked; any other failure as failed.
fn write_error(e: crate::workspace::WriteError) -> ToolError {
    match e {
        crate::workspace::WriteError::Refused(a) => ToolError::Refused(a),
        other => ToolError::Failed(other.to_string()),
    }
}

pub struct EditFile;

impl Tool for EditFile {
    fn spec(&self) -> ToolSpec {
        ToolSpec {
            name: "edit_file",
            mutates: true,
            parameters: string_args(&["path", "old", "new"], &[]),
            description: "Replace one exact occurrence of `old` with `new` in a file under private/ or outbox/. Fails when `old` occurs zero or several times.",
        }
    }
    fn call<'a>(&'a self, ctx: &'a ToolContext, args: Value) -> BoxFuture<'a, Result<String, ToolError>> {
        Box::pin(async move {
            let path = arg_str(&args, "path")?;
            let (old, new) = (arg_str(&args, "old")?, arg_str(&args, "new")?);
            if old.is_empty() {
                return Err(ToolError::Invalid("`old` is empty".into()));
            }
            let place = resolve(ctx, path, true)?;
            let text =
                std::fs::read_to_string(place.path()).map_err(|e| ToolError::Failed(format!("cannot read: {e}")))?;
            match text.matches(old).count() {
                0 => Err(ToolError::Failed(
                    "`old` does not occur in the file; read it again and copy the text exactly".into(),
                )),
                1 => {
                    let edited = text.replacen(old, new, 1);
                    ctx.check_content(&edited)?;
                    ctx.ws.write_in(&ctx.actor, path, &edited, ctx.work.as_deref()).map_err(write_error)?;
                    Ok(format!("edited {path}"))
                }
                n => Err(ToolError::Failed(format!(
                    "`old` occurs {n} times; include more surrounding text so it occurs once"
                ))),
            }
        })
    }
}
