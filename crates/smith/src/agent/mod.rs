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
    /// The model asked the user a question (`ask_user`) and no one could answer it now: the
    /// loop stopped there. `messages` holds the conversation; the answer goes in at `at`, as
    /// the tool result of `call_id`.
    NeedsInput { question: Question },
}

/// The question vocabulary, where it was defined before (`crate::ask`).
pub use crate::ask::{Asker, MAX_QUESTION, MAX_WHY, Question, clean_question};

/// The schema of the `ask_user` tool.
pub fn ask_user_schema() -> crate::llm::ToolSchema {
    crate::llm::ToolSchema {
        name: "ask_user".into(),
        description: "Ask the user one question you cannot answer yourself and that blocks the task (a choice only they can make, missing information). Say why it blocks. Use it rarely: the run may pause until they answer. The answer comes back as this tool's result.".into(),
        parameters: serde_json::json!({
            "type": "object",
            "properties": {
                "question": { "type": "string", "description": "The question, short and self-contained." },
                "why": { "type": "string", "description": "Why the task cannot go on without the answer." }
            },
            "required": ["question", "why"],
            "additionalProperties": false
        }),
    }
}

#[derive(Debug, Clone)]
pub struct LoopOutcome {
    pub answer: String,
    pub status: LoopStatus,
    pub turns: u32,
    /// Calls to the tools offered, in the whole conversation: a resumed one's earlier turns
    /// count; a call to a tool that does not exist does not.
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

/// An empty or cut answer is met once with a request to finish; the second time it counts.
#[derive(Default)]
struct Asked {
    empty: bool,
    cut: bool,
}

/// A reply without tool calls: the loop's end (its status), or `None` when the model is asked
/// once more (an empty answer, or one cut at the token limit).
fn text_reply(resp: &crate::llm::ChatResponse, asked: &mut Asked, messages: &mut Vec<Message>) -> Option<LoopStatus> {
    let cut = resp.finish == FinishReason::Length;
    if resp.content.trim().is_empty() && !cut {
        if asked.empty {
            return Some(LoopStatus::Failed { error: "the model answered with nothing, twice".into() });
        }
        asked.empty = true;
        messages.push(Message::assistant(String::new(), Vec::new()));
        messages.push(Message::user(ANSWER_EMPTY));
        return None;
    }
    if cut {
        if asked.cut {
            return Some(LoopStatus::Cut);
        }
        asked.cut = true;
        messages.push(Message::assistant(resp.content.clone(), Vec::new()));
        messages.push(Message::user(FINISH_CUT));
        return None;
    }
    Some(LoopStatus::Completed)
}

/// How one tool call went: its result, or a question that pauses the loop.
enum Called {
    Done(Result<String, ToolError>),
    Paused(Question),
}

pub struct AgentLoop<'a> {
    pub gateway: &'a Gateway,
    pub alias: Option<&'a str>,
    pub tools: &'a Registry,
    pub ctx: &'a ToolContext,
    pub max_turns: u32,
    pub meta: RequestMeta,
    pub on_tool: &'a (dyn Fn(&ToolUse) + Send + Sync),
    /// Who answers `ask_user`; `None`: the tool is not offered (`tools.ask_user: off`, or a
    /// stage that cannot pause).
    pub asker: Option<&'a dyn Asker>,
}

impl AgentLoop<'_> {
    pub async fn run(&self, mut messages: Vec<Message>) -> LoopOutcome {
        // A conversation continued (from a checkpoint, after the user's answer) has used the
        // tools its earlier turns called.
        let earlier = messages.iter().flat_map(|m| &m.tool_calls).filter(|c| self.offers(&c.name)).count();
        let mut out = LoopOutcome {
            answer: String::new(),
            status: LoopStatus::TurnLimit,
            turns: 0,
            tool_calls: u32::try_from(earlier).unwrap_or(u32::MAX),
            refusals: Vec::new(),
            messages: Vec::new(),
        };
        let mut schemas = self.tools.schemas();
        if self.asker.is_some() {
            schemas.push(ask_user_schema());
        }
        let mut asked = Asked::default();
        while out.turns < self.max_turns {
            out.turns += 1;
            // The conversation so far is the next turn's prefix: its end is marked for the
            // prompt cache (the tools and the system prompt are marked by the provider).
            let mut sent = messages.clone();
            if let Some(last) = sent.last_mut() {
                last.cache = true;
            }
            let req = ChatRequest { tools: schemas.clone(), ..ChatRequest::new(sent, None, self.meta.clone()) };
            let resp = match self.gateway.chat(self.alias, req).await {
                Ok(r) => r,
                Err(e) => {
                    out.status = LoopStatus::Failed { error: e.to_string() };
                    return out;
                }
            };
            let continued = asked.cut && messages.last().is_some_and(|m| m.content == FINISH_CUT);
            if !resp.content.trim().is_empty() {
                out.answer = if continued { format!("{}{}", out.answer, resp.content) } else { resp.content.clone() };
            }
            if resp.tool_calls.is_empty() {
                match text_reply(&resp, &mut asked, &mut messages) {
                    Some(status) => {
                        out.status = status;
                        return out;
                    }
                    None => continue,
                }
            }
            messages.push(Message::assistant(resp.content.clone(), resp.tool_calls.clone()));
            if let Some(question) = self.call_tools(&resp.tool_calls, &mut messages, &mut out).await {
                out.status = LoopStatus::NeedsInput { question };
                out.messages = messages;
                return out;
            }
        }
        out.messages = messages;
        out
    }

    /// Runs one turn's tool calls, each result appended to `messages` as the tool's output.
    /// Returns the question an `ask_user` call pauses the loop on, if one did.
    async fn call_tools(
        &self,
        calls: &[crate::llm::ToolCall],
        messages: &mut Vec<Message>,
        out: &mut LoopOutcome,
    ) -> Option<Question> {
        let mut paused: Option<Question> = None;
        for call in calls {
            out.tool_calls += u32::from(self.offers(&call.name));
            let arguments = if call.arguments.trim().is_empty() { "{}" } else { &call.arguments };
            let parsed = serde_json::from_str::<Value>(arguments);
            let result = match self.call_tool(call, &parsed, paused.is_none(), messages.len()).await {
                Called::Done(result) => result,
                Called::Paused(q) => {
                    let asked = q.question.lines().next().unwrap_or("");
                    let detail = format!("{asked} → waiting for an answer");
                    (self.on_tool)(&ToolUse { tool: call.name.clone(), ok: true, refused: None, detail });
                    paused = Some(q);
                    continue;
                }
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
        paused
    }

    /// One tool call: the tool's result, or an `ask_user` question that pauses the loop (one
    /// at a time: `may_pause` is false once one has). `at`: where the answer would go.
    /// Whether `name` is a tool this loop offers: a call to any other uses nothing.
    fn offers(&self, name: &str) -> bool {
        self.tools.get(name).is_some() || (name == "ask_user" && self.asker.is_some())
    }

    async fn call_tool(
        &self,
        call: &crate::llm::ToolCall,
        parsed: &Result<Value, serde_json::Error>,
        may_pause: bool,
        at: usize,
    ) -> Called {
        let asking = call.name == "ask_user" && self.asker.is_some();
        Called::Done(match (self.tools.get(&call.name), parsed) {
            (None, Ok(args)) if asking && may_pause => match self.ask(call, args, at).await {
                Ok(Ok(answer)) => Ok(answer),
                Ok(Err(q)) => return Called::Paused(q),
                Err(e) => Err(e),
            },
            (None, _) if asking => {
                Err(ToolError::Invalid("one question at a time: ask it again once the first is answered".into()))
            }
            (None, _) => Err(ToolError::Invalid(format!(
                "no tool `{}`; the tools are: {}",
                call.name,
                self.tools.names().join(", ")
            ))),
            (_, Err(e)) => Err(ToolError::Invalid(format!("the arguments are not JSON: {e}"))),
            (Some(tool), Ok(args)) => tool.call(self.ctx, args.clone()).await,
        })
    }

    /// An `ask_user` call: the answer, or the question to pause on (`at`: where its answer
    /// goes in the conversation); an empty question is the model's error.
    async fn ask(
        &self,
        call: &crate::llm::ToolCall,
        args: &Value,
        at: usize,
    ) -> Result<Result<String, Question>, ToolError> {
        let text = |k: &str| args.get(k).and_then(Value::as_str).unwrap_or("");
        let question = clean_question(text("question"), MAX_QUESTION);
        if question.is_empty() {
            return Err(ToolError::Invalid("`question` (a non-empty string) is required".into()));
        }
        let why = clean_question(text("why"), MAX_WHY);
        let smith = self.meta.smith.clone().unwrap_or_default();
        let Some(asker) = self.asker else {
            return Err(ToolError::Invalid("asking the user is disabled".into()));
        };
        Ok(match asker.ask(&smith, &question, &why).await {
            Some(answer) => Ok(format!("The user answered: {answer}")),
            None => Err(Question { question, why, call_id: call.id.clone(), at }),
        })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_question_is_cleaned_and_bounded_before_it_is_shown() {
        let q = super::clean_question("  Which\u{1b}[2J colour?\u{202e}\tnow\r\nreally \u{7}", 100);
        assert_eq!(q, "Which[2J colour? now\nreally");
        assert_eq!(super::clean_question(&"é".repeat(10), 4), "éééé…");
    }
}
