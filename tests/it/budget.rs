//! Budgets that hold: every call sends its output cap, the reservation covers it, the spend
//! never passes a limit with 16 calls in flight, a call is refused only when what is left
//! cannot cover it, usage an endpoint does not report is estimated and marked, and
//! `budget.max_wall_secs` is enforced; summaries say what the budget stopped.

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use wiremock::matchers::method;
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

use agentsmith::config::{Network, Price, ProviderKind as Kind};
use agentsmith::llm::{Anthropic, Budget, Gateway, GatewayOptions, LlmError, OpenAi, Prices, Provider};

use crate::common::{Project, run};
use crate::llm::{bodies, model, opts, request, sse, sse_response};

/// An OpenAI-compatible endpoint that, after `delay`, reports the largest usage a server that
/// keeps to the request could: as many output tokens as `max_tokens` allows (30,000 when the
/// request sets none), and a token for every three bytes of the messages plus 4 a message.
struct Greedy {
    delay: Duration,
}

impl Respond for Greedy {
    fn respond(&self, req: &Request) -> ResponseTemplate {
        let body: Value = serde_json::from_slice(&req.body).unwrap();
        let out = body["max_tokens"].as_u64().unwrap_or(30_000);
        let msgs = body["messages"].as_array().unwrap();
        let input: u64 = msgs.iter().map(|m| m["content"].as_str().unwrap_or("").len() as u64 / 3 + 4).sum();
        let chunks = vec![
            json!({"model": "test-model", "choices": [{"index": 0, "delta": {"content": "words "}, "finish_reason": null}]}),
            json!({"model": "test-model", "choices": [{"index": 0, "delta": {}, "finish_reason": "length"}]}),
            json!({"model": "test-model", "choices": [], "usage": {"prompt_tokens": input, "completion_tokens": out}}),
        ];
        sse_response(sse(&chunks, true)).set_delay(self.delay)
    }
}

fn openai(base: &str, o: GatewayOptions, model_cap: Option<u32>) -> Gateway {
    let mut m = model(Kind::Openai, base);
    m.max_tokens = model_cap;
    let p: Arc<dyn Provider> = Arc::new(OpenAi::new(&m, &Network::default()).unwrap());
    Gateway::with_provider(p, m, o).unwrap()
}

/// `n` calls at once from stage `stage`; the errors of those that failed.
async fn burst(g: &Arc<Gateway>, n: usize, stage: &str) -> Vec<LlmError> {
    let calls: Vec<_> = (0..n)
        .map(|i| {
            let g = g.clone();
            let mut r = request(&format!("Question number {i:03}: what is next?"));
            r.meta.stage = stage.to_string();
            tokio::spawn(async move { g.chat(None, r).await })
        })
        .collect();
    let mut errors = Vec::new();
    for c in calls {
        if let Err(e) = c.await.unwrap() {
            errors.push(e);
        }
    }
    errors
}

#[tokio::test(flavor = "multi_thread")]
async fn the_spend_never_passes_the_cap_with_16_calls_in_flight() {
    let server = MockServer::start().await;
    Mock::given(method("POST")).respond_with(Greedy { delay: Duration::from_millis(50) }).mount(&server).await;
    // Tokens: a 50,000 cap, 40 calls of up to ~2,100 tokens each, 16 at a time.
    let mut o = opts();
    o.jobs = 16;
    o.budget = Budget { max_tokens: Some(50_000), ..Budget::default() };
    let g = Arc::new(openai(&server.uri(), o, None));
    let errors = burst(&g, 40, "consolidate").await;
    let total = g.ledger().total();
    let spent = total.input_tokens + total.output_tokens;
    assert!(spent <= 50_000, "spent {spent} of 50,000");
    assert!(spent > 40_000, "the budget was used, not refused early: {spent}");
    assert!(!errors.is_empty() && errors.iter().all(|e| matches!(e, LlmError::Budget { .. })), "{errors:?}");
    assert_eq!(total.refused_calls(), errors.len() as u64);
    assert_eq!(total.calls + total.refused_calls(), 40);
    // Every call sent its cap: the stage's default (consolidate: 2048).
    assert!(bodies(&server).await.iter().all(|b| b["max_tokens"] == 2048));
    assert_eq!(
        total.budget_note(),
        Some(format!("{} refused by the budget (max_tokens 50000)", agentsmith::util::count(errors.len(), "call")))
    );

    // Cost: $0.10 at $1 / $10 per million tokens.
    let mut o = opts();
    o.jobs = 16;
    o.budget = Budget { max_cost_usd: Some(0.10), ..Budget::default() };
    o.prices = Prices([("test-model".to_string(), Price::new(1.0, 10.0))].into_iter().collect());
    let g = Arc::new(openai(&server.uri(), o, None));
    let errors = burst(&g, 40, "execute").await;
    let total = g.ledger().total();
    assert!(total.cost_usd <= 0.10, "spent ${} of $0.10", total.cost_usd);
    assert!(total.cost_usd > 0.05, "${}", total.cost_usd);
    assert!(!errors.is_empty());
    assert_eq!(
        total.budget_note(),
        Some(format!("{} refused by the budget (max_cost_usd 0.1)", agentsmith::util::count(errors.len(), "call")))
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_call_is_refused_only_when_what_is_left_cannot_cover_it() {
    // Each call may write 2,048 tokens but writes 100: 16 in flight reserve far more than the
    // 10,000 cap, yet 40 calls (4,000 tokens and change) all fit. They wait for room; none is
    // refused while most of the budget is left.
    let server = MockServer::start().await;
    let chunks = vec![
        json!({"model": "test-model", "choices": [{"index": 0, "delta": {"content": "short"}, "finish_reason": "stop"}]}),
        json!({"model": "test-model", "choices": [], "usage": {"prompt_tokens": 20, "completion_tokens": 80}}),
    ];
    Mock::given(method("POST"))
        .respond_with(sse_response(sse(&chunks, true)).set_delay(Duration::from_millis(20)))
        .mount(&server)
        .await;
    let mut o = opts();
    o.jobs = 16;
    o.budget = Budget { max_tokens: Some(10_000), ..Budget::default() };
    let g = Arc::new(openai(&server.uri(), o, None));
    let errors = burst(&g, 40, "consolidate").await;
    assert!(errors.is_empty(), "{errors:?}");
    let total = g.ledger().total();
    assert_eq!((total.calls, total.input_tokens + total.output_tokens, total.refused_calls()), (40, 4_000, 0));
    // The next one still fits (4,000 + its ~2,100 <= 10,000); the budget refuses only at the end.
    let errors = burst(&g, 60, "consolidate").await;
    let total = g.ledger().total();
    assert!(total.input_tokens + total.output_tokens <= 10_000);
    let left = 10_000 - (total.input_tokens + total.output_tokens);
    assert!(left < 2_200, "refused with {left} left");
    assert_eq!(errors.len() as u64, total.refused_calls());
}

#[tokio::test(flavor = "multi_thread")]
async fn every_call_sends_its_stage_cap_and_a_model_cap_lowers_it() {
    let server = MockServer::start().await;
    Mock::given(method("POST")).respond_with(Greedy { delay: Duration::ZERO }).mount(&server).await;
    let g = Arc::new(openai(&server.uri(), opts(), None));
    for stage in ["review", "execute", "doctor"] {
        burst(&g, 1, stage).await;
    }
    let sent: Vec<Value> = bodies(&server).await.iter().map(|b| b["max_tokens"].clone()).collect();
    assert_eq!(sent, vec![json!(1024), json!(4096), json!(2048)]);
    let g = Arc::new(openai(&server.uri(), opts(), Some(300)));
    burst(&g, 1, "execute").await;
    assert_eq!(bodies(&server).await[3]["max_tokens"], 300);
}

#[tokio::test(flavor = "multi_thread")]
async fn input_is_estimated_and_marked_when_the_endpoint_reports_no_usage() {
    let server = MockServer::start().await;
    let text = "An answer of forty-four characters, or so!!";
    let openai_chunks = vec![json!({"choices": [{"index": 0, "delta": {"content": text}, "finish_reason": "stop"}]})];
    Mock::given(method("POST"))
        .and(wiremock::matchers::path("/v1/messages"))
        .respond_with(sse_response(
            [
                json!({"type": "message_start", "message": {"model": "test-model"}}),
                json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": text}}),
                json!({"type": "message_delta", "delta": {"stop_reason": "end_turn"}}),
                json!({"type": "message_stop"}),
            ]
            .iter()
            .map(|e| format!("event: {}\ndata: {e}\n\n", e["type"].as_str().unwrap()))
            .collect(),
        ))
        .mount(&server)
        .await;
    Mock::given(method("POST")).respond_with(sse_response(sse(&openai_chunks, true))).mount(&server).await;
    let m = model(Kind::Anthropic, &server.uri());
    let anthropic: Arc<dyn Provider> = Arc::new(Anthropic::new(&m, &Network::default()).unwrap());
    for g in [openai(&server.uri(), opts(), None), Gateway::with_provider(anthropic, m, opts()).unwrap()] {
        let r = request("A question of about forty characters, yes?");
        let resp = g.chat(None, r).await.unwrap();
        // "You are terse." (14) and the question (42): 56 characters, 14 tokens, 4 a message.
        assert_eq!((resp.usage.input_tokens, resp.usage.output_tokens, resp.usage.estimated), (22, 11, true));
        let total = g.ledger().total();
        assert_eq!((total.input_tokens, total.estimated_calls), (22, 1));
        assert!(total.estimate_note().unwrap().contains("reported no usage for 1 call: its tokens"));
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn max_wall_secs_refuses_calls_after_the_deadline_and_cuts_one_in_flight() {
    let script = "rules:\n  - when: { contains: slow }\n    latency_ms: 5000\n    reply: { content: late }\n  - reply: { content: hi }\n";
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("s.yaml");
    std::fs::write(&file, script).unwrap();
    let mut m = model(Kind::Scripted, "scripted://");
    m.script = Some(file.clone());
    let gw = |wall: Duration| {
        let mut o = opts();
        o.budget = Budget { max_wall: Some(wall), ..Budget::default() };
        Gateway::with_provider(Arc::new(agentsmith::llm::Scripted::load(&file).unwrap()), m.clone(), o).unwrap()
    };
    let g = gw(Duration::ZERO);
    let err = g.chat(None, request("hi")).await.unwrap_err();
    assert!(matches!(err, LlmError::Budget { kind: agentsmith::llm::BudgetKind::Wall, .. }), "{err}");
    assert!(err.to_string().contains("budget.max_wall_secs"), "{err}");
    // A call in flight when the wall time runs out is cut, and counted as refused.
    let g = gw(Duration::from_secs(1));
    g.chat(None, request("quick")).await.unwrap();
    let err = g.chat(None, request("slow")).await.unwrap_err();
    assert!(matches!(err, LlmError::Budget { kind: agentsmith::llm::BudgetKind::Wall, .. }), "{err}");
    let total = g.ledger().total();
    assert_eq!((total.calls, total.failed_calls), (1, 1));
    assert_eq!(total.budget_note().as_deref(), Some("1 call refused by the budget (max_wall_secs 1)"));
}

#[test]
fn the_run_summary_says_what_the_budget_stopped() {
    let p = Project::new();
    let script = p.write(
        "script.yaml",
        "rules:\n  - when: { stage: decide }\n    reply: { json: { action: execute } }\n  - reply: { content: done }\n",
    );
    p.write(".agentsmith/config.yaml", "budget:\n  max_tokens: 100\n");
    let mut c = p.cmd(&["run", "--no-debate", "--provider", "scripted", "Say hello."]);
    c.env("AGENTSMITH_SCRIPT", &script).timeout(Duration::from_secs(60));
    let (code, out, err) = run(c);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("1 call refused by the budget (max_tokens 100)"), "{out}{err}");
    assert!(out.contains("budget.max_tokens"), "the error names the setting: {out}");
}

#[test]
fn budget_settings_are_checked() {
    let p = Project::new();
    p.write(".agentsmith/config.yaml", "budget:\n  max_output_tokens: { review: 4, revew: 100 }\n");
    let (code, _, err) = run(p.cmd(&["config", "show"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("revew"), "{err}");
    p.write(".agentsmith/config.yaml", "budget:\n  max_output_tokens: { review: 4 }\nmodel:\n  jobs: 0\n");
    let (code, _, err) = run(p.cmd(&["config", "show"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("budget.max_output_tokens.review") && err.contains("model.jobs"), "{err}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_cancelled_call_gives_its_hold_on_the_budget_back() {
    let script = "rules:\n  - when: { contains: slow }\n    latency_ms: 60000\n    reply: { content: late }\n  - reply: { content: hi }\n";
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("s.yaml");
    std::fs::write(&file, script).unwrap();
    let mut m = model(Kind::Scripted, "scripted://");
    m.script = Some(file.clone());
    let mut o = opts();
    // Room for one call's reservation (about 310 tokens) at a time.
    o.budget = Budget { max_tokens: Some(400), ..Budget::default() };
    let seen = Arc::new(agentsmith::event::Collect::default());
    let g = Arc::new(
        Gateway::with_provider(Arc::new(agentsmith::llm::Scripted::load(&file).unwrap()), m, o)
            .unwrap()
            .with_events(agentsmith::event::Events::none().with(seen.clone())),
    );
    let slow = tokio::spawn({
        let g = g.clone();
        async move { g.chat(None, request("slow")).await }
    });
    while seen.events().is_empty() {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    // The first call is in flight; the second waits for the room it holds, and cancelling the
    // first gives it back.
    let quick = tokio::spawn({
        let g = g.clone();
        async move { g.chat(None, request("quick")).await }
    });
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert!(!quick.is_finished(), "the second call waits while the first holds the room");
    slow.abort();
    // A bound for the test, not an assertion on time: a leaked hold would wait forever.
    let answered = tokio::time::timeout(Duration::from_secs(30), quick).await.expect("the hold was given back");
    assert_eq!(answered.unwrap().unwrap().content, "hi");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_cost_limit_refuses_a_call_whose_price_is_unknown_before_it_is_sent() {
    let server = MockServer::start().await;
    Mock::given(method("POST")).respond_with(Greedy { delay: Duration::ZERO }).expect(0).mount(&server).await;
    let mut o = opts();
    o.budget = Budget { max_cost_usd: Some(1.0), ..Budget::default() };
    let g = openai(&server.uri(), o, None);
    let err = g.chat(None, request("How much?")).await.unwrap_err();
    assert!(matches!(err, LlmError::Config(_)), "{err}");
    assert!(
        err.to_string().contains(
            "no price for `test-model`; add `prices.test-model: { input_per_mtok: ..., output_per_mtok: ... }`"
        ),
        "{err}"
    );
    server.verify().await;
}
