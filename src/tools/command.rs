//! `run_command`: a program and its arguments as a list (no shell unless the policy allows
//! one), in the smith's private folder, with a timeout, an output cap, and a clean environment so
//! no key reaches a command.

use std::time::Duration;

use serde_json::{Value, json};

use super::{Tool, ToolContext, ToolError, arg_str};
use crate::config::CommandPolicy as Mode;
use crate::llm::BoxFuture;

/// What commands may run.
#[derive(Debug, Clone)]
pub struct CommandPolicy {
    pub mode: Mode,
    /// Command prefixes allowed under `allowlist` (the test command is one).
    pub allowlist: Vec<String>,
    pub timeout: Duration,
    pub output_cap: usize,
    /// The only environment a command sees (PATH, HOME, LANG...).
    pub env: Vec<(String, String)>,
}

impl CommandPolicy {
    /// Why `line` may not run, if it may not.
    pub fn check(&self, line: &str) -> Option<String> {
        match self.mode {
            Mode::Allow => None,
            Mode::Deny => Some("running commands is disabled (tools.run_command: deny)".into()),
            Mode::Allowlist => {
                let ok = self.allowlist.iter().any(|p| line == p || line.starts_with(&format!("{p} ")));
                (!ok).then(|| {
                    format!(
                        "`{line}` is not on the allowlist (tools.allowlist: {})",
                        if self.allowlist.is_empty() { "empty".into() } else { self.allowlist.join("; ") }
                    )
                })
            }
        }
    }
}

pub struct RunCommand;

impl Tool for RunCommand {
    fn name(&self) -> &'static str {
        "run_command"
    }
    fn description(&self) -> &'static str {
        "Run a program with arguments (a list; no shell) in your working copy (or private folder). Returns the exit status and output."
    }
    fn parameters(&self) -> Value {
        json!({"type": "object", "properties": {"program": {"type": "string"}, "args": {"type": "array", "items": {"type": "string"}}}, "required": ["program", "args"], "additionalProperties": false})
    }
    fn mutates(&self) -> bool {
        true
    }
    fn call<'a>(&'a self, ctx: &'a ToolContext, args: Value) -> BoxFuture<'a, Result<String, ToolError>> {
        Box::pin(async move {
            let program = arg_str(&args, "program")?;
            let argv: Vec<String> = args
                .get("args")
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_string)).collect())
                .unwrap_or_default();
            let line = std::iter::once(program.to_string()).chain(argv.iter().cloned()).collect::<Vec<_>>().join(" ");
            if let Some(why) = ctx.commands.check(&line) {
                return Err(ToolError::Failed(why));
            }
            let cwd = ctx.work.clone().unwrap_or_else(|| ctx.ws.dir(&ctx.actor).join("private"));
            let _ = std::fs::create_dir_all(&cwd);
            let mut cmd = tokio::process::Command::new(program);
            cmd.args(&argv)
                .current_dir(&cwd)
                .env_clear()
                .envs(ctx.commands.env.iter().cloned())
                .kill_on_drop(true)
                .stdin(std::process::Stdio::null());
            let out = match tokio::time::timeout(ctx.commands.timeout, cmd.output()).await {
                Err(_) => {
                    return Err(ToolError::Failed(format!(
                        "`{line}` did not finish within {:?} and was stopped",
                        ctx.commands.timeout
                    )));
                }
                Ok(Err(e)) => return Err(ToolError::Failed(format!("cannot run `{program}`: {e}"))),
                Ok(Ok(o)) => o,
            };
            let cap = |b: &[u8]| {
                let s = String::from_utf8_lossy(b);
                if s.len() > ctx.commands.output_cap {
                    let keep: String =
                        s.chars().rev().take(ctx.commands.output_cap).collect::<Vec<_>>().into_iter().rev().collect();
                    format!("[… first {} bytes cut]\n{keep}", s.len() - keep.len())
                } else {
                    s.into_owned()
                }
            };
            Ok(format!(
                "exit status: {}\nstdout:\n{}\nstderr:\n{}",
                out.status.code().map_or("killed".into(), |c| c.to_string()),
                cap(&out.stdout),
                cap(&out.stderr)
            ))
        })
    }
}
