//! The bounded agent loop. Contract: send the messages and the tool schemas; run every tool call
//! the model asks for and return each result as the tool's output; ask again; end when the model
//! answers with text alone, or when the turn limit is reached (a partial result, not a crash).
//! Tool failures go back to the model; only a failed model call ends the loop early.

use serde::Serialize;
use serde_json::Value;

use crate::llm::{ChatRequest, Gateway, Message, RequestMeta};
use crate::tools::{Refusal, Registry, ToolContext, ToolError};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum LoopStatus {
    /// The model answered without asking for tools.
    Completed,
    /// The turn limit was reached first.
    TurnLimit,
    /// A model call failed (after the gateway's retries).
    Failed { error: String },
}

#[derive(Debug, Clone)]
pub struct LoopOutcome {
    pub answer: String,
    pub status: LoopStatus,
    pub turns: u32,
    pub tool_calls: u32,
    /// What was refused, and why.
    pub refusals: Vec<Refusal>,
}

/// One tool call, for the event log.
#[derive(Debug, Clone, Serialize)]
pub struct ToolUse {
    pub tool: String,
    pub ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refused: Option<Refusal>,
    /// What was asked and how it ended, in a line: `sh -c ls → exit status: 0`, a path.
    pub detail: String,
}

/// The line the event log keeps of a tool call: the command line or path asked for, and the
/// first line of the outcome.
fn detail(tool: &str, args: Option<&Value>, result: &Result<String, ToolError>) -> String {
    let arg = |k: &str| args.and_then(|a| a.get(k)).and_then(Value::as_str).unwrap_or("");
    let asked = match tool {
        "run_command" => {
            let rest: Vec<&str> = args
                .and_then(|a| a.get("args"))
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            std::iter::once(arg("program")).chain(rest).collect::<Vec<_>>().join(" ")
        }
        "search" => arg("pattern").to_string(),
        _ => arg("path").to_string(),
    };
    let outcome = match result {
        Ok(t) => t.lines().next().unwrap_or("").to_string(),
        Err(e) => e.to_string().lines().next().unwrap_or("").to_string(),
    };
    let cut = |s: &str, n: usize| {
        if s.chars().count() > n { format!("{}…", s.chars().take(n).collect::<String>()) } else { s.to_string() }
    };
    format!("{} → {}", cut(&asked, 200), cut(&outcome, 120))
}

pub struct AgentLoop<'a> {
    pub gateway: &'a Gateway,
    pub alias: Option<&'a str>,
    pub tools: &'a Registry,
    pub ctx: &'a ToolContext,
    pub max_turns: u32,
    pub meta: RequestMeta,
    pub on_tool: &'a (dyn Fn(&ToolUse) + Send + Sync),
}

impl AgentLoop<'_> {
    pub async fn run(&self, mut messages: Vec<Message>) -> LoopOutcome {
        let mut out = LoopOutcome {
            answer: String::new(),
            status: LoopStatus::TurnLimit,
            turns: 0,
            tool_calls: 0,
            refusals: Vec::new(),
        };
        let schemas = self.tools.schemas();
        while out.turns < self.max_turns {
            out.turns += 1;
            let req =
                ChatRequest { tools: schemas.clone(), ..ChatRequest::new(messages.clone(), None, self.meta.clone()) };
            let resp = match self.gateway.chat(self.alias, req).await {
                Ok(r) => r,
                Err(e) => {
                    out.status = LoopStatus::Failed { error: e.to_string() };
                    return out;
                }
            };
            if !resp.content.trim().is_empty() {
                out.answer = resp.content.clone();
            }
            if resp.tool_calls.is_empty() {
                out.status = LoopStatus::Completed;
                return out;
            }
            messages.push(Message::assistant(resp.content.clone(), resp.tool_calls.clone()));
            for call in &resp.tool_calls {
                out.tool_calls += 1;
                let parsed = serde_json::from_str::<Value>(if call.arguments.trim().is_empty() {
                    "{}"
                } else {
                    &call.arguments
                });
                let result = match (self.tools.get(&call.name), &parsed) {
                    (None, _) => Err(ToolError::Invalid(format!(
                        "no tool `{}`; the tools are: {}",
                        call.name,
                        self.tools.names().join(", ")
                    ))),
                    (_, Err(e)) => Err(ToolError::Invalid(format!("the arguments are not JSON: {e}"))),
                    (Some(tool), Ok(args)) => tool.call(self.ctx, args.clone()).await,
                };
                let detail = detail(&call.name, parsed.as_ref().ok(), &result);
                let refused = result.as_ref().err().and_then(ToolError::refusal);
                if let Some(r) = &refused {
                    out.refusals.push(r.clone());
                }
                (self.on_tool)(&ToolUse { tool: call.name.clone(), ok: result.is_ok(), refused, detail });
                let text = match result {
                    Ok(t) => t,
                    Err(e) => format!("error: {e}"),
                };
                messages.push(Message::tool(call.id.clone(), text));
            }
        }
        out
    }
}
