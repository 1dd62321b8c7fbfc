//! `run_command`: a program and its arguments as a list (no shell unless the policy allows
//! one), in the smith's room, inside the kernel sandbox (see [`crate::sandbox`]): a timeout that
//! kills everything it started, output bounded in memory, and an environment built from an
//! allowlist, so no key reaches a command.

use std::time::Duration;

use serde_json::{Value, json};

use super::{Refusal, Tool, ToolContext, ToolError, ToolSpec, arg_str};
use crate::config::CommandPolicy as Mode;
use crate::llm::BoxFuture;
use crate::sandbox::{Exit, Job, Sandbox, SandboxError};

/// What commands may run, and how.
#[derive(Debug, Clone)]
pub struct CommandPolicy {
    pub mode: Mode,
    /// Command prefixes allowed under `allowlist` (the test command is one).
    pub allowlist: Vec<String>,
    pub timeout: Duration,
    pub output_cap: usize,
    /// Where and how commands run.
    pub sandbox: Sandbox,
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
    fn spec(&self) -> ToolSpec {
        ToolSpec {
            name: "run_command",
            mutates: true,
            parameters: json!({"type": "object", "properties": {"program": {"type": "string"}, "args": {"type": "array", "items": {"type": "string"}}}, "required": ["program", "args"], "additionalProperties": false}),
            description: "Run a program with arguments (a list; no shell) in your working copy (or private folder), in a sandbox without network. Returns the exit status and output.",
        }
    }
    fn call<'a>(&'a self, ctx: &'a ToolContext, args: Value) -> BoxFuture<'a, Result<String, ToolError>> {
        Box::pin(async move {
            let program = arg_str(&args, "program")?;
            let argv: Vec<String> = match args.get("args") {
                None | Some(Value::Null) => Vec::new(),
                Some(Value::Array(a)) => {
                    a.iter()
                        .map(|v| v.as_str().map(str::to_string))
                        .collect::<Option<Vec<_>>>()
                        .ok_or_else(|| ToolError::Invalid("`args` must be a list of strings".into()))?
                }
                Some(_) => return Err(ToolError::Invalid("`args` must be a list of strings".into())),
            };
            if program.contains('\0') || argv.iter().any(|a| a.contains('\0')) {
                return Err(Refusal::new("binary", "a program or argument holds a NUL byte").into());
            }
            let line = std::iter::once(program.to_string()).chain(argv.iter().cloned()).collect::<Vec<_>>().join(" ");
            if let Some(why) = ctx.commands.check(&line) {
                return Err(Refusal::new("command", why).into());
            }
            // A command may read anything in the repository: it runs on the whole copy.
            ctx.whole()?;
            let room = ctx.room();
            let _ = std::fs::create_dir_all(&room);
            let job = Job {
                program,
                args: &argv,
                cwd: &room,
                room: &room,
                scratch: &ctx.actor.0,
                timeout: ctx.commands.timeout,
                output_cap: ctx.commands.output_cap,
            };
            let out = match ctx.commands.sandbox.run(&job).await {
                Ok(o) => o,
                Err(e @ SandboxError::Unavailable { .. }) => {
                    return Err(Refusal::new("sandbox", e.to_string()).into());
                }
                Err(e) => return Err(ToolError::Failed(e.to_string())),
            };
            let scrubbed = ctx.scrub_git();
            let status = match out.exit {
                Exit::Code(c) => c.to_string(),
                Exit::Signal(s) => format!("killed by signal {s}"),
                Exit::TimedOut => {
                    return Err(ToolError::Failed(format!(
                        "`{line}` did not finish within {:?} and was stopped, with everything it started",
                        ctx.commands.timeout
                    )));
                }
            };
            let output =
                format!("exit status: {status}\nstdout:\n{}\nstderr:\n{}", out.stdout.shown(), out.stderr.shown());
            match scrubbed {
                // The command ran, but what it did to `.git` entries is undone: the model hears
                // both, and the refusal is logged.
                Some(refusal) => Err(ToolError::Denied { refusal, output }),
                None => Ok(output),
            }
        })
    }
}
