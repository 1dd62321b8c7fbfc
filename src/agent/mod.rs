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
                let result = match (
                    self.tools.get(&call.name),
                    serde_json::from_str::<Value>(if call.arguments.trim().is_empty() {
                        "{}"
                    } else {
                        &call.arguments
                    }),
                ) {
                    (None, _) => Err(ToolError::Invalid(format!(
                        "no tool `{}`; the tools are: {}",
                        call.name,
                        self.tools.names().join(", ")
                    ))),
                    (_, Err(e)) => Err(ToolError::Invalid(format!("the arguments are not JSON: {e}"))),
                    (Some(tool), Ok(args)) => tool.call(self.ctx, args).await,
                };
                let refused = result.as_ref().err().and_then(ToolError::refusal);
                if let Some(r) = &refused {
                    out.refusals.push(r.clone());
                }
                (self.on_tool)(&ToolUse { tool: call.name.clone(), ok: result.is_ok(), refused });
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
