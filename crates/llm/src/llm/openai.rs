//! Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp,
//! LM Studio, OpenRouter), through async-openai with our own lenient wire types (`byot`).
//! async-openai's own retry stack is replaced by a plain transport so that the gateway alone
//! decides about retries, with the status and `Retry-After` of every failure.

use std::collections::HashSet;
use std::sync::Mutex;
use std::time::Duration;

use async_openai::Client;
use async_openai::config::OpenAIConfig;
use async_openai::error::OpenAIError;
use async_openai::middleware::HttpRequestFactory;
use futures::StreamExt;
use serde::Deserialize;
use serde_json::{Value, json};

use super::http::{scrub, status_error, transport_error};
use super::{
    BoxFuture, ChatFuture, ChatRequest, ChatResponse, FinishReason, LlmError, Message, Role, StreamSink, ToolCall,
    Usage,
};
use crate::config::{Network, ResolvedModel, Secret};

/// A failed HTTP exchange, carried through async-openai to us intact.
#[derive(Debug)]
struct Failure {
    status: u16,
    headers: reqwest::header::HeaderMap,
    body: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "HTTP {}", self.status)
    }
}

impl std::error::Error for Failure {}

/// The transport: send once; turn a non-2xx answer into a [`Failure`].
#[derive(Clone)]
struct Transport {
    client: reqwest::Client,
}

impl tower::Service<HttpRequestFactory> for Transport {
    type Response = reqwest::Response;
    type Error = OpenAIError;
    type Future = BoxFuture<'static, Result<reqwest::Response, OpenAIError>>;

    fn poll_ready(&mut self, _: &mut std::task::Context<'_>) -> std::task::Poll<Result<(), Self::Error>> {
        std::task::Poll::Ready(Ok(()))
    }

    fn call(&mut self, factory: HttpRequestFactory) -> Self::Future {
        let client = self.client.clone();
        Box::pin(async move {
            let request = factory.build().await?;
            let resp = client.execute(request).await.map_err(OpenAIError::Reqwest)?;
            let status = resp.status();
            if status.is_success() {
                return Ok(resp);
            }
            let headers = resp.headers().clone();
            let body = resp.text().await.unwrap_or_default();
            Err(OpenAIError::Boxed(Box::new(Failure { status: status.as_u16(), headers, body })))
        })
    }
}

pub struct OpenAi {
    client: Client<OpenAIConfig>,
    endpoint: String,
    key: Option<Secret>,
    key_var: Option<String>,
    /// Endpoints found not to take a JSON-schema `response_format`, or `stream_options`.
    no_schema: Mutex<HashSet<String>>,
    no_stream_options: Mutex<HashSet<String>>,
    /// The longest silence waited for: before the answer starts, and between its chunks.
    idle: Duration,
}

impl OpenAi {
    pub fn new(model: &ResolvedModel, net: &Network) -> Result<OpenAi, LlmError> {
        let http = super::http::client(net)?;
        // Set everything explicitly: the library's defaults read OPENAI_* variables itself.
        let config = OpenAIConfig::new()
            .with_api_base(model.base_url.trim_end_matches('/'))
            .with_api_key(model.api_key.as_ref().map(|k| k.expose().to_string()).unwrap_or_default())
            .with_org_id("")
            .with_project_id("");
        let client = Client::with_config(config).with_http_service(Transport { client: http });
        Ok(OpenAi {
            client,
            endpoint: model.base_url.clone(),
            key: model.api_key.clone(),
            key_var: model.api_key_env.clone(),
            no_schema: Mutex::new(HashSet::new()),
            no_stream_options: Mutex::new(HashSet::new()),
            idle: Duration::from_secs(net.idle_timeout_secs),
        })
    }

    fn flag(set: &Mutex<HashSet<String>>, endpoint: &str) -> bool {
        set.lock().unwrap_or_else(|p| p.into_inner()).contains(endpoint)
    }

    fn body(&self, req: &ChatRequest, schema: bool, stream_options: bool) -> Value {
        let mut messages: Vec<Value> = Vec::new();
        for m in &req.messages {
            // Consecutive user messages (a stable prefix and what changes) go as one, and so do
            // consecutive system messages (what several callers share, then the caller's own):
            // some chat templates of local servers refuse two turns of one role in a row. The
            // text's prefix is the same, so the endpoint's prefix cache works alike.
            let wire_role = match m.role {
                Role::User => Some("user"),
                Role::System => Some("system"),
                _ => None,
            };
            if let Some(role) = wire_role
                && let Some(last) = messages.last_mut()
                && last["role"] == role
                && let Some(text) = last["content"].as_str()
            {
                last["content"] = Value::from(format!("{text}\n\n{}", m.content));
                continue;
            }
            messages.push(wire_message(m));
        }
        let mut body = json!({ "model": req.model, "stream": true });
        if let Some(s) = &req.answer_schema {
            if schema {
                body["response_format"] = json!({ "type": "json_schema", "json_schema": { "name": s.name, "schema": s.schema, "strict": true } });
            } else {
                // The endpoint takes no schema: ask in words, as the last instruction.
                messages.push(json!({ "role": "system", "content": format!("Answer with one JSON object only, no prose and no code fence, matching this JSON schema:\n{}", s.schema) }));
            }
        }
        body["messages"] = Value::Array(messages);
        if !req.tools.is_empty() {
            body["tools"] = req.tools.iter().map(|t| json!({ "type": "function", "function": { "name": t.name, "description": t.description, "parameters": t.parameters } })).collect();
        }
        if let Some(t) = req.temperature {
            body["temperature"] = json!(t);
        }
        if let Some(m) = req.max_tokens {
            body["max_tokens"] = json!(m);
        }
        if stream_options {
            body["stream_options"] = json!({ "include_usage": true });
        }
        body
    }

    fn error(&self, e: OpenAIError) -> LlmError {
        match e {
            OpenAIError::Boxed(b) => match b.downcast::<Failure>() {
                Ok(f) => status_error(
                    &self.endpoint,
                    f.status,
                    &f.headers,
                    &f.body,
                    self.key.as_ref(),
                    self.key_var.as_deref(),
                ),
                Err(other) => LlmError::Connect {
                    endpoint: self.endpoint.clone(),
                    detail: scrub(&other.to_string(), self.key.as_ref()),
                },
            },
            OpenAIError::Reqwest(e) => transport_error(&self.endpoint, &e, self.key.as_ref()),
            // A chunk that is not the JSON the wire promises (a proxy's error page, half an
            // object): the stream is abandoned and the call is worth another attempt.
            OpenAIError::JSONDeserialize(e, content) => LlmError::BadChunk {
                endpoint: self.endpoint.clone(),
                detail: scrub(&format!("{e}: {content}"), self.key.as_ref()),
            },
            OpenAIError::StreamError(e) => LlmError::StreamCut {
                endpoint: self.endpoint.clone(),
                detail: scrub(&e.to_string(), self.key.as_ref()),
            },
            other => LlmError::Malformed {
                endpoint: self.endpoint.clone(),
                detail: scrub(&other.to_string(), self.key.as_ref()),
            },
        }
    }

    async fn attempt(
        &self,
        req: &ChatRequest,
        sink: &dyn StreamSink,
        schema: bool,
        stream_options: bool,
    ) -> Result<ChatResponse, LlmError> {
        let body = self.body(req, schema, stream_options);
        let stalled = || LlmError::Stalled { endpoint: self.endpoint.clone(), after: self.idle };
        let mut stream = tokio::time::timeout(self.idle, self.client.chat().create_stream_byot::<Value, Chunk>(body))
            .await
            .map_err(|_| stalled())?
            .map_err(|e| self.error(e))?;
        let mut acc = Accumulator::default();
        // Every read is bounded: a stream that neither sends nor ends is abandoned after `idle`.
        while let Some(item) = tokio::time::timeout(self.idle, stream.next()).await.map_err(|_| stalled())? {
            let chunk = item.map_err(|e| self.error(e))?;
            sink.received(chunk.size());
            if let Some(text) = acc.add(chunk) {
                sink.delta(&req.meta, &text);
            }
            if acc.overflow || acc.size() > super::MAX_ANSWER_BYTES {
                return Err(super::oversized(&self.endpoint));
            }
        }
        acc.finish(&self.endpoint, &req.model)
    }
}

impl super::Provider for OpenAi {
    fn chat<'a>(&'a self, req: &'a ChatRequest, sink: &'a dyn StreamSink) -> ChatFuture<'a> {
        Box::pin(async move {
            let mut schema = req.answer_schema.is_some() && !Self::flag(&self.no_schema, &self.endpoint);
            let mut stream_options = !Self::flag(&self.no_stream_options, &self.endpoint);
            let mut schema_dropped = false;
            // At most two corrections. An endpoint that rejects `stream_options` is asked
            // again without, and remembered. Any refusal of a request that carried a
            // JSON-schema `response_format` (400, 422, or the 500 llama-cpp-python answers) is
            // asked again with the schema in words; when that works, the endpoint is
            // remembered as one that takes no schema.
            let mut tries = 0;
            loop {
                tries += 1;
                let result = self.attempt(req, sink, schema, stream_options).await;
                match &result {
                    Err(LlmError::Http { status: 400 | 422, body, .. })
                        if tries < 3 && stream_options && body.contains("stream_options") =>
                    {
                        self.no_stream_options.lock().unwrap_or_else(|p| p.into_inner()).insert(self.endpoint.clone());
                        stream_options = false;
                    }
                    Err(LlmError::Http { status, .. }) if tries < 3 && schema && refuses_schema(*status) => {
                        schema = false;
                        schema_dropped = true;
                    }
                    _ => {
                        if schema_dropped && result.is_ok() {
                            self.no_schema.lock().unwrap_or_else(|p| p.into_inner()).insert(self.endpoint.clone());
                        }
                        return result;
                    }
                }
            }
        })
    }

    fn describe(&self) -> String {
        format!("openai {}", self.endpoint)
    }
}

/// A status that may be the endpoint refusing `response_format` (not the key, not a rate
/// limit, not overload: those would refuse the request without it too).
fn refuses_schema(status: u16) -> bool {
    (400..600).contains(&status) && !matches!(status, 401 | 403 | 404 | 408 | 429 | 529)
}

fn wire_message(m: &Message) -> Value {
    match m.role {
        Role::System => json!({ "role": "system", "content": m.content }),
        Role::User => json!({ "role": "user", "content": m.content }),
        Role::Assistant if m.tool_calls.is_empty() => json!({ "role": "assistant", "content": m.content }),
        Role::Assistant => json!({
            "role": "assistant",
            "content": if m.content.is_empty() { Value::Null } else { Value::from(m.content.as_str()) },
            "tool_calls": m.tool_calls.iter().map(|c| json!({ "id": c.id, "type": "function", "function": { "name": c.name, "arguments": c.arguments } })).collect::<Vec<_>>(),
        }),
        Role::Tool => json!({ "role": "tool", "tool_call_id": m.tool_call_id, "content": m.content }),
    }
}

/// A streamed chunk, read leniently: unknown fields are ignored, absent ones default.
#[derive(Debug, Default, Deserialize)]
struct Chunk {
    #[serde(default)]
    choices: Vec<ChunkChoice>,
    #[serde(default)]
    usage: Option<WireUsage>,
    #[serde(default)]
    model: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
struct ChunkChoice {
    #[serde(default)]
    delta: Delta,
    #[serde(default)]
    finish_reason: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
struct Delta {
    #[serde(default)]
    content: Option<String>,
    #[serde(default)]
    tool_calls: Option<Vec<ToolCallDelta>>,
}

#[derive(Debug, Default, Deserialize)]
struct ToolCallDelta {
    #[serde(default)]
    index: Option<usize>,
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    function: Option<FunctionDelta>,
}

#[derive(Debug, Default, Deserialize)]
struct FunctionDelta {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    arguments: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
struct WireUsage {
    #[serde(default)]
    prompt_tokens: u64,
    #[serde(default)]
    completion_tokens: u64,
    #[serde(default)]
    prompt_tokens_details: Option<PromptDetails>,
}

/// `usage.prompt_tokens_details`: the prompt tokens served from the endpoint's prefix cache
/// (OpenAI caches prompt prefixes itself; nothing is marked in the request).
#[derive(Debug, Default, Deserialize)]
struct PromptDetails {
    #[serde(default)]
    cached_tokens: Option<u64>,
}

#[derive(Default)]
struct Accumulator {
    content: String,
    calls: Vec<ToolCall>,
    finish: Option<String>,
    usage: Option<Usage>,
    model: Option<String>,
    /// A tool call index past [`super::MAX_TOOL_CALLS`] was seen.
    overflow: bool,
}

impl Chunk {
    /// Bytes of answer this chunk carries (at least 1: any chunk shows the stream is alive).
    fn size(&self) -> usize {
        let answer: usize = self
            .choices
            .iter()
            .map(|c| {
                c.delta.content.as_ref().map_or(0, String::len)
                    + c.delta
                        .tool_calls
                        .iter()
                        .flatten()
                        .map(|t| {
                            t.function.as_ref().map_or(0, |f| {
                                f.name.as_ref().map_or(0, String::len) + f.arguments.as_ref().map_or(0, String::len)
                            })
                        })
                        .sum::<usize>()
            })
            .sum();
        answer.max(1)
    }
}

impl Accumulator {
    /// Bytes read so far: the text and every tool call.
    fn size(&self) -> usize {
        self.content.len() + self.calls.iter().map(ToolCall::size).sum::<usize>()
    }

    /// Adds a chunk; returns the new text, if any.
    fn add(&mut self, chunk: Chunk) -> Option<String> {
        if let Some(u) = chunk.usage {
            let cached = u.prompt_tokens_details.and_then(|d| d.cached_tokens).unwrap_or(0);
            self.usage = Some(Usage::new(u.prompt_tokens, u.completion_tokens).cached(cached, 0));
        }
        if chunk.model.is_some() {
            self.model = chunk.model;
        }
        let mut text = None;
        for choice in chunk.choices {
            if let Some(t) = choice.delta.content.filter(|t| !t.is_empty()) {
                self.content.push_str(&t);
                text = Some(t);
            }
            for d in choice.delta.tool_calls.unwrap_or_default() {
                let index = d.index.unwrap_or(self.calls.len().saturating_sub(usize::from(d.id.is_none())));
                if index >= super::MAX_TOOL_CALLS {
                    self.overflow = true;
                    continue;
                }
                while self.calls.len() <= index {
                    self.calls.push(ToolCall { id: String::new(), name: String::new(), arguments: String::new() });
                }
                let call = &mut self.calls[index];
                if let Some(id) = d.id {
                    call.id = id;
                }
                if let Some(f) = d.function {
                    if let Some(n) = f.name {
                        call.name.push_str(&n);
                    }
                    if let Some(a) = f.arguments {
                        call.arguments.push_str(&a);
                    }
                }
            }
            if choice.finish_reason.is_some() {
                self.finish = choice.finish_reason;
            }
        }
        text
    }

    fn finish(self, endpoint: &str, model: &str) -> Result<ChatResponse, LlmError> {
        let Some(reason) = self.finish else {
            return Err(LlmError::StreamCut {
                endpoint: endpoint.to_string(),
                detail: "the stream closed before the model said it had finished".into(),
            });
        };
        let finish = match reason.as_str() {
            "stop" => FinishReason::Stop,
            "length" => FinishReason::Length,
            "tool_calls" | "function_call" => FinishReason::ToolCalls,
            "content_filter" => FinishReason::ContentFilter,
            other => FinishReason::Other(other.to_string()),
        };
        let calls = super::usable_calls(self.calls);
        // An endpoint that reports no usage: the gateway estimates it from the text, marked so.
        let usage = self.usage.unwrap_or(Usage { estimated: true, ..Usage::new(0, 0) });
        Ok(ChatResponse {
            content: self.content,
            tool_calls: calls,
            finish,
            usage,
            model: self.model.unwrap_or_else(|| model.to_string()),
        })
    }
}
