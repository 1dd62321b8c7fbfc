//! The bounded agent loop. Contract: send the messages and the tool schemas; run every tool call
//! the model asks for and return each result as the tool's output; ask again; end when the model
//! answers with text alone, or when the turn limit is reached (a partial result, not a crash).
//! Tool failures go back to the model; only a failed model call ends the loop early.

use serde::Serialize;
use serde_json::Value;

use crate::llm::{ChatRequest, FinishReason, Gateway, Message, RequestMeta};
use crate::tools::{Refusal, Registry, ToolContext, ToolError};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum LoopStatus {
    /// The model answered without asking for tools.
    Completed,
    /// The turn limit was reached first.
    TurnLimit,
    /// A model call failed (after the gateway's retries), or the model answered with
    /// nothing twice.
    Failed { error: String },
    /// The answer was cut at the token limit, and again when asked to finish.
    Cut,
}

#[derive(Debug, Clone)]
pub struct LoopOutcome {
    pub answer: String,
    pub status: LoopStatus,
    pub turns: u32,
    pub tool_calls: u32,
    /// What was refused, and why.
    pub refusals: Vec<Refusal>,
    /// At the turn limit: the conversation so far, to continue it later (a checkpoint).
    pub messages: Vec<Message>,
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

/// What a model that answered with nothing is told.
const ANSWER_EMPTY: &str = "Your answer was empty. If work is left, do it with the tools; then answer with a summary of what you did and what you found.";
/// What a model whose answer was cut at the token limit is told.
const FINISH_CUT: &str =
    "Your answer was cut off at the token limit. Continue exactly where it stopped, briefly, and finish it.";

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
            messages: Vec::new(),
        };
        let schemas = self.tools.schemas();
        // An empty or cut answer is met once with a request to finish; the second time it counts.
        let (mut asked_empty, mut asked_cut) = (false, false);
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
            let continued = asked_cut && messages.last().is_some_and(|m| m.content == FINISH_CUT);
            if !resp.content.trim().is_empty() {
                out.answer = if continued { format!("{}{}", out.answer, resp.content) } else { resp.content.clone() };
            }
            if resp.tool_calls.is_empty() {
                let cut = resp.finish == FinishReason::Length;
                if resp.content.trim().is_empty() && !cut {
                    if asked_empty {
                        out.status = LoopStatus::Failed { error: "the model answered with nothing, twice".into() };
                        return out;
                    }
                    asked_empty = true;
                    messages.push(Message::assistant(String::new(), Vec::new()));
                    messages.push(Message::user(ANSWER_EMPTY));
                    continue;
                }
                if cut {
                    if asked_cut {
                        out.status = LoopStatus::Cut;
                        return out;
                    }
                    asked_cut = true;
                    messages.push(Message::assistant(resp.content.clone(), Vec::new()));
                    messages.push(Message::user(FINISH_CUT));
                    continue;
                }
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
        out.messages = messages;
        out
    }
}
