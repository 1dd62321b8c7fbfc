//! The model layer: one provider trait, three providers (OpenAI-compatible, Anthropic,
//! scripted), and one gateway around them that retries, limits, accounts, caches and records.
//! Everything else talks to models through [`Gateway`].

mod anthropic;
mod cache;
mod gateway;
mod http;
mod openai;
mod record;
mod scripted;
mod usage;

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// The spend vocabulary, where it was defined before (`crate::spend`).
pub use crate::spend::{MAX_REPORTED_TOKENS, Tally, Usage, estimate_tokens, input_words};
pub use anthropic::Anthropic;
pub use gateway::{Gateway, GatewayOptions, first_event};
pub use http::client as http_client;
pub use openai::OpenAi;
pub use record::{Recorder, Replay};
pub use scripted::Scripted;
pub use usage::{Budget, BudgetKind, Ledger, PrefixCache, PrefixUse, Prices, cacheable, leading_tokens};

pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;
/// What a provider's chat call gives back, in time.
pub type ChatFuture<'a> = BoxFuture<'a, Result<ChatResponse, LlmError>>;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    System,
    User,
    Assistant,
    Tool,
}

/// One message of a conversation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Message {
    pub role: Role,
    #[serde(default)]
    pub content: String,
    /// Calls the assistant asked for (assistant messages).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tool_calls: Vec<ToolCall>,
    /// The call this message answers (tool messages).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_call_id: Option<String>,
    /// The prompt up to and including this message repeats in later calls (the job, the
    /// context, a conversation so far): a provider with explicit prompt caching (Anthropic)
    /// marks a cache breakpoint here.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cache: bool,
}

impl Message {
    pub fn system(text: impl Into<String>) -> Message {
        Message { role: Role::System, content: text.into(), tool_calls: Vec::new(), tool_call_id: None, cache: false }
    }
    pub fn user(text: impl Into<String>) -> Message {
        Message { role: Role::User, content: text.into(), tool_calls: Vec::new(), tool_call_id: None, cache: false }
    }
    pub fn assistant(text: impl Into<String>, tool_calls: Vec<ToolCall>) -> Message {
        Message { role: Role::Assistant, content: text.into(), tool_calls, tool_call_id: None, cache: false }
    }
    /// The same message, marked as the end of a prefix that later calls repeat.
    pub fn cached(mut self) -> Message {
        self.cache = true;
        self
    }
    pub fn tool(call_id: impl Into<String>, output: impl Into<String>) -> Message {
        Message {
            role: Role::Tool,
            content: output.into(),
            tool_calls: Vec::new(),
            tool_call_id: Some(call_id.into()),
            cache: false,
        }
    }
}

/// A tool the model may call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolSchema {
    pub name: String,
    pub description: String,
    /// JSON schema of the arguments object.
    pub parameters: serde_json::Value,
}

/// A call the model asked for; `arguments` is the JSON text it wrote.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolCall {
    pub id: String,
    pub name: String,
    pub arguments: String,
}

impl ToolCall {
    /// The bytes the model wrote for this call: its id, name and arguments.
    pub fn size(&self) -> usize {
        self.id.len() + self.name.len() + self.arguments.len()
    }
}

/// A JSON schema the answer must follow.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AnswerSchema {
    pub name: String,
    pub schema: serde_json::Value,
}

/// Who is asking: every request carries it, for scripted replies, accounting and events.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct RequestMeta {
    pub stage: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smith: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChatRequest {
    pub model: String,
    pub messages: Vec<Message>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tools: Vec<ToolSchema>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer_schema: Option<AnswerSchema>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temperature: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_tokens: Option<u32>,
    pub meta: RequestMeta,
}

impl ChatRequest {
    /// A request on the configured model and its defaults, without tools; with `schema`, the
    /// answer is a JSON value of that shape.
    pub fn new(messages: Vec<Message>, schema: Option<(&str, serde_json::Value)>, meta: RequestMeta) -> ChatRequest {
        ChatRequest {
            model: String::new(),
            messages,
            tools: Vec::new(),
            answer_schema: schema.map(|(name, schema)| AnswerSchema { name: name.to_string(), schema }),
            temperature: None,
            max_tokens: None,
            meta,
        }
    }
}

impl ChatRequest {
    /// Masks every secret `r` holds in what is sent: the messages and the calls they carry.
    pub fn mask(&mut self, r: &crate::redact::Redactor) {
        if r.is_empty() {
            return;
        }
        for m in &mut self.messages {
            r.mask_in_place(&mut m.content);
            mask_calls(&mut m.tool_calls, r);
        }
    }
}

impl ChatResponse {
    /// The bytes of the answer: its text and every tool call (what [`MAX_ANSWER_BYTES`] bounds).
    pub fn size(&self) -> usize {
        self.content.len() + self.tool_calls.iter().map(ToolCall::size).sum::<usize>()
    }

    /// Masks every secret `r` holds in an answer: its text and the calls it asks for.
    pub fn mask(&mut self, r: &crate::redact::Redactor) {
        if r.is_empty() {
            return;
        }
        r.mask_in_place(&mut self.content);
        mask_calls(&mut self.tool_calls, r);
    }
}

fn mask_calls(calls: &mut [ToolCall], r: &crate::redact::Redactor) {
    for c in calls {
        r.mask_in_place(&mut c.name);
        r.mask_in_place(&mut c.arguments);
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FinishReason {
    Stop,
    Length,
    ToolCalls,
    ContentFilter,
    Other(String),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChatResponse {
    pub content: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tool_calls: Vec<ToolCall>,
    pub finish: FinishReason,
    pub usage: Usage,
    /// The model that answered, as the endpoint names it.
    pub model: String,
}

/// Text arriving while an answer streams, for progress displays.
pub trait StreamSink: Send + Sync {
    fn delta(&self, meta: &RequestMeta, text: &str);

    /// `bytes` of the answer arrived (text, tool calls, or anything else): for telling a slow
    /// stream from a silent one.
    fn received(&self, _bytes: usize) {}
}

/// A sink that drops everything.
pub struct NoSink;

impl StreamSink for NoSink {
    fn delta(&self, _: &RequestMeta, _: &str) {}
}

/// A model provider. One required method: the chat call itself.
pub trait Provider: Send + Sync {
    fn chat<'a>(&'a self, req: &'a ChatRequest, sink: &'a dyn StreamSink) -> ChatFuture<'a>;

    /// Names the provider and its endpoint, for messages and cache keys.
    fn describe(&self) -> String {
        "model".into()
    }
}

/// The largest answer read from a model (text and tool-call arguments together), and the most
/// tool calls in one answer: past either, reading stops and the call fails. A model's output is
/// untrusted input; no answer of a working model comes near these.
pub const MAX_ANSWER_BYTES: usize = 1 << 20;
pub const MAX_TOOL_CALLS: usize = 64;

/// The tool calls an answer keeps, the same for every provider: one without a name names no
/// tool to run or answer and is dropped; one without an id is given one (`call_N`, N its place
/// in the answer).
pub(crate) fn usable_calls(mut calls: Vec<ToolCall>) -> Vec<ToolCall> {
    for (i, c) in calls.iter_mut().enumerate() {
        if c.id.is_empty() {
            c.id = format!("call_{i}");
        }
    }
    calls.retain(|c| !c.name.is_empty());
    calls
}

/// The error for an answer past [`MAX_ANSWER_BYTES`] or [`MAX_TOOL_CALLS`].
pub fn oversized(endpoint: &str) -> LlmError {
    LlmError::Malformed {
        endpoint: endpoint.to_string(),
        detail: format!(
            "the answer passed {} KiB or {MAX_TOOL_CALLS} tool calls; it was not read further",
            MAX_ANSWER_BYTES / 1024
        ),
    }
}

/// How a call failed. The gateway retries the transient kinds.
#[derive(Debug, Clone, thiserror::Error)]
pub enum LlmError {
    #[error("{endpoint} answered {status}: {body}")]
    Http { endpoint: String, status: u16, retry_after: Option<Duration>, body: String },
    #[error("{endpoint} refused the key ({status}): check {key_var}; {body}")]
    Auth { endpoint: String, status: u16, key_var: String, body: String },
    #[error("cannot reach {endpoint}: {detail}")]
    Connect { endpoint: String, detail: String },
    #[error(
        "{endpoint} did not answer within {after:?} (an attempt's deadline: 30 s plus its max_tokens at `network.min_tokens_per_sec`, at most `network.request_timeout_secs`)"
    )]
    Timeout { endpoint: String, after: Duration },
    #[error("{endpoint} sent nothing for {after:?} (`network.idle_timeout_secs`); the stream was abandoned")]
    Stalled { endpoint: String, after: Duration },
    #[error("the answer stream from {endpoint} ended early: {detail}")]
    StreamCut { endpoint: String, detail: String },
    #[error("{endpoint} sent an answer that could not be read: {detail}")]
    Malformed { endpoint: String, detail: String },
    /// One chunk of a streamed answer was not what the wire promises (a proxy's error page,
    /// half a JSON object): worth another attempt.
    #[error("{endpoint} sent a stream chunk that could not be read: {detail}")]
    BadChunk { endpoint: String, detail: String },
    /// `used` says what was spent (and what this call may take), `limit` the setting's value.
    #[error(
        "the run budget refuses this call ({} = {limit}): {used}; raise it in .agentsmith/config.yaml{}",
        .kind.setting(),
        if matches!(.kind, BudgetKind::Cost) { " (or --max-cost, AGENTSMITH_MAX_COST)" } else { "" }
    )]
    Budget { kind: BudgetKind, used: String, limit: String },
    #[error("--replay {file}: no recorded answer for this request ({what}); record it again with --record")]
    NotRecorded { file: String, what: String },
    #[error("scripted model {file}: {detail}")]
    Script { file: String, detail: String },
    #[error("{0}")]
    Config(String),
}

impl LlmError {
    /// Worth another attempt: rate limits, overload, server errors, network trouble, cut streams.
    pub fn is_transient(&self) -> bool {
        match self {
            LlmError::Http { status, .. } => {
                *status == 408 || *status == 409 || *status == 429 || *status == 529 || (500..600).contains(status)
            }
            LlmError::Connect { .. }
            | LlmError::Timeout { .. }
            | LlmError::Stalled { .. }
            | LlmError::StreamCut { .. }
            | LlmError::BadChunk { .. } => true,
            LlmError::Auth { .. }
            | LlmError::Malformed { .. }
            | LlmError::Budget { .. }
            | LlmError::NotRecorded { .. }
            | LlmError::Script { .. }
            | LlmError::Config(_) => false,
        }
    }

    /// The same error with every secret `r` holds masked in its text.
    pub fn masked(self, r: &crate::redact::Redactor) -> LlmError {
        let m = |s: String| r.mask(&s).into_owned();
        match self {
            LlmError::Http { endpoint, status, retry_after, body } => {
                LlmError::Http { endpoint: m(endpoint), status, retry_after, body: m(body) }
            }
            LlmError::Auth { endpoint, status, key_var, body } => {
                LlmError::Auth { endpoint: m(endpoint), status, key_var, body: m(body) }
            }
            LlmError::Connect { endpoint, detail } => LlmError::Connect { endpoint: m(endpoint), detail: m(detail) },
            LlmError::Timeout { endpoint, after } => LlmError::Timeout { endpoint: m(endpoint), after },
            LlmError::Stalled { endpoint, after } => LlmError::Stalled { endpoint: m(endpoint), after },
            LlmError::BadChunk { endpoint, detail } => LlmError::BadChunk { endpoint: m(endpoint), detail: m(detail) },
            LlmError::StreamCut { endpoint, detail } => {
                LlmError::StreamCut { endpoint: m(endpoint), detail: m(detail) }
            }
            LlmError::Malformed { endpoint, detail } => {
                LlmError::Malformed { endpoint: m(endpoint), detail: m(detail) }
            }
            LlmError::Script { file, detail } => LlmError::Script { file, detail: m(detail) },
            LlmError::Config(detail) => LlmError::Config(m(detail)),
            e @ (LlmError::Budget { .. } | LlmError::NotRecorded { .. }) => e,
        }
    }

    /// A deadline passed (the attempt's, or the stream's silence): sending the same request
    /// again would most likely take as long, so it is tried again only once.
    pub fn is_timeout(&self) -> bool {
        matches!(self, LlmError::Timeout { .. } | LlmError::Stalled { .. })
    }

    /// The deadline a timed-out attempt ran into, in whole seconds.
    pub fn deadline_secs(&self) -> Option<u64> {
        match self {
            LlmError::Timeout { after, .. } => Some(after.as_secs()),
            _ => None,
        }
    }

    /// For a connection that could not be made, in words: `the model at URL could not be
    /// reached (connection refused)`; the last cause of the chain, without the OS's number.
    pub fn unreachable_words(&self) -> Option<String> {
        let LlmError::Connect { endpoint, detail } = self else { return None };
        let last = detail.rsplit(": ").next().unwrap_or(detail).trim();
        let last = last.find(" (os error").map_or(last, |i| &last[..i]);
        let mut reason: String = last.chars().take(120).collect();
        if let Some(first) = reason.get(..1) {
            reason = first.to_lowercase() + &reason[1..];
        }
        Some(format!("the model at {endpoint} could not be reached ({reason})"))
    }

    /// The wait the server asked for, if any.
    pub fn retry_after(&self) -> Option<Duration> {
        match self {
            LlmError::Http { retry_after, .. } => *retry_after,
            _ => None,
        }
    }
}
