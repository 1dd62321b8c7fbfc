//! `bench llm`: what the model gateway adds per call, against a loopback server.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::common::bench_model;
use agentsmith::config::{Network, ProviderKind as Kind};
use agentsmith::llm::{ChatRequest, Gateway, GatewayOptions, Message, OpenAi, RequestMeta};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const BODY: &str = "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"ok\"},\"finish_reason\":null}]}\n\ndata: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":1}}\n\ndata: [DONE]\n\n";

/// A keep-alive HTTP/1.1 server that answers every request with the same stream.
async fn serve(listener: tokio::net::TcpListener) {
    loop {
        let Ok((mut sock, _)) = listener.accept().await else { return };
        tokio::spawn(async move {
            let mut buf = Vec::new();
            let mut chunk = [0u8; 8192];
            loop {
                let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") else {
                    match sock.read(&mut chunk).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => buf.extend_from_slice(&chunk[..n]),
                    }
                    continue;
                };
                let head = String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase();
                let len: usize = head
                    .lines()
                    .find_map(|l| l.strip_prefix("content-length:"))
                    .and_then(|v| v.trim().parse().ok())
                    .unwrap_or(0);
                while buf.len() < end + 4 + len {
                    match sock.read(&mut chunk).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => buf.extend_from_slice(&chunk[..n]),
                    }
                }
                buf.drain(..end + 4 + len);
                let resp = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-length: {}\r\n\r\n{BODY}",
                    BODY.len()
                );
                if sock.write_all(resp.as_bytes()).await.is_err() {
                    return;
                }
            }
        });
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn request() -> ChatRequest {
    ChatRequest {
        model: String::new(),
        messages: vec![Message::system("You are terse."), Message::user("Status?")],
        tools: Vec::new(),
        answer_schema: None,
        temperature: None,
        max_tokens: Some(16),
        meta: RequestMeta { stage: "bench".into(), ..RequestMeta::default() },
    }
}

/// The same request sent by a bare HTTP client, for comparison.
#[derive(Clone)]
struct Bare {
    client: reqwest::Client,
    url: String,
    payload: serde_json::Value,
}

impl Bare {
    /// The bytes of the answer, read to the end.
    async fn call(self) -> Option<usize> {
        let r = self.client.post(&self.url).json(&self.payload).send().await.ok()?;
        r.bytes().await.ok().map(|b| b.len())
    }
}

pub fn main() {
    let rt = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("cannot start tokio: {e}");
            std::process::exit(1);
        }
    };
    rt.block_on(async {
        let (gw, bare) = setup().await;
        // Warm both paths (connections, lazy initialisation).
        for _ in 0..50 {
            let _ = gw.chat(None, request()).await;
            let _ = bare.clone().call().await;
        }
        sequential(&gw, &bare).await;
        let (total, in_flight) = (4000, 16);
        let gateway = gw.clone();
        let gw_rate = rate(total, in_flight, move || {
            let gw = gateway.clone();
            async move {
                let _ = gw.chat(None, request()).await;
            }
        })
        .await;
        let raw = bare.clone();
        let raw_rate = rate(total, in_flight, move || {
            let bare = raw.clone();
            async move {
                let _ = bare.call().await;
            }
        })
        .await;
        println!(
            "   {total} calls, {in_flight} in flight: gateway {gw_rate:.0} calls/s, bare reqwest {raw_rate:.0} calls/s"
        );
        let tally = gw.ledger().total();
        println!("   accounted: {} calls, {} tokens", tally.calls, tally.input_tokens + tally.output_tokens);
    });
}

/// The loopback server, the gateway with the OpenAI provider in front of it, and the bare
/// client's request to it.
async fn setup() -> (Arc<Gateway>, Bare) {
    let Ok(listener) = tokio::net::TcpListener::bind("127.0.0.1:0").await else {
        eprintln!("cannot bind a loopback port");
        std::process::exit(1);
    };
    let Ok(addr) = listener.local_addr() else { std::process::exit(1) };
    tokio::spawn(serve(listener));
    let base = format!("http://{addr}/v1");
    let model = bench_model(Kind::Openai, "bench", base.clone(), None);
    let Ok(provider) = OpenAi::new(&model, &Network::default()) else { std::process::exit(1) };
    // The gateway as a user gets it (retries and backoff at their defaults), 16 calls at once.
    let opts = GatewayOptions { request_timeout: Duration::from_secs(30), jobs: 16, ..GatewayOptions::default() };
    let Ok(gw) = Gateway::with_provider(Arc::new(provider), model, opts) else { std::process::exit(1) };
    let bare = Bare {
        client: reqwest::Client::new(),
        url: format!("{base}/chat/completions"),
        payload: serde_json::json!({"model": "bench", "stream": true, "messages": [{"role": "user", "content": "Status?"}]}),
    };
    (Arc::new(gw), bare)
}

/// 1,000 calls one after another by each path, alternating: median and p99 of each, and the
/// gateway's overhead.
async fn sequential(gw: &Gateway, bare: &Bare) {
    let n = 1000;
    let mut base_t = Vec::with_capacity(n);
    let mut gw_t = Vec::with_capacity(n);
    for _ in 0..n {
        let t = Instant::now();
        let _ = bare.clone().call().await;
        base_t.push(t.elapsed());
        let t = Instant::now();
        if gw.chat(None, request()).await.is_err() {
            eprintln!("gateway call failed");
            std::process::exit(1);
        }
        gw_t.push(t.elapsed());
    }
    base_t.sort();
    gw_t.sort();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!("== model gateway overhead, {n} sequential calls to a loopback server");
    println!("   {:<22} {:>10} {:>10}", "", "median", "p99");
    println!(
        "   {:<22} {:>8.0}us {:>8.0}us",
        "bare reqwest",
        us(percentile(&base_t, 0.5)),
        us(percentile(&base_t, 0.99))
    );
    println!(
        "   {:<22} {:>8.0}us {:>8.0}us",
        "gateway + openai",
        us(percentile(&gw_t, 0.5)),
        us(percentile(&gw_t, 0.99))
    );
    println!(
        "   {:<22} {:>8.0}us {:>8.0}us",
        "overhead",
        us(percentile(&gw_t, 0.5)) - us(percentile(&base_t, 0.5)),
        us(percentile(&gw_t, 0.99)) - us(percentile(&base_t, 0.99))
    );
}

/// Calls per second: `total` calls of `call`, `in_flight` at once.
async fn rate<F, Fut>(total: usize, in_flight: usize, call: F) -> f64
where
    F: Fn() -> Fut + Clone + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    let t = Instant::now();
    let mut tasks = Vec::new();
    for w in 0..in_flight {
        let call = call.clone();
        tasks.push(tokio::spawn(async move {
            for _ in (w..total).step_by(in_flight) {
                call().await;
            }
        }));
    }
    for task in tasks {
        let _ = task.await;
    }
    total as f64 / t.elapsed().as_secs_f64()
}
