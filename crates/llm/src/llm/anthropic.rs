//! The Anthropic Messages API over reqwest, streamed: the system prompt goes in `system`, tool
//! calls and results are content blocks, and a JSON-schema answer is a forced tool call.

use std::collections::BTreeMap;
use std::time::Duration;

use eventsource_stream::Eventsource;
use futures::StreamExt;
use serde_json::{Value, json};

use super::http::{scrub, status_error, transport_error};
use super::{ChatFuture, ChatRequest, ChatResponse, FinishReason, LlmError, Role, StreamSink, ToolCall, Usage};
use crate::config::{Network, ResolvedModel, Secret};

const VERSION: &str = "2023-06-01";
/// Anthropic requires `max_tokens`; this is ours when the request sets none.
const DEFAULT_MAX_TOKENS: u32 = 4096;
/// Anthropic's limit of `cache_control` breakpoints in one request.
pub const MAX_BREAKPOINTS: usize = 4;

/// Whether the request sends tool definitions (its own tools, or the answer as a forced tool).
pub fn has_tools(req: &ChatRequest) -> bool {
    !req.tools.is_empty() || req.answer_schema.is_some()
}

pub struct Anthropic {
    http: reqwest::Client,
    url: String,
    endpoint: String,
    key: Option<Secret>,
    key_var: Option<String>,
    /// The longest silence waited for: before the answer starts, and between its events.
    idle: Duration,
}

impl Anthropic {
    pub fn new(model: &ResolvedModel, net: &Network) -> Result<Anthropic, LlmError> {
        let base = model.base_url.trim_end_matches('/');
        let url = if base.ends_with("/v1") { format!("{base}/messages") } else { format!("{base}/v1/messages") };
        Ok(Anthropic {
            http: super::http::client(net)?,
            url,
            endpoint: model.base_url.clone(),
            key: model.api_key.clone(),
            key_var: model.api_key_env.clone(),
            idle: Duration::from_secs(net.idle_timeout_secs),
        })
    }

    fn body(&self, req: &ChatRequest) -> Value {
        let system: Vec<&str> =
            req.messages.iter().filter(|m| m.role == Role::System).map(|m| m.content.as_str()).collect();
        // Cache breakpoints, at most 4 a request (`MAX_BREAKPOINTS`): the tools; each system
        // block (the part several callers share first, e.g. the debate's job and how to answer,
        // then the caller's own, e.g. the role); then the last messages marked as the end of a
        // prefix that repeats: two, or as many as are left.
        let system_marks = system.len().min(MAX_BREAKPOINTS - 2);
        let left = (MAX_BREAKPOINTS - usize::from(has_tools(req)) - system_marks).min(2);
        let mut body = json!({
            "model": req.model,
            "max_tokens": req.max_tokens.unwrap_or(DEFAULT_MAX_TOKENS),
            "messages": messages(req, left),
            "stream": true,
        });
        if !system.is_empty() {
            // Blocks in order, so that a block several requests share stays a prefix of each.
            let first_marked = system.len() - system_marks;
            let blocks: Vec<Value> = system
                .iter()
                .enumerate()
                .map(|(i, text)| {
                    let mut b = json!({ "type": "text", "text": text });
                    if i >= first_marked {
                        b["cache_control"] = json!({ "type": "ephemeral" });
                    }
                    b
                })
                .collect();
            body["system"] = Value::Array(blocks);
        }
        if let Some(t) = req.temperature {
            body["temperature"] = json!(t.min(1.0));
        }
        let mut tools: Vec<Value> = req
            .tools
            .iter()
            .map(|t| json!({ "name": t.name, "description": t.description, "input_schema": t.parameters }))
            .collect();
        if let Some(s) = &req.answer_schema {
            // The answer is the input of a tool the model must call.
            tools.push(json!({ "name": s.name, "description": "Give your answer as this tool's input.", "input_schema": s.schema }));
            body["tool_choice"] = json!({ "type": "tool", "name": s.name });
        }
        if let Some(last) = tools.last_mut() {
            last["cache_control"] = json!({ "type": "ephemeral" });
        }
        if !tools.is_empty() {
            body["tools"] = Value::Array(tools);
        }
        body
    }

    /// An event that is not the JSON the wire promises: the stream is abandoned, and the call
    /// is worth another attempt.
    fn bad_chunk(&self, detail: impl std::fmt::Display) -> LlmError {
        LlmError::BadChunk { endpoint: self.endpoint.clone(), detail: scrub(&detail.to_string(), self.key.as_ref()) }
    }

    async fn call(&self, req: &ChatRequest, sink: &dyn StreamSink) -> Result<ChatResponse, LlmError> {
        let resp = self.send(req).await?;
        let stalled = || LlmError::Stalled { endpoint: self.endpoint.clone(), after: self.idle };
        let mut events = resp.bytes_stream().eventsource();
        let mut acc = Accumulator::default();
        // Every read is bounded: a stream that neither sends nor ends is abandoned after `idle`.
        while let Some(ev) = tokio::time::timeout(self.idle, events.next()).await.map_err(|_| stalled())? {
            let ev = ev.map_err(|e| LlmError::StreamCut {
                endpoint: self.endpoint.clone(),
                detail: scrub(&e.to_string(), self.key.as_ref()),
            })?;
            sink.received(ev.data.len().max(1));
            if ev.event == "ping" || ev.data.trim().is_empty() {
                continue;
            }
            if acc.size() > super::MAX_ANSWER_BYTES || acc.tools.len() > super::MAX_TOOL_CALLS {
                return Err(super::oversized(&self.endpoint));
            }
            let data: Value =
                serde_json::from_str(&ev.data).map_err(|e| self.bad_chunk(format!("{e}: {}", ev.data)))?;
            match data["type"].as_str().unwrap_or(ev.event.as_str()) {
                "error" => return Err(self.stream_error(&data["error"])),
                kind => acc.take(kind, &data, |t| sink.delta(&req.meta, t)),
            }
        }
        if !acc.stopped {
            return Err(LlmError::StreamCut {
                endpoint: self.endpoint.clone(),
                detail: "the stream closed before message_stop".into(),
            });
        }
        Ok(acc.response(req))
    }

    /// Sends the request; an answer that is not a success is the error its status says.
    async fn send(&self, req: &ChatRequest) -> Result<reqwest::Response, LlmError> {
        let mut rb = self.http.post(&self.url).header("anthropic-version", VERSION).json(&self.body(req));
        if let Some(k) = &self.key {
            rb = rb.header("x-api-key", k.expose());
        }
        let resp = tokio::time::timeout(self.idle, rb.send())
            .await
            .map_err(|_| LlmError::Stalled { endpoint: self.endpoint.clone(), after: self.idle })?
            .map_err(|e| transport_error(&self.endpoint, &e, self.key.as_ref()))?;
        let status = resp.status();
        if status.is_success() {
            return Ok(resp);
        }
        let headers = resp.headers().clone();
        let body = resp.text().await.unwrap_or_default();
        Err(status_error(&self.endpoint, status.as_u16(), &headers, &body, self.key.as_ref(), self.key_var.as_deref()))
    }

    /// An `error` event in the stream, as the HTTP error it stands for (overloaded: 529, rate
    /// limited: 429, else 500), so the gateway retries it as it would the status.
    fn stream_error(&self, error: &Value) -> LlmError {
        let status = match error["type"].as_str().unwrap_or("error") {
            "overloaded_error" => 529,
            "rate_limit_error" => 429,
            _ => 500,
        };
        LlmError::Http {
            endpoint: self.endpoint.clone(),
            status,
            retry_after: None,
            body: scrub(&error.to_string(), self.key.as_ref()),
        }
    }
}

/// The request's messages but the system ones, as the API wants them: content blocks,
/// consecutive messages of one role merged, and the last `left` messages marked for the cache
/// marked as breakpoints.
fn messages(req: &ChatRequest, left: usize) -> Vec<Value> {
    let marked: Vec<usize> = req
        .messages
        .iter()
        .enumerate()
        .filter(|(_, m)| m.cache && m.role != Role::System)
        .map(|(i, _)| i)
        .rev()
        .take(left)
        .collect();
    let mut messages: Vec<Value> = Vec::new();
    for (i, m) in req.messages.iter().enumerate() {
        let Some((role, mut block)) = blocks(m) else { continue };
        if marked.contains(&i)
            && let Some(last) = block.last_mut()
        {
            last["cache_control"] = json!({ "type": "ephemeral" });
        }
        // Consecutive messages of one role are merged: the API wants them alternating.
        match messages.last_mut() {
            Some(last) if last["role"] == role => {
                if let Some(arr) = last["content"].as_array_mut() {
                    arr.extend(block);
                }
            }
            _ => messages.push(json!({ "role": role, "content": block })),
        }
    }
    messages
}

/// A message's role on the wire and its content blocks; `None` for a system message (it goes
/// in `system`).
fn blocks(m: &super::Message) -> Option<(&'static str, Vec<Value>)> {
    Some(match m.role {
        Role::User => ("user", vec![json!({ "type": "text", "text": m.content })]),
        Role::Assistant => {
            let mut blocks = Vec::new();
            if !m.content.is_empty() {
                blocks.push(json!({ "type": "text", "text": m.content }));
            }
            for c in &m.tool_calls {
                let input: Value = serde_json::from_str(&c.arguments).unwrap_or_else(|_| json!({}));
                blocks.push(json!({ "type": "tool_use", "id": c.id, "name": c.name, "input": input }));
            }
            ("assistant", blocks)
        }
        Role::Tool => {
            ("user", vec![json!({ "type": "tool_result", "tool_use_id": m.tool_call_id, "content": m.content })])
        }
        Role::System => return None,
    })
}

#[derive(Default)]
struct Accumulator {
    text: String,
    /// Tool-use blocks by index: (id, name, input JSON).
    tools: BTreeMap<u64, (String, String, String)>,
    stop: Option<String>,
    stopped: bool,
    /// Whether the stream gave any usage (none: the gateway estimates it).
    usage_seen: bool,
    input_tokens: u64,
    output_tokens: u64,
    cache_read: u64,
    cache_write: u64,
    model: Option<String>,
}

impl Accumulator {
    /// The bytes of the answer so far: its text and its tool calls.
    fn size(&self) -> usize {
        self.text.len() + self.tools.values().map(|t| t.0.len() + t.1.len() + t.2.len()).sum::<usize>()
    }

    /// Takes in one event of the stream (`kind`: its type); `delta` is given each piece of text.
    fn take(&mut self, kind: &str, data: &Value, delta: impl Fn(&str)) {
        match kind {
            "message_start" => {
                let u = &data["message"]["usage"];
                if let Some(n) = u["input_tokens"].as_u64() {
                    self.input_tokens = n;
                    self.usage_seen = true;
                }
                self.cache_read = u["cache_read_input_tokens"].as_u64().unwrap_or(0);
                self.cache_write = u["cache_creation_input_tokens"].as_u64().unwrap_or(0);
                self.model = data["message"]["model"].as_str().map(str::to_string);
            }
            "content_block_start" => {
                let index = data["index"].as_u64().unwrap_or(0);
                let block = &data["content_block"];
                if block["type"] == "tool_use" {
                    let text = |k: &str| block[k].as_str().unwrap_or("").to_string();
                    self.tools.insert(index, (text("id"), text("name"), String::new()));
                }
            }
            "content_block_delta" => {
                let index = data["index"].as_u64().unwrap_or(0);
                let d = &data["delta"];
                match d["type"].as_str() {
                    Some("text_delta") => {
                        let t = d["text"].as_str().unwrap_or("");
                        self.text.push_str(t);
                        if !t.is_empty() {
                            delta(t);
                        }
                    }
                    Some("input_json_delta") => {
                        if let Some(tool) = self.tools.get_mut(&index) {
                            tool.2.push_str(d["partial_json"].as_str().unwrap_or(""));
                        }
                    }
                    _ => {}
                }
            }
            "message_delta" => self.message_delta(data),
            "message_stop" => self.stopped = true,
            _ => {}
        }
    }

    /// The stop reason and the usage, which the final counts (when the event repeats them)
    /// replace.
    fn message_delta(&mut self, data: &Value) {
        if let Some(r) = data["delta"]["stop_reason"].as_str() {
            self.stop = Some(r.to_string());
        }
        let u = &data["usage"];
        if let Some(o) = u["output_tokens"].as_u64() {
            self.output_tokens = o;
            self.usage_seen = true;
        }
        if let Some(n) = u["input_tokens"].as_u64() {
            self.input_tokens = n;
        }
        if let Some(n) = u["cache_read_input_tokens"].as_u64() {
            self.cache_read = n;
        }
        if let Some(n) = u["cache_creation_input_tokens"].as_u64() {
            self.cache_write = n;
        }
    }

    /// The response the stream made: a forced answer tool's input is the content.
    fn response(self, req: &ChatRequest) -> ChatResponse {
        let mut calls = super::usable_calls(
            self.tools
                .into_values()
                .map(|(id, name, args)| ToolCall {
                    id,
                    name,
                    arguments: if args.trim().is_empty() { "{}".into() } else { args },
                })
                .collect(),
        );
        let mut content = self.text;
        let mut finish = match self.stop.as_deref() {
            Some("end_turn" | "stop_sequence") => FinishReason::Stop,
            Some("max_tokens") => FinishReason::Length,
            Some("tool_use") => FinishReason::ToolCalls,
            Some("refusal") => FinishReason::ContentFilter,
            Some(other) => FinishReason::Other(other.to_string()),
            None => FinishReason::Stop,
        };
        if let Some(s) = &req.answer_schema {
            // The forced tool call is the answer.
            if let Some(pos) = calls.iter().position(|c| c.name == s.name) {
                content = calls.remove(pos).arguments;
                if calls.is_empty() && finish == FinishReason::ToolCalls {
                    finish = FinishReason::Stop;
                }
            }
        }
        ChatResponse {
            content,
            tool_calls: calls,
            finish,
            // No usage at all: the gateway estimates it from the text, marked so.
            // Anthropic's `input_tokens` are those after the last breakpoint: the cached ones
            // are counted apart, and added here so that `input_tokens` is every input token.
            usage: Usage {
                estimated: !self.usage_seen,
                ..Usage::new(
                    self.input_tokens.saturating_add(self.cache_read).saturating_add(self.cache_write),
                    self.output_tokens,
                )
                .cached(self.cache_read, self.cache_write)
            },
            model: self.model.unwrap_or_else(|| req.model.clone()),
        }
    }
}

impl super::Provider for Anthropic {
    fn chat<'a>(&'a self, req: &'a ChatRequest, sink: &'a dyn StreamSink) -> ChatFuture<'a> {
        Box::pin(self.call(req, sink))
    }

    fn describe(&self) -> String {
        format!("anthropic {}", self.endpoint)
    }
}
