//! The model layer against loopback servers: what we send, what we read, retries, failures,
//! budgets, record/replay, and keys kept out of everything.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

use agentsmith::config::{ProviderKind as Kind, ResolvedModel, Secret};
use agentsmith::llm::{
    AnswerSchema, Anthropic, Budget, ChatRequest, Gateway, GatewayOptions, LlmError, Message, OpenAi, Prices, Provider,
    RequestMeta, Scripted, ToolSchema,
};

const KEY: &str = "sk-test-Zq8Lm2Xw9Rt5Yb1Nc4Ud7Ge";

pub(crate) fn model(kind: Kind, base: &str) -> ResolvedModel {
    ResolvedModel {
        alias: "default".into(),
        provider: kind,
        name: "test-model".into(),
        base_url: base.into(),
        api_key_env: Some(if kind == Kind::Anthropic { "ANTHROPIC_API_KEY".into() } else { "OPENAI_API_KEY".into() }),
        api_key: Some(Secret::new(KEY.into())),
        temperature: Some(0.2),
        max_tokens: Some(256),
        script: None,
    }
}

pub(crate) fn opts() -> GatewayOptions {
    GatewayOptions {
        retries: 3,
        backoff_initial: Duration::from_millis(10),
        backoff_max: Duration::from_millis(50),
        max_retry_after: Duration::from_secs(30),
        request_timeout: Duration::from_secs(10),
        jobs: 8,
        budget: Budget::default(),
        prices: Prices::default(),
        cache_dir: None,
        record: None,
        replay: None,
        ..GatewayOptions::default()
    }
}

pub(crate) fn gateway(kind: Kind, base: &str, o: GatewayOptions) -> Gateway {
    let m = model(kind, base);
    let net = agentsmith::config::Network::default();
    let p: Arc<dyn Provider> = match kind {
        Kind::Openai => Arc::new(OpenAi::new(&m, &net).unwrap()),
        Kind::Anthropic => Arc::new(Anthropic::new(&m, &net).unwrap()),
        Kind::Scripted => unreachable!(),
    };
    Gateway::with_provider(p, m, o).unwrap()
}

pub(crate) fn request(text: &str) -> ChatRequest {
    ChatRequest {
        model: String::new(),
        messages: vec![Message::system("You are terse."), Message::user(text)],
        tools: Vec::new(),
        answer_schema: None,
        temperature: None,
        max_tokens: None,
        meta: RequestMeta { stage: "test".into(), role: Some("tester".into()), round: Some(1), smith: None },
    }
}

fn tool() -> ToolSchema {
    ToolSchema {
        name: "read_file".into(),
        description: "Read a file".into(),
        parameters: json!({"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}),
    }
}

fn schema() -> AnswerSchema {
    AnswerSchema {
        name: "verdict".into(),
        schema: json!({"type": "object", "properties": {"verdict": {"type": "string"}}, "required": ["verdict"], "additionalProperties": false}),
    }
}

/// An OpenAI-style SSE body.
pub(crate) fn sse(chunks: &[Value], done: bool) -> String {
    let mut s: String = chunks.iter().map(|c| format!("data: {c}\n\n")).collect();
    if done {
        s.push_str("data: [DONE]\n\n");
    }
    s
}

pub(crate) fn sse_response(body: String) -> ResponseTemplate {
    ResponseTemplate::new(200).insert_header("content-type", "text/event-stream").set_body_string(body)
}

pub(crate) fn text_chunks(text: &str) -> Vec<Value> {
    let mut v: Vec<Value> = text.split_inclusive(' ').map(|t| json!({"model": "test-model", "choices": [{"index": 0, "delta": {"content": t}, "finish_reason": null}]})).collect();
    v.push(json!({"model": "test-model", "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}));
    v.push(json!({"model": "test-model", "choices": [], "usage": {"prompt_tokens": 12, "completion_tokens": 5, "total_tokens": 17}}));
    v
}

/// An Anthropic-style SSE body.
pub(crate) fn anthropic_sse(events: &[Value], stop: bool) -> String {
    let mut all = vec![
        json!({"type": "message_start", "message": {"model": "test-model", "usage": {"input_tokens": 12, "output_tokens": 1}}}),
    ];
    all.extend(events.iter().cloned());
    if stop {
        all.push(json!({"type": "message_stop"}));
    }
    all.iter().map(|e| format!("event: {}\ndata: {e}\n\n", e["type"].as_str().unwrap())).collect()
}

pub(crate) async fn bodies(server: &MockServer) -> Vec<Value> {
    server
        .received_requests()
        .await
        .unwrap()
        .iter()
        .map(|r: &Request| serde_json::from_slice(&r.body).unwrap())
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn openai_plain_answer_and_request_body() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .respond_with(sse_response(sse(&text_chunks("All good here."), true)))
        .mount(&server)
        .await;
    let g = gateway(Kind::Openai, &format!("{}/v1", server.uri()), opts());
    let resp = g.chat(None, request("Status?")).await.unwrap();
    assert_eq!(resp.content, "All good here.");
    assert_eq!((resp.usage.input_tokens, resp.usage.output_tokens), (12, 5));
    let sent = &bodies(&server).await[0];
    assert_eq!(sent["model"], "test-model");
    assert_eq!(sent["stream"], true);
    assert_eq!(sent["stream_options"]["include_usage"], true);
    assert_eq!(sent["temperature"], 0.2);
    assert_eq!(sent["max_tokens"], 256);
    assert_eq!(
        sent["messages"],
        json!([{"role": "system", "content": "You are terse."}, {"role": "user", "content": "Status?"}])
    );
    let req = &server.received_requests().await.unwrap()[0];
    assert_eq!(req.headers.get("authorization").unwrap().to_str().unwrap(), format!("Bearer {KEY}"));
}

#[tokio::test(flavor = "multi_thread")]
async fn openai_tool_call() {
    let server = MockServer::start().await;
    let chunks = vec![
        json!({"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "id": "call_abc", "type": "function", "function": {"name": "read_file", "arguments": ""}}]}}]}),
        json!({"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "function": {"arguments": "{\"path\":"}}]}}]}),
        json!({"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "function": {"arguments": "\"src/main.rs\"}"}}]}}]}),
        json!({"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]}),
    ];
    Mock::given(method("POST"))
        .and(path("/chat/completions"))
        .respond_with(sse_response(sse(&chunks, true)))
        .mount(&server)
        .await;
    let g = gateway(Kind::Openai, &server.uri(), opts());
    let mut req = request("Read main");
    req.tools = vec![tool()];
    req.messages.push(Message::assistant(
        "",
        vec![agentsmith::llm::ToolCall { id: "c0".into(), name: "list_dir".into(), arguments: "{}".into() }],
    ));
    req.messages.push(Message::tool("c0", "src/"));
    let resp = g.chat(None, req).await.unwrap();
    assert_eq!(resp.finish, agentsmith::llm::FinishReason::ToolCalls);
    assert_eq!(resp.tool_calls.len(), 1);
    assert_eq!((resp.tool_calls[0].id.as_str(), resp.tool_calls[0].name.as_str()), ("call_abc", "read_file"));
    assert_eq!(serde_json::from_str::<Value>(&resp.tool_calls[0].arguments).unwrap(), json!({"path": "src/main.rs"}));
    let sent = &bodies(&server).await[0];
    assert_eq!(
        sent["tools"][0],
        json!({"type": "function", "function": {"name": "read_file", "description": "Read a file", "parameters": tool().parameters}})
    );
    assert_eq!(sent["messages"][2]["tool_calls"][0]["function"]["name"], "list_dir");
    assert_eq!(sent["messages"][3], json!({"role": "tool", "tool_call_id": "c0", "content": "src/"}));
}

#[tokio::test(flavor = "multi_thread")]
async fn openai_json_schema_answer_and_fallback() {
    let server = MockServer::start().await;
    let answer = sse(&text_chunks("{\"verdict\": \"AGREE\"}"), true);
    // This endpoint rejects response_format the first time it sees one.
    Mock::given(method("POST"))
        .and(wiremock::matchers::body_string_contains("response_format"))
        .respond_with(
            ResponseTemplate::new(400)
                .set_body_string("{\"error\": {\"message\": \"response_format json_schema is not supported\"}}"),
        )
        .mount(&server)
        .await;
    Mock::given(method("POST")).respond_with(sse_response(answer)).mount(&server).await;
    let g = gateway(Kind::Openai, &server.uri(), opts());
    let mut req = request("Verdict?");
    req.answer_schema = Some(schema());
    let resp = g.chat(None, req.clone()).await.unwrap();
    assert_eq!(serde_json::from_str::<Value>(&resp.content).unwrap(), json!({"verdict": "AGREE"}));
    let sent = bodies(&server).await;
    assert_eq!(sent.len(), 2);
    assert_eq!(sent[0]["response_format"]["type"], "json_schema");
    assert_eq!(sent[0]["response_format"]["json_schema"]["schema"], schema().schema);
    assert!(sent[1].get("response_format").is_none());
    let last = sent[1]["messages"].as_array().unwrap().last().unwrap().clone();
    assert!(last["content"].as_str().unwrap().starts_with("Answer with one JSON object only"), "{last}");
    // Remembered: the next call goes straight to the instruction.
    g.chat(None, req).await.unwrap();
    assert_eq!(bodies(&server).await.len(), 3);
}

#[tokio::test(flavor = "multi_thread")]
async fn anthropic_plain_tool_and_schema() {
    let server = MockServer::start().await;
    let plain = anthropic_sse(
        &[
            json!({"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}),
            json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "Hello "}}),
            json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "there."}}),
            json!({"type": "message_delta", "delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": 4}}),
        ],
        true,
    );
    Mock::given(method("POST"))
        .and(path("/v1/messages"))
        .and(wiremock::matchers::body_string_contains("Say hello"))
        .respond_with(sse_response(plain))
        .mount(&server)
        .await;
    let tool_use = anthropic_sse(
        &[
            json!({"type": "content_block_start", "index": 0, "content_block": {"type": "tool_use", "id": "toolu_1", "name": "read_file", "input": {}}}),
            json!({"type": "content_block_delta", "index": 0, "delta": {"type": "input_json_delta", "partial_json": "{\"path\": \"a"}}),
            json!({"type": "content_block_delta", "index": 0, "delta": {"type": "input_json_delta", "partial_json": ".txt\"}"}}),
            json!({"type": "message_delta", "delta": {"stop_reason": "tool_use"}, "usage": {"output_tokens": 9}}),
        ],
        true,
    );
    Mock::given(method("POST"))
        .and(path("/v1/messages"))
        .and(wiremock::matchers::body_string_contains("Read a.txt"))
        .respond_with(sse_response(tool_use))
        .mount(&server)
        .await;
    let forced = anthropic_sse(
        &[
            json!({"type": "content_block_start", "index": 0, "content_block": {"type": "tool_use", "id": "toolu_2", "name": "verdict", "input": {}}}),
            json!({"type": "content_block_delta", "index": 0, "delta": {"type": "input_json_delta", "partial_json": "{\"verdict\": \"OBJECT\"}"}}),
            json!({"type": "message_delta", "delta": {"stop_reason": "tool_use"}, "usage": {"output_tokens": 6}}),
        ],
        true,
    );
    Mock::given(method("POST"))
        .and(path("/v1/messages"))
        .and(wiremock::matchers::body_string_contains("Verdict?"))
        .respond_with(sse_response(forced))
        .mount(&server)
        .await;

    let g = gateway(Kind::Anthropic, &server.uri(), opts());
    let resp = g.chat(None, request("Say hello")).await.unwrap();
    assert_eq!(resp.content, "Hello there.");
    assert_eq!((resp.usage.input_tokens, resp.usage.output_tokens), (12, 4));

    let mut req = request("Read a.txt");
    req.tools = vec![tool()];
    let resp = g.chat(None, req).await.unwrap();
    assert_eq!(resp.tool_calls[0].name, "read_file");
    assert_eq!(resp.tool_calls[0].id, "toolu_1");
    assert_eq!(serde_json::from_str::<Value>(&resp.tool_calls[0].arguments).unwrap(), json!({"path": "a.txt"}));

    let mut req = request("Verdict?");
    req.answer_schema = Some(schema());
    let resp = g.chat(None, req).await.unwrap();
    assert_eq!(serde_json::from_str::<Value>(&resp.content).unwrap(), json!({"verdict": "OBJECT"}));
    assert!(resp.tool_calls.is_empty());

    let received = server.received_requests().await.unwrap();
    let first: Value = serde_json::from_slice(&received[0].body).unwrap();
    assert_eq!(
        first["system"],
        json!([{"type": "text", "text": "You are terse.", "cache_control": {"type": "ephemeral"}}])
    );
    assert_eq!(first["messages"], json!([{"role": "user", "content": [{"type": "text", "text": "Say hello"}]}]));
    assert_eq!(first["max_tokens"], 256);
    assert_eq!(received[0].headers.get("x-api-key").unwrap().to_str().unwrap(), KEY);
    assert_eq!(received[0].headers.get("anthropic-version").unwrap().to_str().unwrap(), "2023-06-01");
    let second: Value = serde_json::from_slice(&received[1].body).unwrap();
    assert_eq!(
        second["tools"][0],
        json!({"name": "read_file", "description": "Read a file", "input_schema": tool().parameters, "cache_control": {"type": "ephemeral"}})
    );
    let third: Value = serde_json::from_slice(&received[2].body).unwrap();
    assert_eq!(third["tool_choice"], json!({"type": "tool", "name": "verdict"}));
}

/// An `error` event inside an Anthropic stream is the HTTP error it stands for: overloaded is
/// 529 and rate limited 429, both retried as those statuses are.
#[tokio::test(flavor = "multi_thread")]
async fn anthropic_stream_errors_are_overloaded_or_rate_limited_and_retried() {
    let error =
        |kind: &str| anthropic_sse(&[json!({"type": "error", "error": {"type": kind, "message": "try later"}})], false);
    let ok = anthropic_sse(
        &[
            json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "fine"}}),
            json!({"type": "message_delta", "delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": 1}}),
        ],
        true,
    );
    for (kind, status) in [("overloaded_error", 529), ("rate_limit_error", 429), ("api_error", 500)] {
        // Without retries the error is said as its status.
        let server = MockServer::start().await;
        Mock::given(method("POST")).respond_with(sse_response(error(kind))).mount(&server).await;
        let g = gateway(Kind::Anthropic, &server.uri(), GatewayOptions { retries: 0, ..opts() });
        let err = g.chat(None, request("x")).await.unwrap_err();
        assert!(matches!(err, LlmError::Http { status: s, .. } if s == status), "{kind}: {err:?}");
        assert!(err.is_transient() && err.to_string().contains("try later"), "{kind}: {err}");
        // With them, the next attempt is made and its answer taken.
        let server = MockServer::start().await;
        Mock::given(method("POST")).respond_with(sse_response(error(kind))).up_to_n_times(1).mount(&server).await;
        Mock::given(method("POST")).respond_with(sse_response(ok.clone())).mount(&server).await;
        let g = gateway(Kind::Anthropic, &server.uri(), opts());
        assert_eq!(g.chat(None, request("x")).await.unwrap().content, "fine", "{kind}");
        assert_eq!(server.received_requests().await.unwrap().len(), 2, "{kind}");
    }
}

/// Anthropic's stop reasons as ours: `max_tokens` is an answer cut at its length, `refusal` one
/// the content filter stopped; a `tool_use` block without a name is dropped, as OpenAI's is.
#[tokio::test(flavor = "multi_thread")]
async fn anthropic_stop_reasons_and_nameless_tool_calls() {
    use agentsmith::llm::FinishReason;
    let stopped = |reason: &str| {
        anthropic_sse(
            &[
                json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "Half an"}}),
                json!({"type": "message_delta", "delta": {"stop_reason": reason}, "usage": {"output_tokens": 2}}),
            ],
            true,
        )
    };
    for (reason, finish) in [
        ("max_tokens", FinishReason::Length),
        ("refusal", FinishReason::ContentFilter),
        ("end_turn", FinishReason::Stop),
        ("pause_turn", FinishReason::Other("pause_turn".into())),
    ] {
        let server = MockServer::start().await;
        Mock::given(method("POST")).respond_with(sse_response(stopped(reason))).mount(&server).await;
        let resp = gateway(Kind::Anthropic, &server.uri(), opts()).chat(None, request("x")).await.unwrap();
        assert_eq!((resp.content.as_str(), resp.finish), ("Half an", finish), "{reason}");
    }
    let nameless = anthropic_sse(
        &[
            json!({"type": "content_block_start", "index": 0, "content_block": {"type": "tool_use", "id": "toolu_1", "name": "", "input": {}}}),
            json!({"type": "content_block_start", "index": 1, "content_block": {"type": "tool_use", "name": "read_file", "input": {}}}),
            json!({"type": "content_block_delta", "index": 1, "delta": {"type": "input_json_delta", "partial_json": "{\"path\": \"a.txt\"}"}}),
            json!({"type": "message_delta", "delta": {"stop_reason": "tool_use"}, "usage": {"output_tokens": 9}}),
        ],
        true,
    );
    let server = MockServer::start().await;
    Mock::given(method("POST")).respond_with(sse_response(nameless)).mount(&server).await;
    let mut req = request("Read a.txt");
    req.tools = vec![tool()];
    let resp = gateway(Kind::Anthropic, &server.uri(), opts()).chat(None, req).await.unwrap();
    let calls: Vec<(&str, &str)> = resp.tool_calls.iter().map(|c| (c.id.as_str(), c.name.as_str())).collect();
    assert_eq!(calls, [("call_1", "read_file")]);
}

#[tokio::test(flavor = "multi_thread")]
async fn retry_after_is_honoured() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(429).insert_header("retry-after", "2").set_body_string("slow down"))
        .up_to_n_times(1)
        .mount(&server)
        .await;
    Mock::given(method("POST")).respond_with(sse_response(sse(&text_chunks("ok"), true))).mount(&server).await;
    let g = gateway(Kind::Openai, &server.uri(), opts());
    let t = Instant::now();
    let resp = g.chat(None, request("x")).await.unwrap();
    assert_eq!(resp.content, "ok");
    assert!(t.elapsed() >= Duration::from_secs(2), "waited only {:?}", t.elapsed());
    assert_eq!(server.received_requests().await.unwrap().len(), 2);
}

#[tokio::test(flavor = "multi_thread")]
async fn server_error_then_success() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(500).set_body_string("boom"))
        .up_to_n_times(1)
        .mount(&server)
        .await;
    Mock::given(method("POST")).respond_with(sse_response(sse(&text_chunks("recovered"), true))).mount(&server).await;
    let g = gateway(Kind::Openai, &server.uri(), opts());
    assert_eq!(g.chat(None, request("x")).await.unwrap().content, "recovered");
    assert_eq!(g.ledger().total().calls, 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn unauthorized_fails_at_once_naming_the_key_variable() {
    for kind in [Kind::Openai, Kind::Anthropic] {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .respond_with(ResponseTemplate::new(401).set_body_string(format!("invalid key {KEY}")))
            .mount(&server)
            .await;
        let g = gateway(kind, &server.uri(), opts());
        let err = g.chat(None, request("x")).await.unwrap_err();
        let msg = err.to_string();
        assert!(matches!(err, LlmError::Auth { .. }), "{msg}");
        assert!(msg.contains(if kind == Kind::Openai { "OPENAI_API_KEY" } else { "ANTHROPIC_API_KEY" }), "{msg}");
        assert!(!msg.contains(KEY), "key leaked: {msg}");
        assert_eq!(server.received_requests().await.unwrap().len(), 1, "no retry on 401");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn malformed_and_cut_streams_name_the_endpoint() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(wiremock::matchers::body_string_contains("garbage"))
        .respond_with(sse_response("data: <html>Bad gateway</html>\n\n".into()))
        .mount(&server)
        .await;
    let mut cut = text_chunks("half an ans");
    cut.truncate(2);
    Mock::given(method("POST"))
        .and(wiremock::matchers::body_string_contains("cut"))
        .respond_with(sse_response(sse(&cut, false)))
        .mount(&server)
        .await;
    let mut o = opts();
    o.retries = 0;
    for kind in [Kind::Openai, Kind::Anthropic] {
        let g = gateway(kind, &server.uri(), o.clone());
        let err = g.chat(None, request("garbage")).await.unwrap_err();
        assert!(matches!(err, LlmError::BadChunk { .. }), "{kind:?}: {err}");
        assert!(err.is_transient(), "a bad chunk is worth another attempt");
        assert!(err.to_string().contains(&server.uri()), "{err}");
        let err = g.chat(None, request("cut")).await.unwrap_err();
        assert!(matches!(err, LlmError::StreamCut { .. }), "{kind:?}: {err}");
        assert!(err.to_string().contains(&server.uri()), "{err}");
    }
    // A cut stream is worth a retry.
    let server = MockServer::start().await;
    Mock::given(method("POST")).respond_with(sse_response(sse(&cut, false))).up_to_n_times(1).mount(&server).await;
    Mock::given(method("POST")).respond_with(sse_response(sse(&text_chunks("whole"), true))).mount(&server).await;
    let g = gateway(Kind::Openai, &server.uri(), opts());
    assert_eq!(g.chat(None, request("x")).await.unwrap().content, "whole");
}

fn scripted_gateway(script: &str, o: GatewayOptions) -> (Gateway, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("script.yaml");
    std::fs::write(&file, script).unwrap();
    let mut m = model(Kind::Scripted, "scripted://");
    m.script = Some(file.clone());
    m.api_key = None;
    let p = Arc::new(Scripted::load(&file).unwrap());
    (Gateway::with_provider(p, m, o).unwrap(), dir)
}

#[tokio::test(flavor = "multi_thread")]
async fn budget_stops_the_call_that_would_exceed_it() {
    let mut o = opts();
    o.budget = Budget { max_calls: Some(2), ..Budget::default() };
    let (g, _d) = scripted_gateway("rules:\n  - reply: { content: hi }\n", o);
    g.chat(None, request("a")).await.unwrap();
    g.chat(None, request("b")).await.unwrap();
    let err = g.chat(None, request("c")).await.unwrap_err();
    assert!(matches!(err, LlmError::Budget { .. }), "{err}");
    assert!(err.to_string().contains("(budget.max_calls = 2): 2 model calls made or in flight"), "{err}");
    assert_eq!(g.ledger().total().budget_note().as_deref(), Some("1 call refused by the budget (max_calls 2)"));

    let mut o = opts();
    o.budget = Budget { max_tokens: Some(330), ..Budget::default() };
    let (g, _d) = scripted_gateway("rules:\n  - reply: { content: hi }\n", o);
    // A call reserves its input estimate (15 bytes / 3, plus 16 a message and 16) and its
    // max_tokens (256): 309. Each uses 5 (the script's count), so five fit (20 + 309 <= 330)
    // and the sixth, which what is left (305) cannot cover, is refused before it is sent.
    for q in ["a", "b", "c", "d", "e"] {
        g.chat(None, request(q)).await.unwrap();
    }
    let err = g.chat(None, request("f")).await.unwrap_err();
    assert!(
        err.to_string().contains("(budget.max_tokens = 330): 25 tokens spent, and this call may take up to 309 more"),
        "{err}"
    );
    let total = g.ledger().total();
    assert_eq!((total.calls, total.input_tokens + total.output_tokens), (5, 25));
    assert_eq!(total.budget_note().as_deref(), Some("1 call refused by the budget (max_tokens 330)"));
}

#[tokio::test(flavor = "multi_thread")]
async fn usage_sums_are_right_across_concurrent_calls() {
    let mut o = opts();
    o.prices = Prices([("test-model".to_string(), agentsmith::config::Price::new(1.0, 2.0))].into_iter().collect());
    let (g, _d) = scripted_gateway(
        "rules:\n  - when: { role: tester }\n    latency_ms: 5\n    reply: { content: \"0123456789012345678901234567890123456789\" }\n",
        o,
    );
    let g = Arc::new(g);
    let mut tasks = Vec::new();
    for i in 0..40 {
        let g = g.clone();
        tasks.push(tokio::spawn(async move {
            let mut r = request(&format!("question {i:02}"));
            r.meta.smith = Some(format!("smith-{:03}", i % 4));
            g.chat(None, r).await.unwrap()
        }));
    }
    let mut input = 0;
    let mut output = 0;
    for t in tasks {
        let r = t.await.unwrap();
        input += r.usage.input_tokens;
        output += r.usage.output_tokens;
    }
    let total = g.ledger().total();
    assert_eq!((total.calls, total.input_tokens, total.output_tokens), (40, input, output));
    let expected_cost = (input as f64 * 1.0 + output as f64 * 2.0) / 1e6;
    assert!((total.cost_usd - expected_cost).abs() < 1e-12);
    let by_smith: u64 = g.ledger().by_key().values().map(|t| t.calls).sum();
    assert_eq!(by_smith, 40);
    assert_eq!(g.ledger().by_key().len(), 4);
}

#[tokio::test(flavor = "multi_thread")]
async fn unknown_prices_are_unknown_not_zero() {
    let (g, _d) = scripted_gateway("rules:\n  - reply: { content: hi }\n", opts());
    g.chat(None, request("a")).await.unwrap();
    assert_eq!(g.ledger().total().known_cost(), None);
}

#[tokio::test(flavor = "multi_thread")]
async fn record_then_replay_with_the_server_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let file: PathBuf = dir.path().join("run.jsonl");
    let questions = ["first", "second", "first"];
    let mut answers = Vec::new();
    {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .and(wiremock::matchers::body_string_contains("first"))
            .respond_with(sse_response(sse(&text_chunks("one"), true)))
            .up_to_n_times(1)
            .mount(&server)
            .await;
        Mock::given(method("POST"))
            .and(wiremock::matchers::body_string_contains("first"))
            .respond_with(sse_response(sse(&text_chunks("three"), true)))
            .mount(&server)
            .await;
        Mock::given(method("POST")).respond_with(sse_response(sse(&text_chunks("two"), true))).mount(&server).await;
        let mut o = opts();
        o.record = Some(file.clone());
        let g = gateway(Kind::Openai, &server.uri(), o);
        for q in questions {
            answers.push(g.chat(None, request(q)).await.unwrap());
        }
    }
    let recording = std::fs::read_to_string(&file).unwrap();
    assert!(!recording.contains(KEY));
    let mut o = opts();
    o.replay = Some(file.clone());
    o.retries = 0;
    let g = gateway(Kind::Openai, "http://127.0.0.1:9", o);
    for (q, a) in questions.iter().zip(&answers) {
        assert_eq!(&g.chat(None, request(q)).await.unwrap(), a);
    }
    let err = g.chat(None, request("never asked")).await.unwrap_err();
    assert!(matches!(err, LlmError::NotRecorded { .. }), "{err}");
    assert!(err.to_string().contains("stage test, role tester, round 1"), "{err}");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_key_stays_out_of_errors_events_recordings_and_cache() {
    let dir = tempfile::tempdir().unwrap();
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(wiremock::matchers::body_string_contains("fail"))
        .respond_with(ResponseTemplate::new(500).set_body_string(format!("upstream rejected {KEY}")))
        .mount(&server)
        .await;
    Mock::given(method("POST")).respond_with(sse_response(sse(&text_chunks("fine"), true))).mount(&server).await;
    let mut o = opts();
    o.retries = 1;
    o.cache_dir = Some(dir.path().join("cache"));
    o.record = Some(dir.path().join("rec.jsonl"));
    let events = Arc::new(std::sync::Mutex::new(Vec::new()));
    let sink = events.clone();
    let g = gateway(Kind::Openai, &server.uri(), o).with_events(agentsmith::event::Events::none().with(Arc::new(
        agentsmith::event::FnSink(move |e: &agentsmith::event::Event| {
            sink.lock().unwrap().push(serde_json::to_string(e).unwrap())
        }),
    )));
    let err = g.chat(None, request("fail")).await.unwrap_err();
    assert!(!format!("{err} {err:?}").contains(KEY));
    g.chat(None, request("ok")).await.unwrap();
    g.chat(None, request("ok")).await.unwrap(); // from the cache
    assert_eq!(server.received_requests().await.unwrap().len(), 3, "two failing attempts and one real answer");
    for e in events.lock().unwrap().iter() {
        assert!(!e.contains(KEY), "{e}");
    }
    let mut files = vec![dir.path().join("rec.jsonl")];
    for entry in walk(&dir.path().join("cache")) {
        files.push(entry);
    }
    assert!(files.len() >= 2);
    for f in files {
        assert!(!std::fs::read_to_string(&f).unwrap().contains(KEY), "{}", f.display());
    }
}

pub(crate) fn walk(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        if e.path().is_dir() {
            out.extend(walk(&e.path()));
        } else {
            out.push(e.path());
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread")]
async fn scripted_rules_sequences_and_injected_errors() {
    let script = "rules:\n  - when: { stage: debate, role: architect, round: 1 }\n    replies:\n      - error: 503\n      - json: { verdict: AGREE }\n  - when: { contains: migration }\n    reply: { content: dba here }\n  - reply:\n      tool_calls: [{ name: read_file, arguments: { path: a } }]\n";
    let (g, _d) = scripted_gateway(script, opts());
    let mut r = request("x");
    r.meta = RequestMeta { stage: "debate".into(), role: Some("architect".into()), round: Some(1), smith: None };
    // The injected 503 is retried by the gateway; the sequence then answers.
    assert_eq!(g.chat(None, r.clone()).await.unwrap().content, "{\"verdict\":\"AGREE\"}");
    assert_eq!(g.chat(None, r).await.unwrap().content, "{\"verdict\":\"AGREE\"}", "the last reply repeats");
    assert_eq!(g.chat(None, request("add a migration")).await.unwrap().content, "dba here");
    let resp = g.chat(None, request("other")).await.unwrap();
    assert_eq!(resp.tool_calls[0].name, "read_file");
    assert!(
        Scripted::parse(std::path::Path::new("s.yaml"), "rules:\n  - when: { stag: x }\n    reply: { content: a }\n")
            .is_err()
    );
}

mod doctor {
    use super::*;
    use crate::common::{Project, run};

    #[test]
    fn without_a_model_it_says_what_to_set_and_exits_2() {
        let p = Project::new();
        let (code, _, err) = run(p.cmd(&["doctor"]));
        assert_eq!(code, 2, "{err}");
        for needle in ["OPENAI_API_KEY", "ANTHROPIC_API_KEY", "AGENTSMITH_PROVIDER", "--provider"] {
            assert!(err.contains(needle), "{needle} missing: {err}");
        }
    }

    #[test]
    fn with_a_scripted_model_every_check_passes() {
        let p = Project::new();
        let script = p.write("doctor.yaml", "rules:\n  - when: { contains: echo }\n    reply: { tool_calls: [{ name: echo, arguments: { text: ping } }] }\n  - when: { contains: JSON }\n    reply: { json: { ok: true } }\n  - reply: { content: ok }\n");
        let mut c = p.cmd(&["doctor", "--provider", "scripted"]);
        c.env("AGENTSMITH_SCRIPT", &script);
        let (code, out, err) = run(c);
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.contains("provider:  scripted"), "{out}");
        for check in ["ok   answer", "ok   tools", "ok   json-schema", "ok   concurrency"] {
            assert!(out.contains(check), "{check} missing:\n{out}");
        }
    }

    /// `doctor` against a loopback OpenAI endpoint that calls the echo tool when asked, answers a
    /// request holding `asked` with `answer` and any other with "ok"; a failed call is not tried
    /// again. The endpoint's address, and how doctor ended.
    async fn doctor_against(asked: &str, answer: ResponseTemplate) -> (String, i32, String, String) {
        let server = MockServer::start().await;
        Mock::given(method("POST")).and(wiremock::matchers::body_string_contains("echo")).respond_with(sse_response(sse(
            &[json!({"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "id": "c1", "function": {"name": "echo", "arguments": "{\"text\":\"ping\"}"}}]}}]}), json!({"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]})],
            true,
        ))).mount(&server).await;
        Mock::given(method("POST"))
            .and(wiremock::matchers::body_string_contains(asked))
            .respond_with(answer)
            .mount(&server)
            .await;
        Mock::given(method("POST")).respond_with(sse_response(sse(&text_chunks("ok"), true))).mount(&server).await;
        let uri = server.uri();
        let base = uri.clone();
        let (code, out, err) = tokio::task::spawn_blocking(move || {
            let p = Project::new();
            p.write(".agentsmith/config.yaml", "network:\n  retries: 0\n");
            let mut c = p.cmd(&["doctor", "--provider", "openai", "--base-url", &base, "--model", "local-model"]);
            c.env("OPENAI_API_KEY", KEY);
            run(c)
        })
        .await
        .unwrap();
        (uri, code, out, err)
    }

    #[tokio::test(flavor = "multi_thread")]
    async fn against_an_openai_endpoint_with_the_key_masked() {
        let json = sse_response(sse(&text_chunks("{\"ok\": true}"), true));
        let (_, code, out, err) = doctor_against("json_schema", json).await;
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.contains("model:     local-model"), "{out}");
        assert!(out.contains("key:       sk-****** (31 chars) (from OPENAI_API_KEY)"), "{out}");
        assert!(!out.contains(KEY) && !err.contains(KEY));
        assert!(out.contains("ok   answer") && out.contains("ok   tools") && out.contains("ok   json-schema"), "{out}");
        assert!(out.contains("ok   concurrency  two requests at once answered in"), "{out}");
    }

    #[test]
    fn an_empty_answer_fails_and_so_does_any_check_exit_1() {
        let p = Project::new();
        let empty = p.write("empty.yaml", "rules:\n  - reply: { content: \"\" }\n");
        let mut c = p.cmd(&["doctor", "--provider", "scripted"]);
        c.env("AGENTSMITH_SCRIPT", &empty);
        let (code, out, err) = run(c);
        assert_eq!(code, 1, "{out}{err}");
        assert!(out.contains("FAIL answer       the model answered with nothing"), "{out}");
        // A model that answers but never calls a tool: the tools check fails, and so does doctor.
        let no_tools = p.write(
            "no-tools.yaml",
            "rules:\n  - when: { contains: JSON }\n    reply: { json: { ok: true } }\n  - reply: { content: ok }\n",
        );
        let mut c = p.cmd(&["doctor", "--provider", "scripted"]);
        c.env("AGENTSMITH_SCRIPT", &no_tools);
        let (code, out, err) = run(c);
        assert_eq!(code, 1, "{out}{err}");
        assert!(out.contains("ok   answer") && out.contains("FAIL tools") && out.contains("ok   concurrency"), "{out}");
    }

    /// A model that calls tools but answers the schema's question with the wrong JSON, or with
    /// prose: the json-schema check fails, saying what came, and doctor exits 1.
    #[test]
    fn an_answer_that_misses_the_schema_fails_the_json_schema_check() {
        let p = Project::new();
        for (name, json_reply, shown) in [
            ("wrong.yaml", "{ json: { ok: \"yes\" } }", "\"{\\\"ok\\\":\\\"yes\\\"}\""),
            ("prose.yaml", "{ content: \"Yes, it is blue.\" }", "\"Yes, it is blue.\""),
        ] {
            let script = p.write(
                name,
                &format!("rules:\n  - when: {{ contains: echo }}\n    reply: {{ tool_calls: [{{ name: echo, arguments: {{ text: ping }} }}] }}\n  - when: {{ contains: JSON }}\n    reply: {json_reply}\n  - reply: {{ content: ok }}\n"),
            );
            let mut c = p.cmd(&["doctor", "--provider", "scripted"]);
            c.env("AGENTSMITH_SCRIPT", &script);
            let (code, out, err) = run(c);
            assert_eq!(code, 1, "{name}: {out}{err}");
            assert!(
                out.contains("ok   answer") && out.contains("ok   tools") && out.contains("ok   concurrency"),
                "{out}"
            );
            let line = format!("FAIL json-schema  the answer did not match the schema: {shown}");
            assert!(out.contains(&line), "{name}: {line} missing:\n{out}");
        }
    }

    /// The endpoint fails the request with a JSON schema (a server error that echoes the key,
    /// an answer that is no stream, a refused key): the json-schema check fails naming the
    /// request, the endpoint and what to do about that failure, the key never shown, and doctor
    /// exits 1.
    #[tokio::test(flavor = "multi_thread")]
    async fn a_failed_json_schema_request_fails_its_check_saying_what_to_do() {
        let schema_advice =
            "so check the endpoint's log (`--base-url`) or choose a model that answers in a JSON schema (`--model`)";
        let failures = [
            (
                ResponseTemplate::new(500).set_body_string(format!("upstream failed for key {KEY}")),
                "500",
                schema_advice,
            ),
            (sse_response("data: <html>Bad gateway</html>\n\n".into()), "could not be read", schema_advice),
            (
                ResponseTemplate::new(401).set_body_string(format!("invalid key {KEY}")),
                "refused the key (401)",
                "so set OPENAI_API_KEY to a key this endpoint accepts",
            ),
        ];
        for (failure, said, advice) in failures {
            // The question asked with a schema fails, and so does the question asked again without.
            let (uri, code, out, err) = doctor_against("Is the sky blue", failure).await;
            assert_eq!(code, 1, "{out}{err}");
            assert!(
                out.contains("ok   answer") && out.contains("ok   tools") && out.contains("ok   concurrency"),
                "{out}"
            );
            let line = out.lines().map(str::trim).find(|l| l.starts_with("FAIL json-schema")).unwrap_or_default();
            assert!(line.starts_with("FAIL json-schema  the request for an answer in a JSON schema failed: "), "{out}");
            assert!(line.contains(&uri) && line.contains(said), "{line}");
            assert!(line.ends_with(advice), "{line}");
            assert!(!out.contains(KEY) && !err.contains(KEY), "the key leaked: {out}{err}");
        }
    }

    #[test]
    fn record_then_replay_from_the_command_line() {
        let p = Project::new();
        let script = p.write("doctor.yaml", "rules:\n  - when: { contains: echo }\n    reply: { tool_calls: [{ name: echo, arguments: { text: ping } }] }\n  - when: { contains: JSON }\n    reply: { json: { ok: true } }\n  - reply: { content: ok }\n");
        let rec = p.dir.path().join("run.jsonl");
        let mut c = p.cmd(&["doctor", "--provider", "scripted", "--record"]);
        c.arg(&rec).env("AGENTSMITH_SCRIPT", &script);
        assert_eq!(run(c).0, 0);
        // The same questions, answered from the recording: nothing listens on port 9.
        let mut c = p.cmd(&[
            "doctor",
            "--provider",
            "openai",
            "--base-url",
            "http://127.0.0.1:9/v1",
            "--model",
            "scripted",
            "--replay",
        ]);
        c.arg(&rec);
        let (code, out, err) = run(c);
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.contains("ok   tools") && out.contains("ok   json-schema"), "{out}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn an_endpoint_never_reached_is_tried_by_one_call_then_given_up_on() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut o = opts();
    o.retries = 2;
    o.backoff_initial = Duration::from_millis(1);
    o.backoff_max = Duration::from_millis(2);
    let g = gateway(Kind::Openai, &format!("http://127.0.0.1:{port}/v1"), o);
    let first = g.chat(None, request("one")).await.unwrap_err();
    assert!(matches!(first, LlmError::Connect { .. }), "{first}");
    assert_eq!(g.ledger().total().retries, 2, "the first call tries again");
    let words = g.unreachable().and_then(|e| e.unreachable_words()).unwrap();
    assert_eq!(words, format!("the model at http://127.0.0.1:{port}/v1 could not be reached (connection refused)"));
    // The next calls fail at once with the same error: nothing sent, nothing retried.
    for text in ["two", "three"] {
        let e = g.chat(None, request(text)).await.unwrap_err();
        assert_eq!(e.to_string(), first.to_string());
    }
    let t = g.ledger().total();
    assert_eq!((t.retries, t.failed_calls), (2, 1), "{t:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_endpoint_that_answered_once_is_still_tried_when_it_goes_away() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    // A server that answers one request, then closes: later connections are refused.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}/v1", listener.local_addr().unwrap());
    let served = tokio::spawn(async move {
        let (mut sock, _) = listener.accept().await.unwrap();
        let mut buf = vec![0u8; 65536];
        let mut got = Vec::new();
        while !String::from_utf8_lossy(&got).contains("\r\n\r\n{") {
            let n = sock.read(&mut buf).await.unwrap();
            assert!(n > 0, "the client closed before its request");
            got.extend_from_slice(&buf[..n]);
        }
        let body = sse(&text_chunks("Hi."), true);
        let head = format!(
            "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
            body.len()
        );
        sock.write_all(format!("{head}{body}").as_bytes()).await.unwrap();
        sock.shutdown().await.unwrap();
    });
    let mut o = opts();
    o.retries = 1;
    o.backoff_initial = Duration::from_millis(1);
    o.backoff_max = Duration::from_millis(2);
    let g = gateway(Kind::Openai, &base, o);
    g.chat(None, request("one")).await.unwrap();
    served.await.unwrap();
    for text in ["two", "three"] {
        assert!(g.chat(None, request(text)).await.is_err());
    }
    assert!(g.unreachable().is_none());
    assert_eq!(g.ledger().total().retries, 2, "each call tried again");
}
