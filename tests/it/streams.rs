//! Streams that go wrong, on both wires: a malformed chunk, a stream that stops mid-answer, one
//! that trickles past its deadline, a server that refuses `response_format` with a 500, and one
//! with a single slot. Every call ends, with an error that names the endpoint; none hangs.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use wiremock::matchers::{body_string_contains, method};
use wiremock::{Mock, MockServer, ResponseTemplate};

use agentsmith::config::{Network, ProviderKind as Kind};
use agentsmith::event::{Collect, EventKind, Events};
use agentsmith::llm::{
    Anthropic, BoxFuture, ChatRequest, ChatResponse, FinishReason, Gateway, LlmError, OpenAi, Provider, StreamSink,
    Usage,
};

use crate::common::{Project, run};
use crate::llm::{bodies, model, opts, request, sse, sse_response, text_chunks};

/// What a raw loopback server does after the response head.
#[derive(Clone)]
enum Behaviour {
    /// Sends this body, then keeps the connection open without a byte more.
    Stall(String),
    /// Sends a chunk every `every`, forever.
    Trickle(String, Duration),
    /// Sends `n` chunks, one every `every`, then the end of an OpenAI answer.
    Slow(String, Duration, usize),
}

/// A loopback HTTP server written by hand (wiremock sends whole bodies): every POST gets a
/// streamed 200 and then `behaviour`. Returns its base URL and the number of requests seen.
async fn raw_server(behaviour: Behaviour) -> (String, Arc<AtomicUsize>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let seen = Arc::new(AtomicUsize::new(0));
    let count = seen.clone();
    tokio::spawn(async move {
        while let Ok((mut sock, _)) = listener.accept().await {
            let behaviour = behaviour.clone();
            let count = count.clone();
            tokio::spawn(async move {
                read_request(&mut sock).await;
                count.fetch_add(1, Ordering::SeqCst);
                let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n";
                if sock.write_all(head.as_bytes()).await.is_err() {
                    return;
                }
                match behaviour {
                    Behaviour::Stall(body) => {
                        let _ = sock.write_all(chunk(&body).as_bytes()).await;
                        // Silent until the client gives up and closes.
                        let mut buf = [0u8; 256];
                        while matches!(sock.read(&mut buf).await, Ok(n) if n > 0) {}
                    }
                    Behaviour::Slow(piece, every, n) => {
                        for _ in 0..n {
                            if sock.write_all(chunk(&piece).as_bytes()).await.is_err() {
                                return;
                            }
                            tokio::time::sleep(every).await;
                        }
                        let end = "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n";
                        let _ = sock.write_all(chunk(end).as_bytes()).await;
                        let _ = sock.write_all(b"0\r\n\r\n").await;
                    }
                    Behaviour::Trickle(piece, every) => loop {
                        if sock.write_all(chunk(&piece).as_bytes()).await.is_err() {
                            return;
                        }
                        tokio::time::sleep(every).await;
                    },
                }
            });
        }
    });
    (format!("http://{addr}"), seen)
}

fn chunk(body: &str) -> String {
    format!("{:x}\r\n{body}\r\n", body.len())
}

/// Reads one request: the head, then `content-length` bytes of body.
async fn read_request(sock: &mut TcpStream) -> String {
    let mut buf = Vec::new();
    let mut tmp = [0u8; 4096];
    loop {
        let Ok(n) = sock.read(&mut tmp).await else { return String::new() };
        if n == 0 {
            return String::new();
        }
        buf.extend_from_slice(&tmp[..n]);
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase();
            let len: usize = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or(0);
            while buf.len() < end + 4 + len {
                let Ok(n) = sock.read(&mut tmp).await else { break };
                if n == 0 {
                    break;
                }
                buf.extend_from_slice(&tmp[..n]);
            }
            return String::from_utf8_lossy(&buf[end + 4..]).into_owned();
        }
    }
}

fn net(idle_secs: u64) -> Network {
    Network { idle_timeout_secs: idle_secs, ..Network::default() }
}

fn provider(kind: Kind, base: &str, net: &Network) -> Arc<dyn Provider> {
    let m = model(kind, base);
    match kind {
        Kind::Openai => Arc::new(OpenAi::new(&m, net).unwrap()),
        Kind::Anthropic => Arc::new(Anthropic::new(&m, net).unwrap()),
        Kind::Scripted => unreachable!(),
    }
}

const OPENAI_START: &str = "data: {\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hel\"}}]}\n\n";
const ANTHROPIC_START: &str = "event: message_start\ndata: {\"type\":\"message_start\",\"message\":{\"model\":\"m\",\"usage\":{\"input_tokens\":3}}}\n\nevent: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Hel\"}}\n\n";

/// Half a JSON object where a chunk should be.
fn malformed(kind: Kind) -> String {
    match kind {
        Kind::Anthropic => {
            format!(
                "{ANTHROPIC_START}event: content_block_delta\ndata: {{\"type\":\"content_block_delta\",\"delta\":\n\n"
            )
        }
        _ => format!("{OPENAI_START}data: {{\"choices\":[{{\"index\":0,\"delta\":{{\"content\":\n\n"),
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_malformed_chunk_is_retried_then_fails_naming_the_endpoint_on_both_wires() {
    for kind in [Kind::Openai, Kind::Anthropic] {
        // A malformed chunk in a body that then ends normally, and one after which the server
        // keeps the connection open and silent.
        let server = MockServer::start().await;
        Mock::given(method("POST")).respond_with(sse_response(malformed(kind))).mount(&server).await;
        let g = Gateway::with_provider(provider(kind, &server.uri(), &net(60)), model(kind, &server.uri()), opts())
            .unwrap();
        let err = g.chat(None, request("x")).await.unwrap_err();
        assert!(matches!(err, LlmError::BadChunk { .. }), "{kind:?}: {err}");
        assert!(err.to_string().contains(&server.uri()) && err.to_string().contains("stream chunk"), "{err}");
        assert_eq!(server.received_requests().await.unwrap().len(), 4, "{kind:?}: retried 3 times");
        assert_eq!(g.ledger().total().retries, 3);

        let (base, seen) = raw_server(Behaviour::Stall(malformed(kind))).await;
        let g = Gateway::with_provider(provider(kind, &base, &net(60)), model(kind, &base), opts()).unwrap();
        let err = g.chat(None, request("x")).await.unwrap_err();
        assert!(matches!(err, LlmError::BadChunk { .. }), "{kind:?}: {err}");
        assert_eq!(seen.load(Ordering::SeqCst), 4);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_stream_that_stops_mid_answer_is_abandoned_after_the_idle_timeout() {
    for (kind, start) in [(Kind::Openai, OPENAI_START), (Kind::Anthropic, ANTHROPIC_START)] {
        let (base, seen) = raw_server(Behaviour::Stall(start.to_string())).await;
        let mut o = opts();
        o.retries = 3;
        let g = Gateway::with_provider(provider(kind, &base, &net(1)), model(kind, &base), o).unwrap();
        let err = g.chat(None, request("x")).await.unwrap_err();
        assert!(matches!(err, LlmError::Stalled { .. }), "{kind:?}: {err}");
        assert!(err.to_string().contains(&base) && err.to_string().contains("idle_timeout_secs"), "{err}");
        // Sending the same request again would most likely stall again: one more try only.
        assert_eq!(seen.load(Ordering::SeqCst), 2, "{kind:?}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_stream_that_trickles_forever_is_cut_at_the_attempt_deadline_and_reported_while_slow() {
    let piece = "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"la \"}}]}\n\n".to_string();
    let (base, seen) = raw_server(Behaviour::Trickle(piece, Duration::from_millis(50))).await;
    let mut o = opts();
    o.request_timeout = Duration::from_secs(1);
    o.slow_after = Duration::from_millis(300);
    let collect = Arc::new(Collect::default());
    let g = Gateway::with_provider(provider(Kind::Openai, &base, &net(60)), model(Kind::Openai, &base), o)
        .unwrap()
        .with_events(Events::none().with(collect.clone()));
    let err = g.chat(None, request("ramble")).await.unwrap_err();
    assert!(matches!(err, LlmError::Timeout { .. }), "{err}");
    assert!(err.to_string().contains(&base), "{err}");
    assert_eq!(seen.load(Ordering::SeqCst), 2, "a timed-out call is tried again once, not four times");
    let events = collect.events();
    let slow: Vec<&EventKind> =
        events.iter().map(|e| &e.kind).filter(|k| matches!(k, EventKind::CallSlow { .. })).collect();
    assert!(!slow.is_empty(), "{events:?}");
    assert!(
        slow.iter().any(
            |k| matches!(k, EventKind::CallSlow { received_tokens, deadline_ms: 1000, .. } if *received_tokens > 0)
        ),
        "{slow:?}"
    );
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::CallRetrying { .. })));
    assert!(matches!(events.last().map(|e| &e.kind), Some(EventKind::CallFailed { .. })));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_stream_slower_than_the_configured_rate_is_waited_for_at_its_own_rate_after_one_cut() {
    // About 4 tokens a second (a small model on a laptop) against the 10 configured: a 20-token
    // answer outlives a deadline of 20 tokens at 10 a second. The cut attempt shows the rate, and
    // the next waits for the whole cap at that rate.
    let piece = "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"la \"}}]}\n\n".to_string();
    let (base, seen) = raw_server(Behaviour::Slow(piece, Duration::from_millis(250), 16)).await;
    let mut o = opts();
    o.first_token_wait = Duration::from_millis(100);
    o.min_tokens_per_sec = 10;
    let collect = Arc::new(Collect::default());
    let g = Gateway::with_provider(provider(Kind::Openai, &base, &net(60)), model(Kind::Openai, &base), o)
        .unwrap()
        .with_events(Events::none().with(collect.clone()));
    let mut req = request("sing");
    req.max_tokens = Some(20);
    let answer = g.chat(None, req).await.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(answer.content.trim_end(), ["la"; 16].join(" "));
    assert_eq!(seen.load(Ordering::SeqCst), 2);
    let notices: Vec<String> = collect
        .events()
        .into_iter()
        .filter_map(|e| match e.kind {
            EventKind::Notice { message } => Some(message),
            _ => None,
        })
        .collect();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].contains(&base) && notices[0].contains("tokens a second, slower than"), "{}", notices[0]);
    assert!(notices[0].contains("set `network.min_tokens_per_sec: "), "{}", notices[0]);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_call_waiting_its_turn_while_another_is_cut_slow_gets_the_longer_deadline_too() {
    // Two calls, one at a time: the one that waited its turn while the other was cut gets the
    // longer deadline too, so it is sent once: three requests in all.
    let (base, seen) = raw_server(Behaviour::Slow(
        "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"la \"}}]}\n\n".to_string(),
        Duration::from_millis(250),
        16,
    ))
    .await;
    let mut o = opts();
    o.first_token_wait = Duration::from_millis(100);
    let g = Arc::new(
        Gateway::with_provider_jobs(provider(Kind::Openai, &base, &net(60)), model(Kind::Openai, &base), Some(1), o)
            .unwrap(),
    );
    let calls: Vec<_> = (0..2)
        .map(|i| {
            let g = g.clone();
            tokio::spawn(async move {
                let mut req = request(&format!("sing {i}"));
                req.max_tokens = Some(20);
                g.chat(None, req).await
            })
        })
        .collect();
    for c in calls {
        c.await.unwrap().unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(seen.load(Ordering::SeqCst), 3);
}

#[test]
fn the_attempt_deadline_fits_the_output_cap() {
    let o = agentsmith::llm::GatewayOptions::default();
    // 30 s, then the cap at 10 tokens a second, at most request_timeout_secs (300).
    assert_eq!(o.attempt_deadline(Some(1024)), Duration::from_millis(132_400));
    assert_eq!(o.attempt_deadline(Some(64)), Duration::from_millis(36_400));
    assert_eq!(o.attempt_deadline(Some(8192)), Duration::from_secs(300));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_500_to_response_format_falls_back_to_words_and_is_remembered() {
    // llama-cpp-python answers 500 to a json_schema response_format.
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(body_string_contains("response_format"))
        .respond_with(ResponseTemplate::new(500).set_body_string("{\"error\": \"Internal Server Error\"}"))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(sse_response(sse(&text_chunks("{\"verdict\": \"AGREE\"}"), true)))
        .mount(&server)
        .await;
    let g = Gateway::with_provider(
        provider(Kind::Openai, &server.uri(), &net(60)),
        model(Kind::Openai, &server.uri()),
        opts(),
    )
    .unwrap();
    let mut req = request("Verdict?");
    req.answer_schema = Some(agentsmith::llm::AnswerSchema {
        name: "verdict".into(),
        schema: json!({"type": "object", "properties": {"verdict": {"type": "string"}}, "required": ["verdict"]}),
    });
    let resp = g.chat(None, req.clone()).await.unwrap();
    assert_eq!(serde_json::from_str::<Value>(&resp.content).unwrap(), json!({"verdict": "AGREE"}));
    let sent = bodies(&server).await;
    assert_eq!(sent.len(), 2, "one refusal, then the schema in words, in the same attempt");
    assert!(sent[0].get("response_format").is_some() && sent[1].get("response_format").is_none());
    g.chat(None, req).await.unwrap();
    let sent = bodies(&server).await;
    assert_eq!(sent.len(), 3);
    assert!(sent[2].get("response_format").is_none(), "remembered for the endpoint");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_server_error_that_is_not_about_the_schema_is_not_remembered_as_one() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(500).set_body_string("down"))
        .up_to_n_times(2)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(sse_response(sse(&text_chunks("{\"verdict\": \"AGREE\"}"), true)))
        .mount(&server)
        .await;
    let mut o = opts();
    o.retries = 1;
    let g =
        Gateway::with_provider(provider(Kind::Openai, &server.uri(), &net(60)), model(Kind::Openai, &server.uri()), o)
            .unwrap();
    let mut req = request("Verdict?");
    req.answer_schema = Some(agentsmith::llm::AnswerSchema { name: "v".into(), schema: json!({"type": "object"}) });
    // The server is down for two requests (with the schema and without): the attempt fails,
    // and the retry sends the schema again.
    g.chat(None, req).await.unwrap();
    let sent = bodies(&server).await;
    assert_eq!(sent.len(), 3);
    assert!(sent[2].get("response_format").is_some(), "{}", sent[2]);
}

/// A provider that counts the calls in flight at once.
struct Counting {
    now: AtomicUsize,
    most: AtomicUsize,
}

impl Provider for Counting {
    fn chat<'a>(
        &'a self,
        req: &'a ChatRequest,
        _: &'a dyn StreamSink,
    ) -> BoxFuture<'a, Result<ChatResponse, LlmError>> {
        Box::pin(async move {
            let n = self.now.fetch_add(1, Ordering::SeqCst) + 1;
            self.most.fetch_max(n, Ordering::SeqCst);
            tokio::time::sleep(Duration::from_millis(30)).await;
            self.now.fetch_sub(1, Ordering::SeqCst);
            Ok(ChatResponse {
                content: "ok".into(),
                tool_calls: Vec::new(),
                finish: FinishReason::Stop,
                usage: Usage::new(1, 1),
                model: req.model.clone(),
            })
        })
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_model_with_one_slot_gets_one_call_at_a_time() {
    for (jobs, most) in [(Some(1), 1), (None, 8)] {
        let p = Arc::new(Counting { now: AtomicUsize::new(0), most: AtomicUsize::new(0) });
        let mut o = opts();
        o.jobs = 8;
        let g = Arc::new(Gateway::with_provider_jobs(p.clone(), model(Kind::Openai, "http://x"), jobs, o).unwrap());
        let calls: Vec<_> = (0..8)
            .map(|i| {
                let g = g.clone();
                tokio::spawn(async move { g.chat(None, request(&format!("q{i}"))).await.unwrap() })
            })
            .collect();
        for c in calls {
            c.await.unwrap();
        }
        let seen = p.most.load(Ordering::SeqCst);
        if most == 1 {
            assert_eq!(seen, 1, "jobs: 1");
        } else {
            assert!(seen > 1, "without a model limit, calls overlap ({seen})");
        }
    }
}

/// A project configured for `kind` at `base`, retrying quickly.
fn cli_project(retries: u32, idle: u64) -> Project {
    let p = Project::new();
    p.write(
        ".agentsmith/config.yaml",
        &format!(
            "network:\n  retries: {retries}\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n  idle_timeout_secs: {idle}\n"
        ),
    );
    p
}

fn cli_run(p: &Project, kind: Kind, base: &str) -> (i32, String, String) {
    let provider = if kind == Kind::Anthropic { "anthropic" } else { "openai" };
    let mut c =
        p.cmd(&["-v", "run", "--no-debate", "--provider", provider, "--base-url", base, "--model", "m", "Say hello."]);
    // A bound for the test, not an assertion on time: a hang fails here instead of never ending.
    c.timeout(Duration::from_secs(60));
    run(c)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_binary_with_v_ends_with_a_clear_error_on_a_malformed_or_stalled_stream() {
    for kind in [Kind::Openai, Kind::Anthropic] {
        let server = MockServer::start().await;
        Mock::given(method("POST")).respond_with(sse_response(malformed(kind))).mount(&server).await;
        let (stalled, _) = raw_server(Behaviour::Stall(malformed(kind))).await;
        let (silent, _) = raw_server(Behaviour::Stall(if kind == Kind::Anthropic {
            ANTHROPIC_START.to_string()
        } else {
            OPENAI_START.to_string()
        }))
        .await;
        for (base, expect) in [
            (server.uri(), "sent a stream chunk that could not be read"),
            (stalled, "sent a stream chunk that could not be read"),
            (silent, "sent nothing for 1s"),
        ] {
            let (code, out, err) = tokio::task::spawn_blocking({
                let base = base.clone();
                move || cli_run(&cli_project(2, 1), kind, &base)
            })
            .await
            .unwrap();
            assert_eq!(code, 1, "{kind:?} {base}: {out}{err}");
            assert!(out.contains(expect) && out.contains(&base), "{kind:?} {base}: {out}{err}");
            assert!(err.contains("↻ smith-root:"), "the retries are shown: {err}");
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_run_whose_model_is_unreachable_exits_1() {
    let (code, out, err) =
        tokio::task::spawn_blocking(|| cli_run(&cli_project(1, 5), Kind::Openai, "http://127.0.0.1:9/v1"))
            .await
            .unwrap();
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("cannot reach http://127.0.0.1:9/v1"), "{out}{err}");
}

/// A server with one slot, as some local model servers have: a new request cuts the stream in
/// progress. An answer takes 300 ms; it calls the `echo` tool when asked to, and answers JSON
/// when a schema is asked for.
async fn one_slot_server() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let current: Arc<std::sync::Mutex<Option<tokio::sync::oneshot::Sender<()>>>> = Arc::default();
    tokio::spawn(async move {
        while let Ok((mut sock, _)) = listener.accept().await {
            let current = current.clone();
            tokio::spawn(async move {
                let body = read_request(&mut sock).await;
                let (cut, cut_rx) = tokio::sync::oneshot::channel();
                if let Some(previous) = current.lock().unwrap().replace(cut) {
                    let _ = previous.send(());
                }
                let (first, finish) = if body.contains("echo") {
                    (
                        json!({"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "id": "c1", "function": {"name": "echo", "arguments": "{\"text\":\"ping\"}"}}]}}]}),
                        "tool_calls",
                    )
                } else if body.contains("json_schema") {
                    (json!({"choices": [{"index": 0, "delta": {"content": "{\"ok\": true}"}}]}), "stop")
                } else {
                    (json!({"choices": [{"index": 0, "delta": {"content": "1 2 3"}}]}), "stop")
                };
                let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n";
                let _ = sock.write_all(head.as_bytes()).await;
                let _ = sock.write_all(chunk(&format!("data: {first}\n\n")).as_bytes()).await;
                tokio::select! {
                    // Cut: the connection closes mid-stream.
                    _ = cut_rx => {}
                    _ = tokio::time::sleep(Duration::from_millis(300)) => {
                        let end = json!({"choices": [{"index": 0, "delta": {}, "finish_reason": finish}]});
                        let _ = sock.write_all(chunk(&format!("data: {end}\n\ndata: [DONE]\n\n")).as_bytes()).await;
                        let _ = sock.write_all(b"0\r\n\r\n").await;
                    }
                }
            });
        }
    });
    format!("http://{addr}/v1")
}

/// A server with one slot that queues: every request gets its response head at once, and its
/// answer (200 ms) only when the one before it is done, as llama.cpp's servers do. Returns its
/// base URL and the most answers it ever wrote at once.
async fn queueing_server() -> (String, Arc<AtomicUsize>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let slot = Arc::new(tokio::sync::Mutex::new(()));
    let most = Arc::new(AtomicUsize::new(0));
    let now = Arc::new(AtomicUsize::new(0));
    let seen = most.clone();
    tokio::spawn(async move {
        while let Ok((mut sock, _)) = listener.accept().await {
            let (slot, most, now) = (slot.clone(), most.clone(), now.clone());
            tokio::spawn(async move {
                read_request(&mut sock).await;
                let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n";
                let _ = sock.write_all(head.as_bytes()).await;
                let _held = slot.lock().await;
                most.fetch_max(now.fetch_add(1, Ordering::SeqCst) + 1, Ordering::SeqCst);
                let first = json!({"choices": [{"index": 0, "delta": {"content": "1 2"}}]});
                let end = json!({"choices": [{"index": 0, "delta": {"content": " 3"}, "finish_reason": "stop"}]});
                // A client that gave up is noticed here, and frees the slot.
                if sock.write_all(chunk(&format!("data: {first}\n\n")).as_bytes()).await.is_ok() {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                    let _ = sock.write_all(chunk(&format!("data: {end}\n\ndata: [DONE]\n\n")).as_bytes()).await;
                    let _ = sock.write_all(b"0\r\n\r\n").await;
                }
                now.fetch_sub(1, Ordering::SeqCst);
            });
        }
    });
    (format!("http://{addr}/v1"), seen)
}

/// Sends `n` calls at once through a gateway without retries and the events it emitted.
async fn at_once(base: &str, n: usize, retries: u32) -> (Vec<Result<ChatResponse, LlmError>>, Vec<EventKind>) {
    let mut o = opts();
    o.retries = retries;
    let collect = Arc::new(Collect::default());
    let g = Arc::new(
        Gateway::with_provider(provider(Kind::Openai, base, &net(1)), model(Kind::Openai, base), o)
            .unwrap()
            .with_events(Events::none().with(collect.clone())),
    );
    let calls: Vec<_> = (0..n)
        .map(|i| {
            let g = g.clone();
            tokio::spawn(async move { g.chat(None, request(&format!("q{i}"))).await })
        })
        .collect();
    let mut out = Vec::new();
    for c in calls {
        out.push(c.await.unwrap());
    }
    (out, collect.events().into_iter().map(|e| e.kind).collect())
}

fn one_at_a_time_notices(events: &[EventKind]) -> Vec<&str> {
    events
        .iter()
        .filter_map(|k| match k {
            EventKind::Notice { message } if message.contains("answers one call at a time") => Some(message.as_str()),
            _ => None,
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn calls_queued_by_a_one_slot_server_are_sent_again_one_at_a_time_without_costing_an_attempt() {
    let (base, most) = queueing_server().await;
    // Eight calls of 200 ms each behind one slot: the later ones hear nothing past the 1 s idle
    // limit while earlier ones are answered. Not one retry is allowed, yet every call ends with
    // its answer: being queued is not a failure of the call.
    let (results, events) = at_once(&base, 8, 0).await;
    for r in &results {
        assert_eq!(r.as_ref().map(|a| a.content.as_str()).unwrap_or_else(|e| panic!("{e}")), "1 2 3");
    }
    assert_eq!(most.load(Ordering::SeqCst), 1);
    let notices = one_at_a_time_notices(&events);
    assert_eq!(notices.len(), 1, "said once: {events:?}");
    assert!(notices[0].contains(&base) && notices[0].contains("set `jobs: 1` under `model:`"), "{}", notices[0]);
    assert!(notices[0].contains("a call got nothing while another was answered"), "{}", notices[0]);
    assert!(
        events.iter().any(
            |k| matches!(k, EventKind::CallRetrying { error, .. } if error.starts_with("held back behind another call"))
        ),
        "{events:?}"
    );
    assert!(!events.iter().any(|k| matches!(k, EventKind::CallFailed { .. })), "{events:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_server_that_cuts_streams_for_newcomers_is_then_sent_one_call_at_a_time() {
    let base = one_slot_server().await;
    let (results, events) = at_once(&base, 6, 3).await;
    for r in &results {
        assert_eq!(r.as_ref().map(|a| a.content.as_str()).unwrap_or_else(|e| panic!("{e}")), "1 2 3");
    }
    let notices = one_at_a_time_notices(&events);
    assert_eq!(notices.len(), 1, "said once: {events:?}");
    assert!(notices[0].contains("streams were cut as other calls arrived"), "{}", notices[0]);
}

#[tokio::test(flavor = "multi_thread")]
async fn calls_that_overlap_on_a_server_with_many_slots_stay_side_by_side() {
    // A stream cut once while others run is the network's, not a slot: no notice.
    let server = MockServer::start().await;
    Mock::given(method("POST")).respond_with(sse_response(sse(&text_chunks("1 2 3"), true))).mount(&server).await;
    let (results, events) = at_once(&format!("{}/v1", server.uri()), 8, 0).await;
    assert!(results.iter().all(Result::is_ok));
    assert!(one_at_a_time_notices(&events).is_empty(), "{events:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn doctor_finds_a_server_that_cuts_one_of_two_requests_and_says_to_set_jobs_1() {
    let base = one_slot_server().await;
    let (code, out, err) = tokio::task::spawn_blocking(move || {
        let p = Project::new();
        let mut c = p.cmd(&["doctor", "--provider", "openai", "--base-url", &base, "--model", "local"]);
        c.timeout(Duration::from_secs(60));
        let first = run(c);
        // With `jobs: 1` for the model, nothing is sent at once, and every check passes.
        p.write(".agentsmith/config.yaml", "model:\n  jobs: 1\n");
        let mut c = p.cmd(&["doctor", "--provider", "openai", "--base-url", &base, "--model", "local"]);
        c.timeout(Duration::from_secs(60));
        let (code, out, err) = run(c);
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.contains("ok   concurrency  not measured: calls are sent one at a time (jobs: 1)"), "{out}");
        first
    })
    .await
    .unwrap();
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("ok   answer") && out.contains("ok   tools") && out.contains("ok   json-schema"), "{out}");
    assert!(out.contains("FAIL concurrency  of two requests sent at once, one failed"), "{out}");
    assert!(out.contains("set `jobs: 1` under `model:`"), "{out}");
}
